import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('scholarly configuration', () => {
  it('keeps scholarly services off by default, with a week of caching', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ SCHOLARLY_MODE: 'off', SCHOLARLY_CACHE_HOURS: 168, RATE_LIMIT_VERIFICATION: { max: 10, windowSeconds: 3600 } });
    expect(env.CROSSREF_URL).toBeUndefined();
    expect(env.SEMANTIC_SCHOLAR_API_KEY).toBeUndefined();
  });

  it('sends a contact address someone reads: SCHOLARLY_MAILTO, else OPERATOR_EMAIL, else the MAIL_FROM address', () => {
    expect(readEnv({}).SCHOLARLY_MAILTO).toBe('operator@acclaim.local');
    expect(readEnv({ MAIL_FROM: 'Acclaim <hello@acclaim.example>' }).SCHOLARLY_MAILTO).toBe('hello@acclaim.example');
    expect(readEnv({ MAIL_FROM: 'Acclaim <hello@acclaim.example>', OPERATOR_EMAIL: 'ops@acclaim.example' }).SCHOLARLY_MAILTO).toBe('ops@acclaim.example');
    expect(readEnv({ OPERATOR_EMAIL: 'ops@acclaim.example', SCHOLARLY_MAILTO: 'research@acclaim.example' }).SCHOLARLY_MAILTO).toBe('research@acclaim.example');
  });

  it('refuses an unknown mode and malformed base URLs', () => {
    expect(() => readEnv({ SCHOLARLY_MODE: 'on' })).toThrow(/SCHOLARLY_MODE/);
    expect(() => readEnv({ CROSSREF_URL: 'not a url' })).toThrow(/CROSSREF_URL/);
    expect(readEnv({ SCHOLARLY_MODE: 'live', OPENALEX_URL: 'http://127.0.0.1:9999/openalex' })).toMatchObject({
      SCHOLARLY_MODE: 'live',
      OPENALEX_URL: 'http://127.0.0.1:9999/openalex',
    });
  });
});
