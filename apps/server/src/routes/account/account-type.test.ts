import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE_REQUIRED } from '@acclaim/contracts';
import { pendingSignUps, users } from '../../db/schema/index';
import { buildSignup } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

async function storedType(userId: string) {
  const [row] = await t.database.db.select({ accountType: users.accountType }).from(users).where(eq(users.id, userId));
  return row!.accountType;
}

/** Signs up through the form and the emailed link, as a person does, answering "who are you?" with `accountType`. */
async function signUpAs(accountType: unknown) {
  const input = { ...buildSignup(), accountType };
  const started = await t.call('POST', '/api/auth/signup', { body: input });
  expect(started.status, started.text).toBe(202);
  const token = await t.emailedToken(input.email, 'signup');
  const [pending] = await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, input.email));
  const opened = await t.call('POST', '/api/auth/signup/confirm', { body: { token } });
  expect(opened.status, opened.text).toBe(200);
  return { pending: pending!, user: opened.json.user, token: opened.json.tokens.accessToken as string };
}

describe('who the account is, asked at sign-up', () => {
  it('travels with the emailed link and is on the account the link creates', async () => {
    const attorney = await signUpAs('ATTORNEY');
    expect(attorney.pending.accountType).toBe('ATTORNEY');
    expect(attorney.user.accountType).toBe('ATTORNEY');
    expect(await storedType(attorney.user.id)).toBe('ATTORNEY');

    const paralegal = await signUpAs('PARALEGAL');
    expect(paralegal.user.accountType).toBe('PARALEGAL');
    expect((await t.call('GET', '/api/auth/me', { token: paralegal.token })).json.user.accountType).toBe('PARALEGAL');
  });

  it('is filing for oneself when a caller leaves it out', async () => {
    const person = await t.signUp();
    expect(person.user.accountType).toBe('SELF_PETITIONER');
  });

  it('refuses an unknown answer with the question to answer, and sends no link', async () => {
    const input = { ...buildSignup(), accountType: 'JUDGE' };
    const res = await t.call('POST', '/api/auth/signup', { body: input });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.accountType).toEqual([ACCOUNT_TYPE_REQUIRED]);
    expect(await t.database.db.$count(pendingSignUps, eq(pendingSignUps.email, input.email))).toBe(0);
    expect(await t.mailTo(input.email)).toHaveLength(0);
  });
});

describe('PUT /api/account/type', () => {
  it('answers 401 without a session and changes nothing', async () => {
    const res = await t.call('PUT', '/api/account/type', { body: { accountType: 'ATTORNEY' } });
    expect(res.status).toBe(401);
  });

  it('records the answer on the signed-in account only', async () => {
    const person = await t.signUp();
    const bystander = await t.signUp();
    const res = await t.call('PUT', '/api/account/type', { token: person.token, body: { accountType: 'ATTORNEY' } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ id: person.user.id, accountType: 'ATTORNEY' });
    expect(res.json.message).toBe('Saved: you are an attorney or agent. Your workspace starts from your firm’s clients.');
    expect(await storedType(person.user.id)).toBe('ATTORNEY');
    expect(await storedType(bystander.user.id)).toBe('SELF_PETITIONER');

    const back = await t.call('PUT', '/api/account/type', { token: person.token, body: { accountType: 'SELF_PETITIONER' } });
    expect(back.status).toBe(200);
    expect(await storedType(person.user.id)).toBe('SELF_PETITIONER');
  });

  it('gives an account that was never asked (null) its answer', async () => {
    const person = await t.signUp();
    await t.database.db.update(users).set({ accountType: null }).where(eq(users.id, person.user.id));
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.accountType).toBeNull();
    const res = await t.call('PUT', '/api/account/type', { token: person.token, body: { accountType: 'PARALEGAL' } });
    expect(res.status).toBe(200);
    expect(await storedType(person.user.id)).toBe('PARALEGAL');
  });

  it('refuses a missing or unknown answer with the question, and keeps the stored one', async () => {
    const person = await t.signUp();
    for (const body of [{}, { accountType: 'OWNER' }, { accountType: null }, { accountType: 'attorney' }]) {
      const res = await t.call('PUT', '/api/account/type', { token: person.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields.accountType, JSON.stringify(body)).toEqual([ACCOUNT_TYPE_REQUIRED]);
    }
    expect(await storedType(person.user.id)).toBe('SELF_PETITIONER');
  });

  it('does not let the answer grant anything: an attorney by answer alone has no firm and no firm clients', async () => {
    const person = await t.signUp();
    await t.call('PUT', '/api/account/type', { token: person.token, body: { accountType: 'ATTORNEY' } });
    expect((await t.call('GET', '/api/firm/context', { token: person.token })).json.context.membership).toBeNull();
    expect((await t.call('GET', '/api/firm/cases', { token: person.token })).status).not.toBe(200);
  });
});
