import type { TResetPasswordRequest } from '@acclaim/contracts';
import { ZResetPasswordRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { consumeOneTimeToken, expireOutstandingTokens, inspectOneTimeToken } from '../../lib/auth/one-time-tokens';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { hashPassword } from '../../lib/auth/secrets';
import { createSession, revokeUserSessions } from '../../lib/auth/sessions';
import { logAuthEvent } from './auth-audit';

/** Tells the reset page early whether its link still works. */
export async function checkPasswordResetToken(deps: AppDeps, token: string): Promise<void> {
  await inspectOneTimeToken(deps.database.db, token, 'password_reset');
}

/**
 * Sets the new password, signs out every other session, expires every other reset link and signs this browser in.
 * All in one transaction: a failure leaves the old password and sessions untouched.
 */
export async function resetPassword(
  deps: AppDeps,
  request: TResetPasswordRequest,
  meta: { ipAddress: string; userAgent: string | null },
  log: Logger = deps.logger,
) {
  const input = ZResetPasswordRequest.parse(request);
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.database.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, input.token, 'password_reset');
    const [user] = await tx
      .update(users)
      // The link reached the inbox, which proves the address as well.
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, token.userId))
      .returning();
    await revokeUserSessions(tx, token.userId);
    // Any other link still out there belongs to the old password.
    await expireOutstandingTokens(tx, token.userId, ['password_reset']);
    const session = await createSession(tx, { userId: token.userId, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
    return { user: user!, token: session.token };
  });
  logAuthEvent({ log, ipAddress: meta.ipAddress }, 'auth.password_reset.completed', { userId: result.user.id });
  return result;
}
