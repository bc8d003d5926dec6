import { ZConfirmEmailRequest, type TConfirmEmailRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { consumeOneTimeToken } from '../../lib/auth/one-time-tokens';

export async function confirmEmail(deps: AppDeps, request: TConfirmEmailRequest) {
  const input = ZConfirmEmailRequest.parse(request);
  return deps.database.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, input.token, 'email_confirmation');
    const [user] = await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, token.userId)).returning();
    return user!;
  });
}
