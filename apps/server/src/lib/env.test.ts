import { describe, expect, it } from 'vitest';
import { EnvError, productionProblems, readEnv } from './env';

describe('readEnv', () => {
  it('parses the default rate limits, not only configured ones', () => {
    const env = readEnv({});
    expect(env.RATE_LIMIT_LOGIN).toEqual({ max: 10, windowSeconds: 900 });
    expect(env.RATE_LIMIT_SIGNUP).toEqual({ max: 5, windowSeconds: 3600 });
    expect(env.RATE_LIMIT_PASSWORD_RESET).toEqual({ max: 5, windowSeconds: 3600 });
    expect(env.RATE_LIMIT_CODE_CHECK).toEqual({ max: 10, windowSeconds: 900 });
    expect(readEnv({ RATE_LIMIT_LOGIN: '3/60' }).RATE_LIMIT_LOGIN).toEqual({ max: 3, windowSeconds: 60 });
  });
});

describe('TRUST_PROXY', () => {
  it('reads false and true as before, and a number as that many proxies', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
  });

  it('refuses anything else with the accepted forms', () => {
    for (const value of ['maybe', '-1', '1.5', '100']) {
      expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: expected false, true \(one proxy\) or the number of proxies/);
    }
  });
});

/** A production configuration with nothing missing; each test below takes one thing away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://app.acclaim.example',
  SMTP_URL: 'smtp://mail.acclaim.example:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_ANALYSIS: 'price_a',
  STRIPE_PRICE_COMPLETE: 'price_c',
  STRIPE_PRICE_ATTORNEY: 'price_t',
};

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    readEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe('production mode', () => {
  it('starts with mail, payments and https configured', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(readEnv(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('refuses the embedded outbox, the test-mode checkout and an unset APP_URL, naming each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^APP_URL: production needs the public https:\/\/ address/);
    expect(problems[1]).toMatch(/^SMTP_URL: production needs a mail server: .*ALLOW_OUTBOX_MAIL=true accepts it/);
    expect(problems[2]).toMatch(/^STRIPE_SECRET_KEY: production needs Stripe: .*ALLOW_TEST_PAYMENTS=true accepts it/);
  });

  it('refuses a plain-http APP_URL unless ALLOW_INSECURE_HTTP is set', () => {
    expect(problemsOf({ ...PRODUCTION, APP_URL: 'http://app.acclaim.example' })).toEqual([
      expect.stringMatching(/^APP_URL: production needs an https:\/\/ address.*ALLOW_INSECURE_HTTP=true/),
    ]);
    expect(problemsOf({ ...PRODUCTION, APP_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_HTTP: 'true' })).toEqual([]);
  });

  it('accepts the outbox and the test checkout only by their opt-ins', () => {
    const { SMTP_URL: _smtp, STRIPE_SECRET_KEY: _stripe, ...rest } = PRODUCTION;
    expect(problemsOf(rest)).toHaveLength(2);
    expect(problemsOf({ ...rest, ALLOW_OUTBOX_MAIL: 'true' })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY:/)]);
    expect(problemsOf({ ...rest, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([expect.stringMatching(/^SMTP_URL:/)]);
    expect(problemsOf({ ...rest, ALLOW_OUTBOX_MAIL: 'true', ALLOW_TEST_PAYMENTS: 'true' })).toEqual([]);
  });

  it('refuses half a credential pair and a hosted model without its key', () => {
    expect(problemsOf({ ...PRODUCTION, GOOGLE_CLIENT_ID: 'id' })).toEqual(['GOOGLE_CLIENT_SECRET: required in production when GOOGLE_CLIENT_ID is set']);
    expect(problemsOf({ ...PRODUCTION, GOOGLE_CLIENT_SECRET: 'secret' })).toEqual([
      'GOOGLE_CLIENT_ID: required in production when GOOGLE_CLIENT_SECRET is set',
    ]);
    expect(problemsOf({ ...PRODUCTION, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required in production when S3_ACCESS_KEY_ID is set',
    ]);
    expect(problemsOf({ ...PRODUCTION, LLM_PROVIDER: 'openai' })).toEqual(['LLM_API_KEY: required in production when LLM_PROVIDER is openai']);
    expect(problemsOf({ ...PRODUCTION, LLM_PROVIDER: 'anthropic' })).toEqual(['LLM_API_KEY: required in production when LLM_PROVIDER is anthropic']);
    // A local model server needs no key.
    expect(problemsOf({ ...PRODUCTION, LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://10.0.0.9:11434/v1' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', LLM_PROVIDER: 'openai', LLM_API_KEY: 'k' })).toEqual([]);
  });

  it('checks nothing of this outside production, where the embedded stand-ins are the point', () => {
    expect(problemsOf({ NODE_ENV: 'development', GOOGLE_CLIENT_ID: 'id' })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('never repeats a value in a problem', () => {
    const secret = 'sk_live_do_not_print';
    const problems = productionProblems({
      STRIPE_SECRET_KEY: secret,
      GOOGLE_CLIENT_SECRET: secret,
      APP_URL: `http://${secret}.example`,
      ALLOW_TEST_PAYMENTS: false,
      ALLOW_OUTBOX_MAIL: false,
      ALLOW_INSECURE_HTTP: false,
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(JSON.stringify(problems)).not.toContain(secret);
  });
});
