import type { TUser } from '@acclaim/contracts';

/** Builders shared by the tests of several features, so no feature's test reaches into another feature. */

/** A signed-in user (the firm tests' owner, Dana Reyes, unless overridden). */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: '6f1c2a40-0000-4000-8000-0000000000a1',
    email: 'dana@reyes-law.example',
    name: 'Dana Reyes',
    onboardingCompleted: true,
    emailVerified: true,
    hasPassword: true,
    accountType: null,
    activeCaseId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
