import { eq } from 'drizzle-orm';
import { ZUpdateAccountTypeRequest, type TAccountType, type TUpdateAccountTypeRequest } from '@acclaim/contracts';
import { users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

const SAVED: Record<TAccountType, string> = {
  SELF_PETITIONER: 'Saved: you are preparing your own petition.',
  ATTORNEY: 'Saved: you are an attorney or agent. Your workspace starts from your firm’s clients.',
  PARALEGAL: 'Saved: you are a paralegal at a firm. Your workspace starts from your firm’s clients.',
};

/**
 * Records who the account is, on the account itself only. It changes where the account starts and what its
 * navigation leads with; what it may open stays decided by firm membership and case ownership.
 */
export async function updateAccountType(deps: AppDeps, user: UserRow, request: TUpdateAccountTypeRequest): Promise<{ user: UserRow; message: string }> {
  const { accountType } = ZUpdateAccountTypeRequest.parse(request);
  const [updated] = await deps.database.db.update(users).set({ accountType, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return { user: updated!, message: SAVED[accountType] };
}
