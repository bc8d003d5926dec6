import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';

/** The user row as it is now (a billing change may have moved its plan since the session read it). */
export async function getUserById(deps: AppDeps, userId: string): Promise<UserRow> {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED', { message: 'Your session has ended. Sign in again.' });
  return row;
}
