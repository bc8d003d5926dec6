import type { AdminAuditAction } from '@acclaim/contracts';

/** How each action reads on screen; one not listed yet shows its recorded name. */
export const AUDIT_ACTION_LABELS: Partial<Record<AdminAuditAction, string>> = {
  'user.create': 'Account created',
  'user.suspend': 'Account suspended',
  'user.reactivate': 'Account reactivated',
  'user.revoke_sessions': 'Sessions revoked',
  'user.send_password_reset': 'Password reset sent',
  'user.set_role': 'Admin role changed',
  'settings.update': 'Settings changed',
  'refund_request.refund': 'Money-back request refunded',
  'refund_request.decline': 'Money-back request declined',
  'job.retry': 'Failed job retried',
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AdminAuditAction] ?? action;

const TARGET_TYPE_LABELS: Record<string, string> = {
  user: 'Account',
  refund_request: 'Money-back request',
  setting: 'Setting',
  job: 'Background job',
};

export const targetTypeLabel = (type: string) => TARGET_TYPE_LABELS[type] ?? type;
