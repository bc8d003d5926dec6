import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { twoFactorCodes, users } from '../../db/schema/index';
import { emailedTwoFactorCode, logInAgain, passTwoFactor, signUpAdmin, TWO_FACTOR_SUBJECT } from '../../test/admin-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

const status = (token?: string) => t.call('GET', '/api/auth/2fa/status', { token });
const send = (token: string) => t.call('POST', '/api/auth/2fa/send', { token });
const verify = (token: string, code: string) => t.call('POST', '/api/auth/2fa/verify', { token, body: { code } });

async function codesOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return t.database.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.userId, user!.id)).orderBy(desc(twoFactorCodes.createdAt));
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor status', () => {
  it('asks an unverified admin session to verify, and nobody else', async () => {
    expect((await status()).status).toBe(401);
    const customer = await t.signUp();
    expect((await status(customer.token)).json).toEqual({ success: true, data: { requiresVerification: false } });
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    expect((await status(admin.token)).json).toEqual({ success: true, data: { requiresVerification: true } });
    await passTwoFactor(t, admin.token, admin.email);
    expect((await status(admin.token)).json.data.requiresVerification).toBe(false);
  });
});

describe('sending a code', () => {
  it('emails a 6-digit code that is stored only as a hash and says how long it lasts', async () => {
    const admin = await signUpAdmin(t, 'SUPPORT', { verified: false });
    const res = await send(admin.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: `We sent a 6-digit code to ${admin.email}. It expires in 10 minutes.` });
    const expiresIn = new Date(res.json.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const [mail] = (await t.mailTo(admin.email)).filter((m) => m.subject === TWO_FACTOR_SUBJECT);
    expect(mail!.text).toContain('expires in 10 minutes');
    expect(mail!.text).toContain('Never share this code with anyone. Acclaim staff will never ask you for it.');
    const code = await emailedTwoFactorCode(t, admin.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.html).toContain(code);

    const [row] = await codesOf(admin.email);
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses accounts without an admin role', async () => {
    const customer = await t.signUp();
    const res = await send(customer.token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Two-factor verification is only for admin accounts.');
    expect(await t.mailTo(customer.email)).toHaveLength(1); // only the sign-up confirmation
    expect((await verify(customer.token, '123456')).status).toBe(403);
  });

  it('makes older unused codes of the session stop working', async () => {
    const admin = await signUpAdmin(t, 'ADMIN', { verified: false });
    await send(admin.token);
    const first = await emailedTwoFactorCode(t, admin.email);
    await send(admin.token);
    const second = await emailedTwoFactorCode(t, admin.email);
    const [newest, older] = await codesOf(admin.email);
    expect(older!.invalidatedAt).not.toBeNull();
    expect(newest!.invalidatedAt).toBeNull();
    if (first !== second) {
      const old = await verify(admin.token, first);
      expect(old.status).toBe(400);
      expect(old.json.message).toBe('That code is not correct. You have 4 tries left.');
    }
    expect((await verify(admin.token, second)).status).toBe(200);
  });

  it('limits how many codes an account may ask for', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    for (let i = 0; i < 5; i++) expect((await send(admin.token)).status).toBe(200);
    const blocked = await send(admin.token);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    // The limit is per account: another admin still gets a code.
    const other = await signUpAdmin(t, 'VIEWER', { verified: false });
    expect((await send(other.token)).status).toBe(200);
  });
});

describe('verifying a code', () => {
  it('counts wrong entries and kills the code after the fifth', async () => {
    const admin = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    await send(admin.token);
    const code = await emailedTwoFactorCode(t, admin.email);
    const wrong = wrongCode(code);
    for (const left of [4, 3, 2]) {
      const res = await verify(admin.token, wrong);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: `That code is not correct. You have ${left} tries left.` });
    }
    expect((await verify(admin.token, wrong)).json.message).toBe('That code is not correct. You have 1 try left.');
    const fifth = await verify(admin.token, wrong);
    expect(fifth.status).toBe(400);
    expect(fifth.json.message).toBe('Too many wrong entries: this code no longer works. Send a new code.');

    const right = await verify(admin.token, code);
    expect(right.status).toBe(400);
    expect(right.json.message).toBe('Too many wrong entries: this code no longer works. Send a new code.');
    expect((await status(admin.token)).json.data.requiresVerification).toBe(true);
    const [row] = await codesOf(admin.email);
    expect(row!.attempts).toBe(5);
    expect(row!.invalidatedAt).not.toBeNull();

    await send(admin.token);
    expect((await verify(admin.token, await emailedTwoFactorCode(t, admin.email))).status).toBe(200);
  });

  it('lets the right code through on the last allowed entry', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    await send(admin.token);
    const code = await emailedTwoFactorCode(t, admin.email);
    for (let i = 0; i < 4; i++) expect((await verify(admin.token, wrongCode(code))).status).toBe(400);
    const res = await verify(admin.token, code);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'You now have admin access' });
  });

  it('refuses an expired code', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    await send(admin.token);
    const code = await emailedTwoFactorCode(t, admin.email);
    const [row] = await codesOf(admin.email);
    await t.database.db
      .update(twoFactorCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorCodes.id, row!.id));
    const res = await verify(admin.token, code);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('This code has expired. Send a new code.');
    expect((await status(admin.token)).json.data.requiresVerification).toBe(true);
  });

  it('accepts a code once', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    await send(admin.token);
    const code = await emailedTwoFactorCode(t, admin.email);
    expect((await verify(admin.token, code)).status).toBe(200);
    const again = await verify(admin.token, code);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This code has already been used. Send a new code if you need to verify again.');
  });

  it('says when no code was sent and rejects anything but six digits', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    const none = await verify(admin.token, '123456');
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('No verification code is waiting for this session. Send a new code.');
    for (const code of ['12345', '1234567', '12a456', '']) {
      const res = await verify(admin.token, code);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please enter a 6-digit code');
    }
  });

  it('verifies only the session that asked for the code', async () => {
    const admin = await signUpAdmin(t, 'VIEWER', { verified: false });
    const other = await logInAgain(t, admin);
    await send(admin.token);
    const code = await emailedTwoFactorCode(t, admin.email);

    // The other session cannot use a code sent to the first.
    const elsewhere = await verify(other, code);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe('No verification code is waiting for this session. Send a new code.');

    expect((await verify(admin.token, code)).status).toBe(200);
    expect((await t.call('GET', '/api/admin/overview', { token: admin.token })).status).toBe(200);
    expect((await status(other)).json.data.requiresVerification).toBe(true);
    const blocked = await t.call('GET', '/api/admin/overview', { token: other });
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toBe('Verify your identity with the code we email you before using the admin area.');
    // A third sign-in starts unverified too.
    expect((await status(await logInAgain(t, admin))).json.data.requiresVerification).toBe(true);
  });
});
