import { describe, expect, it, vi } from 'vitest';
import * as secrets from '../../lib/auth/secrets';
import { buildSignup } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// Counts the expensive step of sign-up (argon2id) without changing it.
vi.mock('../../lib/auth/secrets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/auth/secrets')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const t = await createTestApp();

describe('sign-up with a taken address', () => {
  it('hashes the password as a new sign-up does, so the refusal comes no sooner', async () => {
    const person = await t.signUp();
    const hashPassword = vi.mocked(secrets.hashPassword);

    hashPassword.mockClear();
    const fresh = await t.call('POST', '/api/auth/signup', { body: buildSignup() });
    expect(fresh.status).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    hashPassword.mockClear();
    const taken = await t.call('POST', '/api/auth/signup', { body: buildSignup({ email: person.email }) });
    expect(taken.status).toBe(409);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
