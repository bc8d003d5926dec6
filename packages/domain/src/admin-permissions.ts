import { hasAdminRank, type AdminRole } from './roles';

/**
 * The one table of what each admin role may do: every admin capability and the lowest role that holds it.
 * The server's guard on each /api/admin route and the web's admin screens both read it, so a change here
 * moves the API and the screens together.
 */
export const ADMIN_PERMISSIONS = {
  /** The dashboard's key figures. */
  dashboard: 'VIEWER',
  /** Revenue, user, usage and trend charts. */
  analytics: 'VIEWER',
  /** Listing and reading accounts, their cases and activity. */
  'users.read': 'SUPPORT',
  /** Listing subscriptions, payments and refund requests. */
  'subscriptions.read': 'SUPPORT',
  /** Reading the admin audit log. */
  'auditLog.read': 'SUPPORT',
  /** Suspending and reactivating accounts, revoking their sessions, sending password resets. */
  'users.update': 'ADMIN',
  /** Granting or declining refund requests. */
  'refunds.handle': 'ADMIN',
  /** System health: database, job queue (including retries), storage, mail and adapters. */
  system: 'ADMIN',
  /** Granting and revoking admin roles. */
  'users.setRole': 'SUPER_ADMIN',
  /** Site content, feature flags, maintenance mode, operator email. */
  settings: 'SUPER_ADMIN',
} as const satisfies Record<string, AdminRole>;

export type AdminCapability = keyof typeof ADMIN_PERMISSIONS;

export const ADMIN_CAPABILITIES = Object.keys(ADMIN_PERMISSIONS) as AdminCapability[];

/** Whether a user holding `role` has `capability`. A missing role never has any. */
export function canAdmin(role: AdminRole | null | undefined, capability: AdminCapability): boolean {
  return hasAdminRank(role, ADMIN_PERMISSIONS[capability]);
}

/**
 * The capability each admin screen needs to open. The admin layout sends a user whose role is too low
 * to /admin; the dashboard itself needs only a role.
 */
export const ADMIN_SCREEN_CAPABILITIES = {
  '/admin': 'dashboard',
  '/admin/users': 'users.read',
  '/admin/users/:userId': 'users.read',
  '/admin/subscriptions': 'subscriptions.read',
  '/admin/analytics/revenue': 'analytics',
  '/admin/analytics/users': 'analytics',
  '/admin/analytics/usage': 'analytics',
  '/admin/analytics/trends': 'analytics',
  '/admin/system': 'system',
  '/admin/settings': 'settings',
  '/admin/audit-log': 'auditLog.read',
} as const satisfies Record<string, AdminCapability>;

export type AdminScreen = keyof typeof ADMIN_SCREEN_CAPABILITIES;

/** The lowest role that opens an admin screen. */
export function minimumRoleForScreen(screen: AdminScreen): AdminRole {
  return ADMIN_PERMISSIONS[ADMIN_SCREEN_CAPABILITIES[screen]];
}
