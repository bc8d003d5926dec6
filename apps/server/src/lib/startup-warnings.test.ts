import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { startupWarnings } from './startup-warnings';

describe('startup warnings', () => {
  it('remind a developer that payments are in test mode and mail goes to the outbox', () => {
    expect(startupWarnings(readEnv({ NODE_ENV: 'development' }))).toEqual([
      expect.stringMatching(/^Payments are in test mode \(no STRIPE_SECRET_KEY\)/),
      expect.stringMatching(/^Mail goes to the embedded outbox \(no SMTP_URL\)/),
    ]);
  });

  it('shout every opt-in in production', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      APP_URL: 'http://10.0.0.5',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      ALLOW_INSECURE_HTTP: 'true',
    });
    expect(startupWarnings(env)).toEqual([
      expect.stringMatching(/^PAYMENTS ARE IN TEST MODE IN PRODUCTION \(ALLOW_TEST_PAYMENTS=true\)/),
      expect.stringMatching(/^NO EMAIL LEAVES THIS SERVER \(ALLOW_OUTBOX_MAIL=true\)/),
      expect.stringMatching(/^APP_URL IS PLAIN HTTP IN PRODUCTION \(ALLOW_INSECURE_HTTP=true\)/),
    ]);
  });

  it('say nothing with SMTP and Stripe configured, nor in tests', () => {
    const configured = readEnv({
      SMTP_URL: 'smtp://mail.example:25',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'w',
      STRIPE_PRICE_ANALYSIS: 'a',
      STRIPE_PRICE_COMPLETE: 'c',
      STRIPE_PRICE_ATTORNEY: 't',
    });
    expect(startupWarnings(configured)).toEqual([]);
    expect(startupWarnings(readEnv({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
