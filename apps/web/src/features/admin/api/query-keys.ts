import type { TAdminUsersQuery } from '@acclaim/contracts';

/** Everything the admin area caches sits under ['admin'], so leaving the area or signing out can drop it at once. */
export const adminKeys = {
  all: ['admin'] as const,
  access: (userId: string) => ['admin', 'access', userId] as const,
  twoFactorStatusAll: ['admin', 'two-factor-status'] as const,
  twoFactorStatus: (userId: string) => ['admin', 'two-factor-status', userId] as const,
  overview: ['admin', 'overview'] as const,
  userLists: ['admin', 'users'] as const,
  users: (query: TAdminUsersQuery) => ['admin', 'users', query] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
};
