/** Staff roles, highest first. The rank decides who may open which admin screen (spec §3, §9). */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN', 'SUPPORT', 'VIEWER'] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_RANK: Readonly<Record<AdminRole, number>> = {
  SUPER_ADMIN: 4,
  ADMIN: 3,
  SUPPORT: 2,
  VIEWER: 1,
};

/**
 * Whether a user holding `role` may act where `minimum` is required.
 * A missing role never qualifies.
 */
export function hasAdminRank(role: AdminRole | null | undefined, minimum: AdminRole): boolean {
  if (!role) return false;
  return ADMIN_ROLE_RANK[role] >= ADMIN_ROLE_RANK[minimum];
}
