import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { pendingSignUps, rateLimits, sessions, users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { SIGN_UP_EMAILS_PER_ADDRESS, signUpLinkSentMessage } from '../../services/auth/sign-up';
import { SIGN_UP_LINK_REFUSALS } from '../../services/auth/sign-up-confirm';
import { buildSignup } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

const LINK_SUBJECT = 'Finish creating your Acclaim account';
const ACCOUNT_EXISTS_SUBJECT = 'You already have an Acclaim account';

const startSignUp = (body: { name: string; email: string; password: string }) => t.call('POST', '/api/auth/signup', { body });
const openLink = (token: string) => t.call('POST', '/api/auth/signup/confirm', { body: { token } });
const logIn = (email: string, password: string) => t.call('POST', '/api/auth/login', { body: { email, password } });

/** The newest sign-up link to `email` that is not `older`: the email leaves beside the answer, so it is waited for. */
async function newSignUpLink(email: string, older?: string): Promise<string> {
  let token = await t.emailedToken(email, 'signup');
  for (let tries = 0; token === older && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    token = await t.emailedToken(email, 'signup');
  }
  if (token === older) throw new Error(`no new sign-up link reached ${email}`);
  return token;
}

async function mailWithSubject(email: string, subject: string) {
  return (await t.mailTo(email)).filter((mail) => mail.subject === subject);
}

describe('the answer to a sign-up', () => {
  it('is the same for a new address, a taken one and one with a sign-up under way: 202, the same words, no session', async () => {
    const owner = await t.signUp();
    const underWay = buildSignup();
    expect((await startSignUp(underWay)).status).toBe(202);
    await newSignUpLink(underWay.email);

    const fresh = buildSignup();
    const answers = {
      fresh: await startSignUp(fresh),
      taken: await startSignUp(buildSignup({ email: owner.email.toUpperCase() })),
      underWay: await startSignUp(buildSignup({ email: underWay.email })),
    };
    const addresses = { fresh: fresh.email, taken: owner.email, underWay: underWay.email };
    for (const [path, answer] of Object.entries(answers)) {
      const address = addresses[path as keyof typeof addresses];
      expect(answer.status, path).toBe(202);
      expect(answer.json, path).toEqual({ success: true, message: signUpLinkSentMessage(address) });
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
    expect(signUpLinkSentMessage(fresh.email)).toBe(`Check your inbox: we sent a link to ${fresh.email} to finish signing up. It works for 24 hours.`);
    // No account exists until a link is opened.
    expect(await t.database.db.$count(users, eq(users.email, fresh.email))).toBe(0);
    expect(await t.database.db.$count(users, eq(users.email, underWay.email))).toBe(0);
  });
});

describe('a sign-up with an address that has an account', () => {
  it('emails the owner that the account exists, and changes nothing: no password, no session, no link', async () => {
    const owner = await t.signUp();
    const [before] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    const sessionsBefore = await t.database.db.$count(sessions, eq(sessions.userId, owner.user.id));

    expect((await startSignUp(buildSignup({ email: owner.email, password: 'the stranger picked this' }))).status).toBe(202);
    await expect.poll(() => mailWithSubject(owner.email, ACCOUNT_EXISTS_SUBJECT)).toHaveLength(1);
    const [notice] = await mailWithSubject(owner.email, ACCOUNT_EXISTS_SUBJECT);
    expect(notice!.text).toContain(`Hello ${owner.name},`);
    expect(notice!.text).toContain('Someone (maybe you) tried to sign up for Acclaim with this email address.');
    expect(notice!.text).toContain('http://localhost:3000/login');
    expect(notice!.text).toContain('http://localhost:3000/forgot-password');
    expect(notice!.html).toContain('Sign in');

    const [after] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(after).toEqual(before);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, owner.user.id))).toBe(sessionsBefore);
    expect(await t.database.db.$count(pendingSignUps, eq(pendingSignUps.email, owner.email))).toBe(0);
    // Only the link of the owner's own sign-up ever went out.
    expect(await mailWithSubject(owner.email, LINK_SUBJECT)).toHaveLength(1);
    expect((await logIn(owner.email, owner.password)).status).toBe(200);
    expect((await logIn(owner.email, 'the stranger picked this')).status).toBe(401);
  });

  it('treats an account without a password (an invited client, Google only) the same way', async () => {
    const email = buildSignup().email;
    const [client] = await t.database.db.insert(users).values({ email, name: 'Invited Client' }).returning();
    expect((await startSignUp(buildSignup({ email }))).status).toBe(202);
    await expect.poll(() => mailWithSubject(email, ACCOUNT_EXISTS_SUBJECT)).toHaveLength(1);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, client!.id));
    expect(after).toEqual(client);
    expect(await t.database.db.$count(pendingSignUps, eq(pendingSignUps.email, email))).toBe(0);
  });
});

describe('the emailed link', () => {
  it('creates the confirmed account with the attempt’s name and password and signs it in, once', async () => {
    const input = buildSignup();
    const mixedCase = input.email.replace('person', 'Mixed.Case').toUpperCase();
    const email = mixedCase.toLowerCase();
    expect((await startSignUp({ ...input, email: mixedCase })).status).toBe(202);
    const token = await newSignUpLink(email);

    const [pending] = await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.tokenHash).not.toContain(token);
    expect(pending!.expiresAt.getTime() - pending!.createdAt.getTime()).toBeCloseTo(24 * 60 * 60 * 1000, -4);
    const [mail] = await mailWithSubject(email, LINK_SUBJECT);
    // The form's name is anyone's words: it stays out of an email to an inbox that may not be theirs.
    expect(mail!.text).not.toContain(input.name);
    expect(mail!.text).toContain('It works once, for 24 hours.');

    const res = await openLink(token);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      isNewUser: true,
      user: { email, name: input.name, onboardingCompleted: false, emailVerified: true, hasPassword: true },
    });
    expect(res.headers.get('set-cookie')).toMatch(/gc_session=.+HttpOnly/i);
    expect((await t.call('GET', '/api/auth/me', { token: res.json.tokens.accessToken })).json.user.email).toBe(email);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, res.json.user.id))).toBe(1);
    expect(await t.database.db.$count(pendingSignUps, eq(pendingSignUps.email, email))).toBe(0);
    expect((await logIn(email, input.password)).status).toBe(200);

    const again = await openLink(token);
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(SIGN_UP_LINK_REFUSALS.spent);
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it('expires after 24 hours, and expired attempts are cleared at the next sign-up', async () => {
    const input = buildSignup();
    await startSignUp(input);
    const token = await newSignUpLink(input.email);
    await t.database.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, input.email));

    const res = await openLink(token);
    expect(res.status).toBe(410);
    expect(res.json.message).toBe('This sign-up link has expired: links work for 24 hours. Sign up again for a new one.');
    expect(await t.database.db.$count(users, eq(users.email, input.email))).toBe(0);

    const stale = buildSignup({ email: input.email });
    await t.database.db.insert(pendingSignUps).values({ ...stale, passwordHash: 'x', tokenHash: 'stale', expiresAt: new Date(Date.now() - 1000) });
    await startSignUp(buildSignup());
    await expect.poll(() => t.database.db.$count(pendingSignUps, eq(pendingSignUps.tokenHash, 'stale'))).toBe(0);
  });

  it('from one attempt decides the password: another attempt for the address (an attacker’s) cannot', async () => {
    const email = buildSignup().email;
    await startSignUp(buildSignup({ email, password: 'the attacker chose this' }));
    const attackersLink = await newSignUpLink(email);
    const owner = buildSignup({ email, name: 'Rightful Owner' });
    await startSignUp(owner);
    const ownersLink = await newSignUpLink(email, attackersLink);

    const opened = await openLink(ownersLink);
    expect(opened.status).toBe(200);
    expect(opened.json.user.name).toBe('Rightful Owner');
    expect((await logIn(email, owner.password)).status).toBe(200);
    expect((await logIn(email, 'the attacker chose this')).status).toBe(401);

    // The other attempt died with the first link opened: it can neither sign in nor set the password.
    const late = await openLink(attackersLink);
    expect(late.status).toBe(410);
    expect(late.headers.get('set-cookie')).toBeNull();
    expect((await logIn(email, owner.password)).status).toBe(200);
    expect((await logIn(email, 'the attacker chose this')).status).toBe(401);
  });

  it('creates nothing when the address got an account another way meanwhile (Google, an invitation)', async () => {
    const input = buildSignup();
    await startSignUp(input);
    const token = await newSignUpLink(input.email);
    const [account] = await t.database.db.insert(users).values({ email: input.email, name: 'Signed In With Google', emailVerifiedAt: new Date() }).returning();

    const res = await openLink(token);
    expect(res.status).toBe(410);
    expect(res.json.message).toBe('This link has already been used: an account with this email address exists. Sign in instead.');
    expect(res.headers.get('set-cookie')).toBeNull();
    const [after] = await t.database.db.select().from(users).where(eq(users.id, account!.id));
    expect(after).toEqual(account);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, account!.id))).toBe(0);
    expect((await logIn(input.email, input.password)).status).toBe(401);
  });

  it('refuses a made-up or truncated token', async () => {
    expect((await openLink('x'.repeat(43))).status).toBe(410);
    const truncated = await openLink('abc');
    expect(truncated.status).toBe(400);
    expect(truncated.json.error.fields).toEqual({ token: ['The link is incomplete.'] });
  });
});

describe('sign-up emails to one address', () => {
  it(`stop after ${SIGN_UP_EMAILS_PER_ADDRESS.max} an hour, whoever asks, with the same answer`, async () => {
    const email = buildSignup().email;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await startSignUp(buildSignup({ email })));
    for (const answer of answers) expect(answer.json).toEqual({ success: true, message: signUpLinkSentMessage(email) });

    // Every attempt has been counted once the counter reaches 5; the two past the limit send and store nothing.
    const counter = and(eq(rateLimits.key, `signup-email:email:${email}`), eq(rateLimits.count, 5));
    await expect.poll(() => t.database.db.$count(rateLimits, counter)).toBe(1);
    await expect.poll(() => mailWithSubject(email, LINK_SUBJECT)).toHaveLength(SIGN_UP_EMAILS_PER_ADDRESS.max);
    expect(await t.database.db.$count(pendingSignUps, eq(pendingSignUps.email, email))).toBe(SIGN_UP_EMAILS_PER_ADDRESS.max);
    expect(await t.mailTo(email)).toHaveLength(SIGN_UP_EMAILS_PER_ADDRESS.max);
  });
});

describe('security log of sign-ups', () => {
  const realLogger = t.deps.logger;
  afterEach(() => {
    (t.deps as AppDeps).logger = realLogger;
  });

  it('records each request and the account made, never the password or the link', async () => {
    const raw: string[] = [];
    (t.deps as AppDeps).logger = pino({ level: 'info' }, { write: (line: string) => raw.push(line) });
    const events = (event: string) => raw.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === event);
    const owner = await t.signUp();
    await startSignUp(buildSignup({ email: owner.email }));
    await expect.poll(() => events('auth.signup.requested').length).toBe(2);
    expect(events('auth.signup.requested')).toEqual([
      expect.objectContaining({ userId: null, reason: 'new_address' }),
      expect.objectContaining({ userId: owner.user.id, reason: 'existing_account' }),
    ]);
    expect(events('auth.signup.completed')).toEqual([expect.objectContaining({ userId: owner.user.id, isNewUser: true })]);

    const everything = raw.join('\n');
    expect(everything).not.toContain(owner.password);
    expect(everything).not.toContain(owner.token);
    expect(everything).not.toContain(await t.emailedToken(owner.email, 'signup'));
  });
});
