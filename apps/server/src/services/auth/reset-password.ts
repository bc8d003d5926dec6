import type { TResetPasswordRequest } from '@acclaim/contracts';
import { ZResetPasswordRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { consumeOneTimeToken, inspectOneTimeToken } from '../../lib/auth/one-time-tokens';
import { hashPassword } from '../../lib/auth/secrets';
import { createSession, revokeUserSessions } from '../../lib/auth/sessions';

/** Tells the reset page early whether its link still works. */
export async function checkPasswordResetToken(deps: AppDeps, token: string): Promise<void> {
  await inspectOneTimeToken(deps.database.db, token, 'password_reset');
}

/**
 * Sets the new password, signs out every other session and signs this browser in.
 * All in one transaction: a failure leaves the old password and sessions untouched.
 */
export async function resetPassword(
  deps: AppDeps,
  request: TResetPasswordRequest,
  meta: { ipAddress: string; userAgent: string | null },
) {
  const input = ZResetPasswordRequest.parse(request);
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, input.token, 'password_reset');
    const [user] = await tx
      .update(users)
      // The link reached the inbox, which proves the address as well.
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, token.userId))
      .returning();
    await revokeUserSessions(tx, token.userId);
    const session = await createSession(tx, { userId: token.userId, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
    return { user: user!, token: session.token };
  });
}
