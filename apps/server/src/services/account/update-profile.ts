import { eq } from 'drizzle-orm';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@acclaim/contracts';
import { users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** Renames the account. The email address is the sign-in identity and is not changed here. */
export async function updateProfile(deps: AppDeps, user: UserRow, request: TUpdateProfileRequest): Promise<UserRow> {
  const { name } = ZUpdateProfileRequest.parse(request);
  const [updated] = await deps.database.db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return updated!;
}
