import type { AdminRole } from '@acclaim/domain';

/** How a role reads on screen; the value sent to the server stays the constant. */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'Super admin',
  ADMIN: 'Admin',
  SUPPORT: 'Support',
  VIEWER: 'Viewer',
};

export const USER_STATUS_LABELS = { active: 'Active', suspended: 'Suspended' } as const;

export const PETITION_TYPE_LABELS = { EB1A: 'EB-1A', NIW: 'EB-2 NIW', UNDECIDED: 'Not chosen yet' } as const;

export const SUBSCRIPTION_STATUS_LABELS = { active: 'Active', past_due: 'Past due', canceled: 'Canceled' } as const;

export const REFUND_STATUS_LABELS = { requested: 'Requested', refunded: 'Refunded', declined: 'Declined' } as const;
