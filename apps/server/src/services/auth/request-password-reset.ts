import type { TForgotPasswordRequest } from '@acclaim/contracts';
import { ZForgotPasswordRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { issueOneTimeToken } from '../../lib/auth/one-time-tokens';
import { passwordResetMessage } from '../mail/auth-emails';
import { authCallbackLink } from './email-links';

/** The same words whether or not the address has an account, so the answer reveals nothing. */
export const PASSWORD_RESET_SENT =
  'If an account exists for that email, we have sent a link to reset the password. The link expires in 1 hour.';

export async function requestPasswordReset(deps: AppDeps, request: TForgotPasswordRequest): Promise<string> {
  const input = ZForgotPasswordRequest.parse(request);
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (user) {
    const token = await issueOneTimeToken(deps.database.db, user.id, 'password_reset');
    const link = authCallbackLink(deps.env, 'recovery', token);
    try {
      await deps.mailer.send(passwordResetMessage({ to: user.email, name: user.name, link }));
    } catch (error) {
      // Answering with an error here would tell the caller the account exists.
      deps.logger.error({ err: error, userId: user.id }, 'could not send the password reset email');
    }
  }
  return PASSWORD_RESET_SENT;
}
