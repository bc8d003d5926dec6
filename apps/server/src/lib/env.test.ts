import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

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
