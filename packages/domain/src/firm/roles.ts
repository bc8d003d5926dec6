/**
 * The people of a firm and what each may do. A client is not a member: they own their case and reach it through
 * the portal; everything here is about the firm's own staff.
 */
export const FIRM_ROLES = ['OWNER', 'ATTORNEY', 'PARALEGAL'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];

/** Roles an invitation can give; a firm has exactly one owner, the account that created it. */
export const INVITABLE_FIRM_ROLES = ['ATTORNEY', 'PARALEGAL'] as const satisfies readonly FirmRole[];
export type InvitableFirmRole = (typeof INVITABLE_FIRM_ROLES)[number];

export const FIRM_ROLE_LABELS: Record<FirmRole, string> = { OWNER: 'Owner', ATTORNEY: 'Attorney', PARALEGAL: 'Paralegal' };

export type FirmAction =
  /** Name, branding, address and the G-28 profile of the firm. */
  | 'manage-firm'
  /** Invite, change and remove members. */
  | 'manage-members'
  /** Open client cases and invite clients to the portal. */
  | 'invite-clients'
  /** Approve letter sections: a legal judgement, so attorneys only. */
  | 'approve-sections'
  /** Delete a client's case with everything in it. */
  | 'delete-client-case';

const ALLOWED: Record<FirmAction, readonly FirmRole[]> = {
  'manage-firm': ['OWNER'],
  'manage-members': ['OWNER'],
  'invite-clients': ['OWNER', 'ATTORNEY', 'PARALEGAL'],
  'approve-sections': ['OWNER', 'ATTORNEY'],
  'delete-client-case': ['OWNER'],
};

export function firmRoleCan(role: FirmRole, action: FirmAction): boolean {
  return ALLOWED[action].includes(role);
}

/** Who may do it, for the error message ("Only the firm's owner can …"). */
export function firmRolesFor(action: FirmAction): readonly FirmRole[] {
  return ALLOWED[action];
}
