import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { oauthAccounts, users } from '../../db/schema/index';
import { SIGN_UP_LINK_REFUSALS } from '../../services/auth/sign-up-confirm';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';

const FLOW_EXPIRED = 'The Google sign-in took too long or was started in another browser. Please try again.';
const CLIENT_ID = 'acclaim-test';

// A real OpenID provider on loopback: discovery, authorize (with PKCE), token endpoint and JWKS.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
afterAll(() => provider.stop());
const issuerUrl = provider.issuer.url!;

/** The person the provider vouches for in the next ID token. */
let identity: { sub: string; email: string; email_verified: boolean; name: string } | undefined;
provider.service.on('beforeTokenSigning', (token) => {
  if (!identity) return;
  Object.assign(token.payload, identity);
});

function googlePerson(overrides: Partial<NonNullable<typeof identity>> = {}) {
  const id = randomBytes(4).toString('hex');
  return { sub: `google-${id}`, email: `g-${id}@gmail.test`, email_verified: true, name: `Google Person ${id}`, ...overrides };
}

const t = await createTestApp({ GOOGLE_ISSUER: issuerUrl, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'secret' });

/** GET /api/auth/google: the provider's URL plus the state and verifier cookies, as a browser keeps them. */
async function startFlow() {
  const res = await t.call('GET', '/api/auth/google');
  expect(res.status).toBe(200);
  expect(res.json.success).toBe(true);
  const setCookies = res.headers.getSetCookie();
  const cookies: Record<string, string> = {};
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = pair!.split('=');
    cookies[name!] = value!;
    expect(attributes.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['path=/api/auth/google', 'httponly']));
  }
  expect(Object.keys(cookies).sort()).toEqual(['gc_oauth_state', 'gc_oauth_verifier']);
  return {
    authUrl: new URL(res.json.authUrl as string),
    state: cookies.gc_oauth_state!,
    verifier: cookies.gc_oauth_verifier!,
    cookie: `gc_oauth_state=${cookies.gc_oauth_state}; gc_oauth_verifier=${cookies.gc_oauth_verifier}`,
  };
}

/** The browser visits the provider, which sends it back to the web app with a code. */
async function authorize(authUrl: URL) {
  const res = await fetch(authUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/auth/google/callback`);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

function callback(body: { code: string; state: string }, cookie?: string) {
  return t.call('POST', '/api/auth/google/callback', { body, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

/** The whole round trip as the given person. */
async function signInWithGoogle(person: NonNullable<typeof identity>) {
  identity = person;
  const flow = await startFlow();
  const answer = await authorize(flow.authUrl);
  return callback(answer, flow.cookie);
}

describe('Google sign-in against a local OpenID provider', () => {
  it('sends the browser to the provider with PKCE (S256) and the state it keeps in a cookie', async () => {
    const flow = await startFlow();
    expect(flow.authUrl.origin).toBe(new URL(issuerUrl).origin);
    const params = flow.authUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${TEST_ORIGIN}/auth/google/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge')).not.toBe(flow.verifier);
    expect(params.get('state')).toBe(flow.state);
    expect(flow.state.length).toBeGreaterThanOrEqual(32);

    const answer = await authorize(flow.authUrl);
    expect(answer.state).toBe(flow.state);
    expect(answer.code).toBeTruthy();
  });

  it('creates an account for a new person, signs them in and clears the flow cookies', async () => {
    const person = googlePerson({ email: `New.Person-${randomBytes(3).toString('hex')}@Gmail.test` });
    const res = await signInWithGoogle(person);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      isNewUser: true,
      user: { email: person.email.toLowerCase(), name: person.name, emailVerified: true, hasPassword: false },
    });
    const token = res.json.tokens.accessToken as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const setCookies = res.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/gc_session=[\w-]{40,}/);
    expect(setCookies).toMatch(/gc_oauth_state=;[^\n]*Max-Age=0[^\n]*Path=\/api\/auth\/google/i);
    expect(setCookies).toMatch(/gc_oauth_verifier=;[^\n]*Max-Age=0[^\n]*Path=\/api\/auth\/google/i);

    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ id: res.json.user.id, email: person.email.toLowerCase(), hasPassword: false });

    const links = await t.database.db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.subject, person.sub)));
    expect(links).toHaveLength(1);
    expect(links[0]!.userId).toBe(res.json.user.id);
  });

  it('signs the same Google account in again as the same user', async () => {
    const person = googlePerson();
    const first = await signInWithGoogle(person);
    expect(first.status).toBe(200);
    expect(first.json.isNewUser).toBe(true);

    const second = await signInWithGoogle(person);
    expect(second.status).toBe(200);
    expect(second.json.isNewUser).toBe(false);
    expect(second.json.user.id).toBe(first.json.user.id);
    expect(second.json.tokens.accessToken).not.toBe(first.json.tokens.accessToken);
    expect(await t.database.db.$count(users, eq(users.email, person.email))).toBe(1);

    // The subject, not the email, identifies the account: a changed Google address still finds it.
    const renamed = await signInWithGoogle({ ...person, email: `renamed-${person.email}` });
    expect(renamed.status).toBe(200);
    expect(renamed.json.user.id).toBe(first.json.user.id);
    expect(renamed.json.isNewUser).toBe(false);
  });

  it('links an account whose address is confirmed, and its password keeps working', async () => {
    // Sign-up confirms the address by its emailed link (decision 021).
    const existing = await t.signUp();

    const res = await signInWithGoogle(googlePerson({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.json.isNewUser).toBe(false);
    expect(res.json.user).toMatchObject({ id: existing.user.id, email: existing.email, name: existing.name, emailVerified: true, hasPassword: true });

    // The password and the sessions it opened still work too.
    const login = await t.call('POST', '/api/auth/login', { body: { email: existing.email, password: existing.password } });
    expect(login.status).toBe(200);
    expect(login.json.user.id).toBe(existing.user.id);
    expect((await t.call('GET', '/api/auth/me', { token: existing.token })).status).toBe(200);
  });

  it('shuts out whoever signed the address up unconfirmed before its owner arrived with Google', async () => {
    // Before decision 021, anyone could sign up with the victim's address and a password of their own, and the
    // address stayed unconfirmed; accounts made so may still exist.
    const victimEmail = `victim-${randomBytes(4).toString('hex')}@gmail.test`;
    const attacker = await t.signUpUnconfirmed({ email: victimEmail, password: 'the attacker chose this' });
    const confirmation = await t.emailedToken(victimEmail, 'email_confirmation');
    expect((await t.call('POST', '/api/auth/forgot-password', { body: { email: victimEmail } })).status).toBe(200);
    const resetLink = await t.emailedToken(victimEmail, 'recovery');

    // The owner of the address later signs in with Google.
    const victim = await signInWithGoogle(googlePerson({ email: victimEmail }));
    expect(victim.status).toBe(200);
    expect(victim.json.isNewUser).toBe(false);
    expect(victim.json.user).toMatchObject({ id: attacker.user.id, email: victimEmail, emailVerified: true, hasPassword: false });

    // The earlier sign-up's session, password and emailed links are all dead…
    expect((await t.call('GET', '/api/auth/me', { token: attacker.token })).status).toBe(401);
    const attackerLogin = await t.call('POST', '/api/auth/login', { body: { email: victimEmail, password: attacker.password } });
    expect(attackerLogin.status).toBe(401);
    expect((await t.call('POST', '/api/auth/confirm-email', { body: { token: confirmation } })).status).toBe(410);
    expect((await t.call('POST', '/api/auth/reset-password/check', { body: { token: resetLink } })).status).toBe(410);
    expect((await t.call('POST', '/api/auth/reset-password', { body: { token: resetLink, password: 'attacker takes it back' } })).status).toBe(410);

    // …while the owner is signed in, and can sign in with Google again.
    expect((await t.call('GET', '/api/auth/me', { token: victim.json.tokens.accessToken })).status).toBe(200);
    const again = await signInWithGoogle(googlePerson({ email: victimEmail, sub: `different-${randomBytes(2).toString('hex')}` }));
    expect(again.status).toBe(200);
    expect(again.json.user.id).toBe(attacker.user.id);
    expect((await t.call('GET', '/api/auth/me', { token: victim.json.tokens.accessToken })).status).toBe(200);
  });

  it('leaves a sign-up link sent before the owner arrived with Google unable to make an account or set a password', async () => {
    const victimEmail = `victim-${randomBytes(4).toString('hex')}@gmail.test`;
    const attempt = { name: 'Not The Owner', email: victimEmail, password: 'the attacker chose this' };
    expect((await t.call('POST', '/api/auth/signup', { body: attempt })).status).toBe(202);
    const pendingLink = await t.emailedToken(victimEmail, 'signup');

    const victim = await signInWithGoogle(googlePerson({ email: victimEmail }));
    expect(victim.status).toBe(200);
    expect(victim.json).toMatchObject({ isNewUser: true, user: { email: victimEmail, emailVerified: true, hasPassword: false } });

    const late = await t.call('POST', '/api/auth/signup/confirm', { body: { token: pendingLink } });
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(SIGN_UP_LINK_REFUSALS.account_exists);
    expect((await t.call('POST', '/api/auth/login', { body: { email: victimEmail, password: attempt.password } })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: victim.json.tokens.accessToken })).json.user.hasPassword).toBe(false);
  });

  it('refuses an unknown person whose Google email is not verified, and creates nothing', async () => {
    const person = googlePerson({ email_verified: false });
    const before = await t.database.db.$count(users);
    const res = await signInWithGoogle(person);
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toBe('Your Google account email is not verified, so we cannot sign you in with it.');
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await t.database.db.$count(oauthAccounts, eq(oauthAccounts.subject, person.sub))).toBe(0);
  });

  it('does not link an existing account on an unverified Google email', async () => {
    const existing = await t.signUp();
    const res = await signInWithGoogle(googlePerson({ email: existing.email, email_verified: false }));
    expect(res.status).toBe(403);
    const me = await t.call('GET', '/api/auth/me', { token: existing.token });
    expect(me.json.user).toMatchObject({ emailVerified: true, hasPassword: true });
    expect(await t.database.db.$count(oauthAccounts, eq(oauthAccounts.userId, existing.user.id))).toBe(0);
  });

  it('refuses a state that does not match the cookie', async () => {
    identity = googlePerson();
    const flow = await startFlow();
    const answer = await authorize(flow.authUrl);
    const res = await callback({ code: answer.code, state: `${answer.state}x` }, flow.cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(FLOW_EXPIRED);

    // Cookies from a different flow do not fit this answer either.
    const other = await startFlow();
    const crossed = await callback(answer, other.cookie);
    expect(crossed.status).toBe(400);
    expect(crossed.json.message).toBe(FLOW_EXPIRED);
  });

  it('refuses a callback without the flow cookies', async () => {
    identity = googlePerson();
    const flow = await startFlow();
    const answer = await authorize(flow.authUrl);
    const none = await callback(answer);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(FLOW_EXPIRED);

    const stateOnly = await callback(answer, `gc_oauth_state=${flow.state}`);
    expect(stateOnly.status).toBe(400);
    expect(stateOnly.json.message).toBe(FLOW_EXPIRED);
    expect(await t.database.db.$count(oauthAccounts, eq(oauthAccounts.subject, identity.sub))).toBe(0);
  });

  it('refuses a made-up code and a code that was already used', async () => {
    identity = googlePerson();
    const flow = await startFlow();
    const madeUp = await callback({ code: 'not-a-real-code', state: flow.state }, flow.cookie);
    expect(madeUp.status).toBe(401);
    expect(madeUp.json.message).toBe('Google did not confirm the sign-in. Please try again.');

    const fresh = await startFlow();
    const answer = await authorize(fresh.authUrl);
    const first = await callback(answer, fresh.cookie);
    expect(first.status).toBe(200);
    const replay = await callback(answer, fresh.cookie);
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe('Google did not confirm the sign-in. Please try again.');
  });

  it('refuses a code exchanged with another flow’s verifier (PKCE)', async () => {
    identity = googlePerson();
    const flow = await startFlow();
    const answer = await authorize(flow.authUrl);
    const other = await startFlow();
    const res = await callback(answer, `gc_oauth_state=${flow.state}; gc_oauth_verifier=${other.verifier}`);
    expect(res.status).toBe(401);
    expect(await t.database.db.$count(oauthAccounts, eq(oauthAccounts.subject, identity.sub))).toBe(0);
  });
});
