import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminRole } from '@acclaim/domain';
import { users } from '../db/schema/index';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TWO_FACTOR_SUBJECT = 'Your Acclaim admin verification code';

/** The code in the newest two-factor email to `address`. */
export async function emailedTwoFactorCode(t: TestApp, address: string): Promise<string> {
  const message = (await t.mailTo(address)).find((mail) => mail.subject === TWO_FACTOR_SUBJECT);
  const code = message?.text.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no two-factor code emailed to ${address}`);
  return code;
}

/** Sends a code to this session and enters it, as the two-factor screen does. */
export async function passTwoFactor(t: TestApp, token: string, email: string): Promise<void> {
  const sent = await t.call('POST', '/api/auth/2fa/send', { token });
  expect(sent.status, sent.text).toBe(200);
  const verified = await t.call('POST', '/api/auth/2fa/verify', { token, body: { code: await emailedTwoFactorCode(t, email) } });
  expect(verified.status, verified.text).toBe(200);
}

/** A new account given `role` directly in the database; its session passes two-factor unless `verified` is false. */
export async function signUpAdmin(t: TestApp, role: AdminRole, options: { verified?: boolean } = {}) {
  const person = await t.signUp();
  await t.database.db.update(users).set({ adminRole: role }).where(eq(users.id, person.user.id));
  if (options.verified ?? true) await passTwoFactor(t, person.token, person.email);
  return person;
}

/** Signs the same account in once more: a second, separate session. */
export async function logInAgain(t: TestApp, person: { email: string; password: string }): Promise<string> {
  const res = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
  expect(res.status, res.text).toBe(200);
  return res.json.tokens.accessToken as string;
}
