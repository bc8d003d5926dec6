import type { TUser } from '@acclaim/contracts';
import type { UserRow } from '../db/schema/index';

/** The only shape of a user that leaves the server. */
export function presentUser(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    onboardingCompleted: user.onboardingCompleted,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    ...(user.adminRole ? { adminRole: user.adminRole } : {}),
    accountType: user.accountType,
    activeCaseId: user.activeCaseId,
    createdAt: user.createdAt.toISOString(),
  };
}
