import { randomBytes } from 'node:crypto';

/** Unique sign-up data for each call, so tests never collide. */
export function buildSignup(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const id = randomBytes(4).toString('hex');
  return { name: `Test Person ${id}`, email: `person-${id}@example.com`, password: `pw-${id}-long-enough`, ...overrides };
}
