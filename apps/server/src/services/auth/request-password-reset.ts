import { setTimeout as sleep } from 'node:timers/promises';
import type { TForgotPasswordRequest } from '@acclaim/contracts';
import { ZForgotPasswordRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { runBesideTheAnswer } from '../../lib/beside-the-answer';
import { issueOneTimeToken } from '../../lib/auth/one-time-tokens';
import { passwordResetMessage } from '../mail/auth-emails';
import { logAuthEvent, type AuditTrail } from './auth-audit';
import { authCallbackLink } from './email-links';

/** The same words whether or not the address has an account, so the answer reveals nothing. */
export const PASSWORD_RESET_SENT = 'If an account exists for that email, we have sent a link to reset the password. The link expires in 1 hour.';

/**
 * The answer leaves after this long, whatever happened meanwhile. Looking the address up, issuing the link and
 * handing the email to the mail server (tens to hundreds of milliseconds over SMTP) happen beside the answer, not
 * in it, so the time taken cannot tell a caller whether the address has an account. Long enough for the embedded
 * outbox to have the email when the answer arrives.
 */
export const PASSWORD_RESET_ANSWER_MS = 1000;

export async function requestPasswordReset(deps: AppDeps, request: TForgotPasswordRequest, trail: AuditTrail): Promise<string> {
  const input = ZForgotPasswordRequest.parse(request);
  // Answering with an error from here would tell the caller the account exists: a failure is only logged.
  runBesideTheAnswer(() => sendPasswordResetLink(deps, input.email, trail), trail.log, 'could not send the password reset email');
  await sleep(PASSWORD_RESET_ANSWER_MS);
  return PASSWORD_RESET_SENT;
}

/** Emails a reset link when the address has an account; does nothing (and says nothing) otherwise. */
export async function sendPasswordResetLink(deps: AppDeps, email: string, trail: AuditTrail): Promise<void> {
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  logAuthEvent(trail, 'auth.password_reset.requested', { userId: user?.id ?? null });
  if (!user) return;
  const token = await issueOneTimeToken(deps.database.db, user.id, 'password_reset');
  await deps.mailer.send(passwordResetMessage({ to: user.email, name: user.name, link: authCallbackLink(deps.env, 'recovery', token) }));
}
