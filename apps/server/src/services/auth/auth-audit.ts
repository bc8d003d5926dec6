import type { Logger } from '../../lib/logger';

/** Who asked, as the security log records it: the request's logger (it carries the request id) and the client address. */
export interface AuditTrail {
  log: Logger;
  ipAddress: string;
}

export type AuthAuditEvent =
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.throttled'
  | 'auth.google.signed_in'
  | 'auth.password_reset.requested'
  | 'auth.password_reset.completed'
  | 'auth.password.changed'
  | 'auth.signup.requested'
  | 'auth.signup.completed'
  | 'auth.signup.refused';

/**
 * What a line may carry. A closed list of harmless fields, so a password, a token or a code can never travel into
 * the log by accident: there is no field to put it in.
 */
export interface AuthAuditDetails {
  userId?: string | null;
  /**
   * Why a sign-in failed or was held back, in a word ('wrong_password', 'unknown_account', 'address', …), or what a
   * sign-up led to ('new_address', 'existing_account', 'recipient_limit', 'expired', …).
   */
  reason?: string;
  retryAfterSeconds?: number;
  isNewUser?: boolean;
  /** Google was linked to an account whose address was never confirmed, whose password and sessions were dropped. */
  tookOverUnconfirmedAccount?: boolean;
}

const WARNINGS = new Set<AuthAuditEvent>(['auth.login.failed', 'auth.login.throttled']);

/** One structured line per security event, e.g. `{ event: 'auth.login.failed', userId, ipAddress, reason }`. */
export function logAuthEvent(trail: AuditTrail, event: AuthAuditEvent, details: AuthAuditDetails = {}): void {
  const line = { event, ipAddress: trail.ipAddress, ...details };
  if (WARNINGS.has(event)) trail.log.warn(line, event);
  else trail.log.info(line, event);
}
