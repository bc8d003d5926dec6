import { eq } from 'drizzle-orm';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@acclaim/contracts';
import { users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth/sessions';
import { revokeUserSessions } from '../../lib/auth/sessions';
import { expireOutstandingTokens } from '../../lib/auth/one-time-tokens';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { hashPassword } from '../../lib/auth/secrets';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { logAuthEvent, type AuditTrail } from '../auth/auth-audit';
import { assertCurrentPassword } from './confirm-identity';

/**
 * Sets a new password after checking the current one, and signs out every other session: whoever knew the old
 * password is out at once, and so is any reset link still in a mailbox. This browser stays signed in. One
 * transaction, so a failure changes nothing.
 */
export async function changePassword(deps: AppDeps, auth: AuthContext, request: TChangePasswordRequest, trail: AuditTrail): Promise<void> {
  const input = ZChangePasswordRequest.parse(request);
  await assertCurrentPassword(auth.user, input.currentPassword, 'currentPassword');
  if (input.newPassword === input.currentPassword) {
    const message = 'Choose a password different from your current one.';
    throw new AppError('VALIDATION_FAILED', { message, fields: { newPassword: [message] } });
  }
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
    await revokeUserSessions(tx, auth.user.id, auth.session.id);
    // A reset link mailed before the change would otherwise still set a password of its holder's choosing.
    await expireOutstandingTokens(tx, auth.user.id, ['password_reset']);
  });
  logAuthEvent(trail, 'auth.password.changed', { userId: auth.user.id });
}
