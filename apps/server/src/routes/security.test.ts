import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';

/**
 * The web security defences, each named: headers, the session cookie, CSRF for cookie-authenticated requests,
 * session fixation and revocation, and single-use reset links. Rate limits on guessable things (sign-in,
 * two-factor codes) are tested where they live: http-shape.test.ts and auth/two-factor.test.ts.
 */
const t = await createTestApp();
const https = await createTestApp({ APP_URL: 'https://app.acclaim.example' });

const EVIL = 'https://evil.example';

/** The session cookie the answer sets, with its attributes, or null. */
function sessionCookie(headers: Headers): { value: string; attributes: string[] } | null {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('gc_session='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice('gc_session='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

async function logIn(app: typeof t, email: string, password: string, headers: Record<string, string> = {}) {
  return app.call('POST', '/api/auth/login', { body: { email, password }, headers });
}

describe('security headers', () => {
  it('send a strict policy on the API and pages: no framing, no sniffing, no referrer leaks', async () => {
    const json = await t.call('GET', '/api/health');
    // A JSON answer is never a document: nothing may load from it, nothing may frame it.
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A file the API answers (a PDF) may open in the browser, so it carries the pages' whole policy.
    const pdf = await t.app.request('/api/samples/download/assessment');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    for (const res of [json, pdf]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    expect(pdf.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('add HSTS when the app is served over HTTPS, and only then', async () => {
    expect((await https.call('GET', '/api/health', { headers: { origin: 'https://app.acclaim.example' } })).headers.get('strict-transport-security')).toMatch(
      /max-age=31536000/,
    );
    expect((await t.call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and Secure over HTTPS', async () => {
    const person = await t.signUp();
    const local = sessionCookie((await logIn(t, person.email, person.password)).headers)!;
    expect(local.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(local.attributes.some((a) => a.startsWith('max-age='))).toBe(true);

    const secure = await https.signUp();
    const res = await logIn(https, secure.email, secure.password, { origin: 'https://app.acclaim.example' });
    expect(sessionCookie(res.headers)!.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax']));
  });

  it('carries a token that is only ever stored hashed: the cookie value is not in the database', async () => {
    const person = await t.signUp();
    const token = sessionCookie((await logIn(t, person.email, person.password)).headers)!.value;
    const { rows } = await t.database.execute(`select count(*)::int as found from sessions where token_hash = $1`, [token]);
    expect(rows[0]!.found).toBe(0);
    expect((await t.database.execute(`select count(*)::int as found from sessions`)).rows[0]!.found).toBeGreaterThan(0);
  });
});

describe('CSRF for cookie-authenticated requests', () => {
  async function withCookie(method: string, path: string, token: string, headers: Record<string, string>, body?: string | FormData) {
    return t.app.request(path, { method, headers: { cookie: `gc_session=${token}`, ...headers }, body });
  }

  it('refuses a form, multipart or text post from another site, even with a valid session cookie', async () => {
    const person = await t.signUp();
    const casesBefore = (await t.call('GET', '/api/cases', { token: person.token })).json.cases.length;
    const form = new FormData();
    form.append('title', 'Hijacked');
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'title=Hijacked'],
      ['text/plain', '{"title":"Hijacked"}'],
    ] as const) {
      const res = await withCookie('POST', '/api/cases', person.token, { origin: EVIL, 'content-type': type }, body);
      expect(res.status, type).toBe(403);
    }
    const multipart = await withCookie('POST', '/api/cases', person.token, { origin: EVIL }, form);
    expect(multipart.status).toBe(403);
    // Nothing was made.
    expect((await t.call('GET', '/api/cases', { token: person.token })).json.cases).toHaveLength(casesBefore);
  });

  it('never lets another site read an answer: no CORS grant for a foreign origin, even on a JSON request', async () => {
    const person = await t.signUp();
    const preflight = await t.app.request('/api/cases', {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await withCookie('GET', '/api/auth/me', person.token, { origin: EVIL });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts the same post from the app itself', async () => {
    const person = await t.signUp();
    const res = await withCookie('POST', '/api/auth/logout', person.token, { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, '');
    expect(res.status).toBe(200);
  });
});

describe('session fixation and revocation', () => {
  it('issues a fresh session at sign-in and ignores a session planted before it', async () => {
    const victim = await t.signUp();
    const attacker = await t.signUp();
    // The attacker plants their own session cookie in the victim's browser, then the victim signs in.
    const res = await logIn(t, victim.email, victim.password, { cookie: `gc_session=${attacker.token}` });
    const issued = sessionCookie(res.headers)!.value;
    expect(issued).not.toBe(attacker.token);
    expect((await t.call('GET', '/api/auth/me', { token: issued })).json.user.email).toBe(victim.email);
    // The planted session still belongs to the attacker: it never became the victim's.
    expect((await t.call('GET', '/api/auth/me', { token: attacker.token })).json.user.email).toBe(attacker.email);
  });

  it('makes a logged-out session useless, through the cookie as well as the bearer header', async () => {
    const person = await t.signUp();
    const token = sessionCookie((await logIn(t, person.email, person.password)).headers)!.value;
    expect((await t.call('POST', '/api/auth/logout', { headers: { cookie: `gc_session=${token}` } })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { headers: { cookie: `gc_session=${token}` } })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    // Other sessions of the account are untouched by one device logging out.
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it('refuses a session past its expiry, and every session of a suspended account', async () => {
    const expiring = await t.signUp();
    const suspended = await t.signUp();
    const bystander = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expiring.user.id));
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    for (const gone of [expiring, suspended]) expect((await t.call('GET', '/api/auth/me', { token: gone.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: bystander.token })).status).toBe(200);
  });

  it('ends every session of the account when its password is reset', async () => {
    const person = await t.signUp();
    const second = sessionCookie((await logIn(t, person.email, person.password)).headers)!.value;
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await t.emailedToken(person.email, 'recovery');
    expect((await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'a brand new passphrase' } })).status).toBe(200);
    for (const old of [person.token, second]) expect((await t.call('GET', '/api/auth/me', { token: old })).status).toBe(401);
  });
});

describe('password reset links', () => {
  it('work once: a reused link is refused and the password stays the one set first', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await t.emailedToken(person.email, 'recovery');
    expect((await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'first new passphrase' } })).status).toBe(200);
    const again = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'second new passphrase' } });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe('This password reset link has already been used. Request a new one.');
    expect((await logIn(t, person.email, 'second new passphrase')).status).toBe(401);
    expect((await logIn(t, person.email, 'first new passphrase')).status).toBe(200);
  });

  it('stop working when a newer link is asked for', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const first = await t.emailedToken(person.email, 'recovery');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const second = await t.emailedToken(person.email, 'recovery');
    expect(second).not.toBe(first);
    const older = await t.call('POST', '/api/auth/reset-password', { body: { token: first, password: 'an older link passphrase' } });
    expect(older.status).toBe(410);
    expect(older.json.message).toBe('This password reset link has expired. Request a new one.');
    expect((await t.call('POST', '/api/auth/reset-password', { body: { token: second, password: 'the newest link passphrase' } })).status).toBe(200);
  });
});
