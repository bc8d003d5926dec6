import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../lib/context';
import { AppError } from '../lib/errors';
import { getSiteSettings } from '../services/settings/site-settings-cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What keeps working during maintenance: signing in and out (and the admin's two-factor step), the health check, the
 * whole admin API (staff turn maintenance off there), the payment provider's webhook (its events must not be lost)
 * and the development mailbox.
 */
const OPEN_PATHS = [/^\/api\/auth(\/|$)/, /^\/api\/health$/, /^\/api\/admin(\/|$)/, /^\/api\/billing\/webhook$/, /^\/api\/dev(\/|$)/];

/** Whether maintenance mode refuses this request: a customer's (or an anonymous) change outside the open paths. */
export function isHeldByMaintenance(request: { method: string; path: string; isStaff: boolean }): boolean {
  if (READ_METHODS.has(request.method) || request.isStaff) return false;
  return !OPEN_PATHS.some((pattern) => pattern.test(request.path));
}

/**
 * Maintenance mode (/admin/settings): customers' changes answer 503 with the operator's message while reads keep
 * working. Runs after the session is loaded so staff pass; reads never touch the settings, and writes read the cached copy.
 */
export const maintenanceGate = createMiddleware<AppBindings>(async (c, next) => {
  const isStaff = Boolean(c.get('auth')?.user.adminRole);
  if (isHeldByMaintenance({ method: c.req.method, path: c.req.path, isStaff })) {
    const { maintenance } = await getSiteSettings(c.get('deps'));
    if (maintenance.isOn) {
      throw new AppError('UNAVAILABLE', { message: maintenance.message, retryAfterSeconds: 300 });
    }
  }
  await next();
});
