import { CHAT_TURNED_OFF_MESSAGE, SIGNUPS_CLOSED_MESSAGE } from '@acclaim/contracts';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getSiteSettings } from './site-settings-cache';

type GateDeps = Pick<AppDeps, 'database' | 'logger'>;

export const SIGNUPS_CLOSED = SIGNUPS_CLOSED_MESSAGE;
export const CHAT_TURNED_OFF = CHAT_TURNED_OFF_MESSAGE;

/** Sign-up and a first Google sign-in create accounts; existing accounts are never refused by this. */
export async function assertSignupsOpen(deps: GateDeps): Promise<void> {
  const { featureFlags } = await getSiteSettings(deps);
  if (!featureFlags.signupsOpen) throw new AppError('FORBIDDEN', { message: SIGNUPS_CLOSED });
}

/** Starting a conversation and asking a question; reading past conversations stays open. */
export async function assertChatEnabled(deps: GateDeps): Promise<void> {
  const { featureFlags } = await getSiteSettings(deps);
  if (!featureFlags.chatEnabled) throw new AppError('UNAVAILABLE', { message: CHAT_TURNED_OFF });
}

/** Where refund requests and contact messages are emailed: the address saved on /admin/settings, else OPERATOR_EMAIL. */
export async function getOperatorEmail(deps: GateDeps & Pick<AppDeps, 'env'>): Promise<string> {
  return (await getSiteSettings(deps)).operatorEmail ?? deps.env.OPERATOR_EMAIL;
}
