import type { AppDeps } from '../../lib/context';
import { issueOneTimeToken } from '../../lib/auth/one-time-tokens';
import type { UserRow } from '../../db/schema/index';
import { emailConfirmationMessage } from '../mail/auth-emails';
import { authCallbackLink } from './email-links';

export async function sendEmailConfirmation(deps: AppDeps, user: UserRow): Promise<void> {
  const token = await issueOneTimeToken(deps.database.db, user.id, 'email_confirmation');
  await deps.mailer.send(emailConfirmationMessage({ to: user.email, name: user.name, link: authCallbackLink(deps.env, 'email_confirmation', token) }));
}
