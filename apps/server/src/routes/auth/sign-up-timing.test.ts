import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import * as secrets from '../../lib/auth/secrets';
import { buildSignup } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { holdOutgoingMail } from '../../test/hold-mail';

// Counts the expensive step of sign-up (argon2id) without changing it.
vi.mock('../../lib/auth/secrets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/auth/secrets')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const t = await createTestApp();

describe('the time a sign-up takes', () => {
  it('is one password hash on every path, with the one email sent beside the answer', async () => {
    const owner = await t.signUp();
    const underWay = buildSignup();
    expect((await t.call('POST', '/api/auth/signup', { body: underWay })).status).toBe(202);
    await t.emailedToken(underWay.email, 'signup');
    const hashPassword = vi.mocked(secrets.hashPassword);

    // The mail server hangs: an answer that waited for it, or for anything that depends on the address, never comes.
    const { send, release } = holdOutgoingMail(t);
    try {
      const timedOut = { status: 'no answer in 10 s' };
      const addresses = { fresh: buildSignup().email, taken: owner.email, underWay: underWay.email };
      for (const [path, email] of Object.entries(addresses)) {
        hashPassword.mockClear();
        const answer = await Promise.race([t.call('POST', '/api/auth/signup', { body: buildSignup({ email }) }), sleep(10_000).then(() => timedOut)]);
        expect(answer.status, path).toBe(202);
        expect(hashPassword, path).toHaveBeenCalledTimes(1);
      }
      // Each path hands exactly one email to the mail server, the same way.
      await expect.poll(() => send.mock.calls.length).toBe(3);
      const handed = send.mock.calls.map(([message]) => `${message.to}: ${message.subject}`);
      expect(handed.sort()).toEqual(
        [
          `${addresses.fresh}: Finish creating your Acclaim account`,
          `${addresses.taken}: You already have an Acclaim account`,
          `${addresses.underWay}: Finish creating your Acclaim account`,
        ].sort(),
      );
    } finally {
      release();
    }
    // The emails still go out once the mail server answers.
    await expect.poll(async () => (await t.mailTo(owner.email)).some((mail) => mail.subject === 'You already have an Acclaim account')).toBe(true);
  });
});
