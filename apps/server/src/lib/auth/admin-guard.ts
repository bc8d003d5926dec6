import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ADMIN_PERMISSIONS, canAdmin, type AdminCapability, type AdminRole } from '@acclaim/domain';
import type { SessionRow } from '../../db/schema/index';
import type { AppBindings } from '../context';
import { AppError } from '../errors';
import { requireAuth } from './guards';
import type { AuthContext } from './sessions';

export interface AdminAuthContext extends AuthContext {
  role: AdminRole;
}

export const NOT_AN_ADMIN = 'You do not have access to the admin area.';
export const TWO_FACTOR_REQUIRED = 'Verify your identity with the code we email you before using the admin area.';

/**
 * How long one two-factor verification opens the admin area. A working day and then some: an admin enters a code
 * about once a day, and a session taken over later (a stolen cookie, a shared computer) is not an admin's for the
 * rest of its 30 days.
 */
export const ADMIN_VERIFICATION_HOURS = 12;

/** Whether this session passed admin two-factor verification within the last ADMIN_VERIFICATION_HOURS. */
export function hasCurrentAdminVerification(session: Pick<SessionRow, 'twoFactorVerifiedAt'>, now = Date.now()): boolean {
  const verifiedAt = session.twoFactorVerifiedAt;
  return verifiedAt !== null && now - verifiedAt.getTime() < ADMIN_VERIFICATION_HOURS * 3_600_000;
}

/** An admin role and this session's recent two-factor verification (403 otherwise), after a session (401). */
function requireVerifiedAdmin(c: Context<AppBindings>): AdminAuthContext {
  const auth = requireAuth(c);
  const role = auth.user.adminRole;
  if (!role) throw new AppError('FORBIDDEN', { message: NOT_AN_ADMIN });
  if (!hasCurrentAdminVerification(auth.session)) throw new AppError('FORBIDDEN', { message: TWO_FACTOR_REQUIRED });
  return { ...auth, role };
}

/**
 * The server's side of the admin guard, for every /api/admin route: a session (401), an admin role,
 * this session's two-factor verification, and a rank at or above the capability's minimum (403 otherwise).
 */
export function requireAdmin(c: Context<AppBindings>, capability: AdminCapability): AdminAuthContext {
  const admin = requireVerifiedAdmin(c);
  if (!canAdmin(admin.role, capability)) {
    const minimum = ADMIN_PERMISSIONS[capability];
    throw new AppError('FORBIDDEN', { message: `This needs the ${minimum} role or higher; your role is ${admin.role}.` });
  }
  return admin;
}

/**
 * The admin area's gate, before any admin route validates its input: an admin role and this session's two-factor
 * verification. Each handler still checks its own capability with `requireAdmin`.
 */
export const adminAreaGate = createMiddleware<AppBindings>(async (c, next) => {
  requireVerifiedAdmin(c);
  await next();
});
