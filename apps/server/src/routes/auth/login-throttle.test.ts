import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { rateLimits } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { ACCOUNT_FAILURE_CEILING, ACCOUNT_SLOW_DOWN_SECONDS, PAIR_BACK_OFF } from '../../services/auth/login-throttle';
import { createTestApp } from '../../test/test-app';

// Two client addresses are told apart by X-Forwarded-For behind one trusted proxy; one entry reads the same
// whichever end of the header the server takes.
const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '10/900' });

let addressCounter = 0;
/** A fresh documentation-range address for each use, so tests never share an address's count. */
function freshAddress() {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function logInFrom(address: string, email: string, password: string) {
  return t.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
}

/** Moves the latest failure counted under keys matching `pattern` back in time, as if `seconds` had passed. */
async function letTimePass(pattern: string, seconds: number) {
  await t.database.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(sql`${rateLimits.key} like ${pattern}`);
}

describe('sign-in throttling', () => {
  it('lets the owner in from another address after a stranger’s many failures', async () => {
    const victim = await t.signUp();
    const attacker = '203.0.113.5';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await logInFrom(attacker, victim.email, `guess number ${i}`)).status);
    // The stranger's own address is slowed down first, then refused outright.
    expect(answers.slice(0, PAIR_BACK_OFF.freeFailures)).toEqual(Array(PAIR_BACK_OFF.freeFailures).fill(401));
    expect(answers.slice(PAIR_BACK_OFF.freeFailures).every((status) => status === 429)).toBe(true);
    // Even the right password waits on the stranger's address…
    expect((await logInFrom(attacker, victim.email, victim.password)).status).toBe(429);

    // …but not on the owner's.
    const owner = await logInFrom('198.51.100.7', victim.email, victim.password);
    expect(owner.status).toBe(200);
    expect(owner.json.user.email).toBe(victim.email);
  });

  it('makes one address wait longer after each further failure on one account', async () => {
    const person = await t.signUp();
    const address = freshAddress();
    for (let i = 0; i < PAIR_BACK_OFF.freeFailures; i++) expect((await logInFrom(address, person.email, 'not the password')).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await logInFrom(address, person.email, 'not the password');
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      if (round === 2) break; // the address's own limit (10 tries) is reached here
      // Wait it out, then fail once more.
      await letTimePass(`login-failures:pair:${address}:%`, wait + 1);
      expect((await logInFrom(address, person.email, 'not the password')).status).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(PAIR_BACK_OFF.firstWaitSeconds - 5);
    expect(waits[0]).toBeLessThanOrEqual(PAIR_BACK_OFF.firstWaitSeconds);
    expect(waits[1]).toBeGreaterThan(waits[0]! * 1.5);
    expect(waits[2]).toBeGreaterThan(waits[1]! * 1.5);
  });

  it('never makes the wait longer than fifteen minutes', async () => {
    const person = await t.signUp();
    const address = freshAddress();
    for (let i = 0; i < PAIR_BACK_OFF.freeFailures; i++) await logInFrom(address, person.email, 'not the password');
    // Thirty failures' worth on this pair.
    await t.database.db
      .update(rateLimits)
      .set({ count: 30 })
      .where(sql`${rateLimits.key} like ${`login-failures:pair:${address}:%`}`);
    const refused = await logInFrom(address, person.email, 'not the password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('forgives an address its failures once it gives the right password', async () => {
    const person = await t.signUp();
    const address = freshAddress();
    for (let i = 0; i < PAIR_BACK_OFF.freeFailures - 1; i++) expect((await logInFrom(address, person.email, 'typo in password')).status).toBe(401);
    expect((await logInFrom(address, person.email, person.password)).status).toBe(200);
    for (let i = 0; i < PAIR_BACK_OFF.freeFailures - 1; i++) expect((await logInFrom(address, person.email, 'another typo in it')).status).toBe(401);
  });

  it('still stops one address trying many accounts (the address limit)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await logInFrom(address, `sprayed-${i}-${address}@example.com`, 'Summer2024!x')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it(`slows an account down only past ${ACCOUNT_FAILURE_CEILING} failures from everywhere`, { timeout: 120_000 }, async () => {
    const person = await t.signUp();
    const perAddress = PAIR_BACK_OFF.freeFailures - 1;
    let failures = 0;
    while (failures < ACCOUNT_FAILURE_CEILING - 1) {
      const address = freshAddress();
      for (let i = 0; i < perAddress && failures < ACCOUNT_FAILURE_CEILING - 1; i++, failures++) {
        expect((await logInFrom(address, person.email, 'a wrong guess')).status).toBe(401);
      }
    }
    // Just below the ceiling the owner gets in from a new address at once.
    expect((await logInFrom(freshAddress(), person.email, person.password)).status).toBe(200);

    expect((await logInFrom(freshAddress(), person.email, 'the hundredth guess')).status).toBe(401);
    // Past it, every address (the owner's too) waits a short while after the latest failure; it is not a lock-out.
    const slowed = await logInFrom(freshAddress(), person.email, person.password);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(ACCOUNT_SLOW_DOWN_SECONDS);
    await letTimePass(`login-failures:account:${person.email}`, ACCOUNT_SLOW_DOWN_SECONDS + 1);
    expect((await logInFrom(freshAddress(), person.email, person.password)).status).toBe(200);
  });
});

describe('security log of sign-ins', () => {
  const realLogger = t.deps.logger;
  afterEach(() => {
    (t.deps as AppDeps).logger = realLogger;
  });

  /** Every line the app logs from now on, parsed. */
  function captureLog() {
    const raw: string[] = [];
    (t.deps as AppDeps).logger = pino({ level: 'info' }, { write: (line: string) => raw.push(line) });
    return {
      raw,
      events: (event: string) => raw.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === event),
    };
  }

  it('logs a failed, a refused and a successful sign-in with the account and address, never the password', async () => {
    const person = await t.signUp();
    const address = freshAddress();
    const log = captureLog();
    const wrongPassword = 'a-wrong-secret-guess-9137';

    expect((await logInFrom(address, person.email, wrongPassword)).status).toBe(401);
    expect(log.events('auth.login.failed')).toEqual([
      expect.objectContaining({ event: 'auth.login.failed', userId: person.user.id, ipAddress: address, reason: 'wrong_password' }),
    ]);

    expect((await logInFrom(address, 'nobody-here@example.com', wrongPassword)).status).toBe(401);
    expect(log.events('auth.login.failed')[1]).toMatchObject({ userId: null, ipAddress: address, reason: 'unknown_account' });

    for (let i = 0; i < PAIR_BACK_OFF.freeFailures; i++) await logInFrom(address, person.email, wrongPassword);
    expect(log.events('auth.login.throttled')).toEqual([
      expect.objectContaining({ userId: person.user.id, ipAddress: address, reason: 'address_account', retryAfterSeconds: expect.any(Number) }),
    ]);

    const ok = await logInFrom(freshAddress(), person.email, person.password);
    expect(ok.status).toBe(200);
    expect(log.events('auth.login.succeeded')).toEqual([expect.objectContaining({ userId: person.user.id })]);

    const everything = log.raw.join('\n');
    expect(everything).not.toContain(wrongPassword);
    expect(everything).not.toContain(person.password);
    expect(everything).not.toContain(ok.json.tokens.accessToken);
  });
});
