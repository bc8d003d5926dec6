import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountSessionsResponse } from '@acclaim/contracts';
import { sessions } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';

// One proxy in front, so the address each test sends in X-Forwarded-For is the one recorded.
const t = await createTestApp({ TRUST_PROXY: 'true' });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A new account signed in on three devices: the laptop (sign-up), a phone, and a third browser. */
async function personOnThreeDevices() {
  const person = await t.signUp();
  const logIn = async (userAgent: string, address: string) => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(res.status, res.text).toBe(200);
    return res.json.tokens.accessToken as string;
  };
  const phone = await logIn(SAFARI_IPHONE, '198.51.100.23');
  const laptop = await logIn(FIREFOX_WINDOWS, '203.0.113.7');
  return { ...person, first: person.token, phone, laptop };
}

const listSessions = async (token: string) => {
  const res = await t.call('GET', '/api/account/sessions', { token });
  expect(res.status, res.text).toBe(200);
  return ZAccountSessionsResponse.parse(res.json).sessions;
};
const statusWith = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).status;

describe('the devices signed in to an account', () => {
  it('lists each live session with its device in words and its address, this one first and marked current', async () => {
    const person = await personOnThreeDevices();
    const listed = await listSessions(person.laptop);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, device: 'Firefox on Windows', ipAddress: '203.0.113.7' });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.map((session) => session.device)).toContain('Safari on iPhone');
    expect(listed.find((session) => session.device === 'Safari on iPhone')?.ipAddress).toBe('198.51.100.23');
    for (const session of listed) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
    }
    // Nothing of another account, nothing secret.
    expect(JSON.stringify(listed)).not.toContain('tokenHash');
    expect(await listSessions((await t.signUp()).token)).toHaveLength(1);
  });

  it('signs one device out: that token stops working at once, the others go on', async () => {
    const person = await personOnThreeDevices();
    const phone = (await listSessions(person.laptop)).find((session) => session.device === 'Safari on iPhone')!;
    const res = await t.call('DELETE', `/api/account/sessions/${phone.id}`, { token: person.laptop });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('That device was signed out.');
    expect(await statusWith(person.phone)).toBe(401);
    expect(await statusWith(person.laptop)).toBe(200);
    expect(await statusWith(person.first)).toBe(200);
    expect((await listSessions(person.laptop)).map((session) => session.id)).not.toContain(phone.id);
    // Twice is not found: it is no longer a live session.
    expect((await t.call('DELETE', `/api/account/sessions/${phone.id}`, { token: person.laptop })).status).toBe(404);
  });

  it('answers 404 for another account’s session, and leaves it signed in', async () => {
    const victim = await personOnThreeDevices();
    const victimSession = (await listSessions(victim.phone))[0]!;
    const stranger = await t.signUp();
    const res = await t.call('DELETE', `/api/account/sessions/${victimSession.id}`, { token: stranger.token });
    expect(res.status, res.text).toBe(404);
    expect(res.json.message).toMatch(/not signed in to your account/);
    expect((await t.call('DELETE', '/api/account/sessions/not-a-session-id', { token: stranger.token })).status).toBe(404);
    expect(await statusWith(victim.phone)).toBe(200);
  });

  it('signing out this very device through the list clears its cookie too', async () => {
    const person = await personOnThreeDevices();
    const current = (await listSessions(person.phone))[0]!;
    const res = await t.call('DELETE', `/api/account/sessions/${current.id}`, { token: person.phone });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/gc_session=;/);
    expect(await statusWith(person.phone)).toBe(401);
  });

  it('signs out every other device and keeps this one', async () => {
    const person = await personOnThreeDevices();
    const res = await t.call('POST', '/api/account/sessions/revoke-others', { token: person.laptop });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ revoked: 2, message: 'Signed out of 2 devices. This device stays signed in.' });
    expect(await statusWith(person.phone)).toBe(401);
    expect(await statusWith(person.first)).toBe(401);
    expect(await statusWith(person.laptop)).toBe(200);
    expect(await listSessions(person.laptop)).toHaveLength(1);
    const again = await t.call('POST', '/api/account/sessions/revoke-others', { token: person.laptop });
    expect(again.json).toMatchObject({ revoked: 0, message: 'No other device was signed in.' });
  });

  it('signs out everywhere, this device included', async () => {
    const person = await personOnThreeDevices();
    const bystander = await t.signUp();
    const res = await t.call('POST', '/api/account/sessions/revoke-all', { token: person.laptop });
    expect(res.status, res.text).toBe(200);
    expect(res.json.revoked).toBe(3);
    for (const token of [person.laptop, person.phone, person.first]) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(bystander.token)).toBe(200);
  });
});

describe('idle sessions', () => {
  const setLastUsed = async (token: string, hoursAgo: number) => {
    const [current] = (await listSessions(token)).filter((session) => session.current);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
      .where(eq(sessions.id, current!.id));
  };

  it('refuses a session unused for longer than SESSION_IDLE_HOURS (72 by default) like an expired one', async () => {
    expect(t.deps.env.SESSION_IDLE_HOURS).toBe(72);
    const person = await personOnThreeDevices();
    await setLastUsed(person.phone, 73);
    const res = await t.call('GET', '/api/auth/me', { token: person.phone });
    expect(res.status, res.text).toBe(401);
    expect(res.json.message).toBe('Please sign in to continue.');
    // The idle device is no longer listed among the live ones.
    expect(await listSessions(person.laptop)).toHaveLength(2);
  });

  it('keeps a session used within the window, and using it starts the window again', async () => {
    const person = await personOnThreeDevices();
    await setLastUsed(person.phone, 71);
    expect(await statusWith(person.phone)).toBe(200);
    const [phone] = (await listSessions(person.phone)).filter((session) => session.current);
    expect(Date.now() - Date.parse(phone!.lastUsedAt)).toBeLessThan(60_000);
  });
});
