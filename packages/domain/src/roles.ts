/** Staff roles, highest first. The rank decides who may open which admin screen. */
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

/**
 * Who an account is, asked at sign-up: someone filing their own petition, an attorney or accredited agent who runs
 * a firm's clients, or a paralegal who works at a firm (and joins it by invitation). It decides where the account
 * starts and what its navigation leads with; what it may do is decided by its firm membership, never by this.
 */
export const ACCOUNT_TYPES = ['SELF_PETITIONER', 'ATTORNEY', 'PARALEGAL'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Attorneys, agents and paralegals start from the firm's clients rather than from a petition of their own. */
export function worksForClients(accountType: AccountType | null | undefined): boolean {
  return accountType === 'ATTORNEY' || accountType === 'PARALEGAL';
}
