import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, pendingSignUps, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/auth/secrets';
import { PASSWORD_RESET_ANSWER_MS } from '../../services/auth/request-password-reset';
import { createTestApp } from '../../test/test-app';
import { buildSignup } from '../../test/factories';
import { holdOutgoingMail } from '../../test/hold-mail';

const t = await createTestApp();

describe('sign-up', () => {
  it('stores an argon2id hash and only a hash of the session token', async () => {
    const person = await t.signUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(person.token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  // The answers for new, taken and pending addresses, and the emailed link: sign-up.test.ts.
  it('answers a taken email, whatever its case, as it answers a new one', async () => {
    const person = await t.signUp();
    const taken = await t.call('POST', '/api/auth/signup', { body: buildSignup({ email: person.email.toUpperCase() }) });
    expect(taken.status).toBe(202);
    expect(taken.json.message).toBe(`Check your inbox: we sent a link to ${person.email} to finish signing up. It works for 24 hours.`);
    expect(taken.text).not.toContain('already exists');
  });

  it('answers bad input with field messages and writes nothing', async () => {
    const before = await t.database.db.$count(users);
    const pendingBefore = await t.database.db.$count(pendingSignUps);
    const res = await t.call('POST', '/api/auth/signup', { body: { name: '', email: 'not-an-email', password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.json.error.fields).toMatchObject({
      name: ['Full Name is required.'],
      email: ['Enter a valid email address.'],
      password: ['Choose a password of at least 10 characters.'],
    });
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await t.database.db.$count(pendingSignUps)).toBe(pendingBefore);
  });

  it('refuses a common password, even padded with digits or symbols, and writes nothing', async () => {
    const before = await t.database.db.$count(users);
    for (const password of ['qwertyuiop', 'password1234', '!!sunshine2024', 'aaaaaaaaaaaa']) {
      const input = buildSignup({ password });
      const res = await t.call('POST', '/api/auth/signup', { body: input });
      expect(res.status, password).toBe(400);
      expect(res.json.message).toBe('This password is too common. Choose another one.');
      expect(res.json.error.fields).toEqual({ password: ['This password is too common. Choose another one.'] });
      expect(await t.mailTo(input.email)).toHaveLength(0);
    }
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
  });
});

describe('login', () => {
  it('signs in with the right password and answers the spec shape', async () => {
    const person = await t.signUp();
    const res = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, isNewUser: false, user: { email: person.email } });
    expect(typeof res.json.tokens.accessToken).toBe('string');
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const person = await t.signUp();
    const wrong = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'not the password' } });
    const unknown = await t.call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email or password.');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('still accepts a weak password set before the current rules, until it is changed', async () => {
    const person = await t.signUp();
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc123') })
      .where(eq(users.email, person.email));
    const res = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'abc123' } });
    expect(res.status).toBe(200);
  });

  it('accepts the session cookie as well as the bearer header', async () => {
    const person = await t.signUp();
    const res = await t.call('GET', '/api/auth/me', { headers: { cookie: `gc_session=${person.token}` } });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(person.email);
  });

  it('answers /me without a session with 401', async () => {
    const res = await t.call('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Please sign in to continue.');
    expect((await t.call('GET', '/api/auth/me', { token: 'mock_google_jwt_123' })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session on the server', async () => {
    const person = await t.signUp();
    const out = await t.call('POST', '/api/auth/logout', { token: person.token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/gc_session=;/);
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('emails a single-use link, sets the new password and revokes every other session', async () => {
    const person = await t.signUp();
    const other = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });

    const ask = await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    expect(ask.status).toBe(200);
    const token = await t.emailedToken(person.email, 'recovery');

    expect((await t.call('POST', '/api/auth/reset-password/check', { body: { token } })).status).toBe(200);
    const reset = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'a brand new password' } });
    expect(reset.status).toBe(200);
    expect(reset.json.user.emailVerified).toBe(true);

    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: other.json.tokens.accessToken })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: reset.json.tokens.accessToken })).status).toBe(200);

    const oldLogin = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'a brand new password' } });
    expect(newLogin.status).toBe(200);

    const again = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'yet another password' } });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe('This password reset link has already been used. Request a new one.');
  });

  it('refuses a common new password and leaves the link usable', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await t.emailedToken(person.email, 'recovery');
    const res = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'iloveyou12345' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ password: ['This password is too common. Choose another one.'] });
    expect((await t.call('POST', '/api/auth/reset-password/check', { body: { token } })).status).toBe(200);
  });

  it('expires an emailed link once the password is changed on the account page', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await t.emailedToken(person.email, 'recovery');

    const common = await t.call('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: person.password, newPassword: 'password12345' },
    });
    expect(common.status).toBe(400);
    expect(common.json.error.fields).toEqual({ newPassword: ['This password is too common. Choose another one.'] });

    const change = await t.call('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: person.password, newPassword: 'a freshly chosen passphrase' },
    });
    expect(change.status).toBe(200);
    expect((await t.call('POST', '/api/auth/reset-password/check', { body: { token } })).status).toBe(410);
    const res = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'the link holder picks this' } });
    expect(res.status).toBe(410);
    expect(res.json.message).toBe('This password reset link has expired. Request a new one.');
    const login = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'a freshly chosen passphrase' } });
    expect(login.status).toBe(200);
  });

  it('answers without waiting for the email, after the same fixed time whether or not the account exists', async () => {
    const person = await t.signUp();
    // The mail server hangs: an answer that waited for it would never come.
    const { send, release } = holdOutgoingMail(t);
    try {
      const timedOut = { status: 'no answer in 10 s' };
      const ask = async (email: string) => {
        const started = performance.now();
        const res = await Promise.race([t.call('POST', '/api/auth/forgot-password', { body: { email } }), sleep(10_000).then(() => timedOut)]);
        return { res, ms: performance.now() - started };
      };
      const known = await ask(person.email);
      const unknown = await ask('nobody-at-all@example.com');
      expect(known.res.status).toBe(200);
      expect(unknown.res.status).toBe(200);
      expect(known.res).not.toBe(timedOut);
      expect((known.res as { json: unknown }).json).toEqual((unknown.res as { json: unknown }).json);
      // Neither answer can leave before the fixed time, so the quick unknown path does not stand out.
      for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(PASSWORD_RESET_ANSWER_MS - 5);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      release();
    }
    // The email still goes out once the mail server answers.
    await expect.poll(async () => (await t.mailTo(person.email)).some((mail) => mail.subject === 'Reset your Acclaim password')).toBe(true);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const person = await t.signUp();
    const known = await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const unknown = await t.call('POST', '/api/auth/forgot-password', { body: { email: 'ghost-account@example.com' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(await t.mailTo('ghost-account@example.com')).toHaveLength(0);
  });

  it('refuses an expired link with a clear message', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await t.emailedToken(person.email, 'recovery');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'password_reset'));
    const res = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'a brand new password' } });
    expect(res.status).toBe(410);
    expect(res.json.message).toBe('This password reset link has expired. Request a new one.');
    const login = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(login.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await t.call('POST', '/api/auth/reset-password', { body: { token: 'x'.repeat(43), password: 'a brand new password' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('This password reset link is not valid. Request a new one.');
  });
});

describe('email confirmation', () => {
  it('confirms the address of an account made before sign-up did, once, and offers to resend until then', async () => {
    const person = await t.signUpUnconfirmed();
    const resend = await t.call('POST', '/api/auth/resend-confirmation', { token: person.token });
    expect(resend.json.message).toBe(`We sent a new confirmation link to ${person.email}.`);
    const token = await t.emailedToken(person.email, 'email_confirmation');

    const res = await t.call('POST', '/api/auth/confirm-email', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json.user.emailVerified).toBe(true);
    const again = await t.call('POST', '/api/auth/confirm-email', { body: { token } });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe('This confirmation link has already been used.');
    const after = await t.call('POST', '/api/auth/resend-confirmation', { token: person.token });
    expect(after.json.message).toBe('Your email address is already confirmed.');
  });
});

describe('Google sign-in without configuration', () => {
  it('says that it is not configured', async () => {
    const res = await t.call('GET', '/api/auth/google');
    expect(res.status).toBe(503);
    expect(res.json.message).toMatch(/Google sign-in is not configured/);
  });
});
