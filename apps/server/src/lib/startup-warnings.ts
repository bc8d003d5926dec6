import type { Env } from './env';
import type { Logger } from './logger';

/**
 * The embedded stand-ins that must never go unnoticed on a server people use: the test-mode checkout and the
 * mail outbox. In production they run only by an ALLOW_* opt-in, and then the warning shouts; elsewhere it is a
 * reminder. Tests run on them by design, so they hear nothing.
 */
export function startupWarnings(env: Env): string[] {
  if (env.NODE_ENV === 'test') return [];
  const isProduction = env.NODE_ENV === 'production';
  const warnings: string[] = [];
  if (!env.STRIPE_SECRET_KEY) {
    warnings.push(
      isProduction
        ? 'PAYMENTS ARE IN TEST MODE IN PRODUCTION (ALLOW_TEST_PAYMENTS=true): anyone gets a paid plan with the test card and nothing is charged'
        : 'Payments are in test mode (no STRIPE_SECRET_KEY): the checkout takes the test card and charges nothing',
    );
  }
  if (!env.SMTP_URL) {
    warnings.push(
      isProduction
        ? 'NO EMAIL LEAVES THIS SERVER (ALLOW_OUTBOX_MAIL=true): mail stays in the embedded outbox, readable at /dev/mailbox from this machine only'
        : 'Mail goes to the embedded outbox (no SMTP_URL): read it at /dev/mailbox from this machine',
    );
  }
  if (isProduction && !env.APP_URL.startsWith('https://')) {
    warnings.push(
      'APP_URL IS PLAIN HTTP IN PRODUCTION (ALLOW_INSECURE_HTTP=true): passwords and sessions travel readable and cookies are not Secure; keep the app on a private network',
    );
  }
  return warnings;
}

export function logStartupWarnings(env: Env, logger: Logger): void {
  for (const warning of startupWarnings(env)) logger.warn(warning);
}
