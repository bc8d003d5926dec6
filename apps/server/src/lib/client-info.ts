import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppBindings } from './context';

/** The caller's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is set. */
export function getClientIp(c: Context<AppBindings>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

export function getRequestMeta(c: Context<AppBindings>) {
  return { ipAddress: getClientIp(c), userAgent: c.req.header('user-agent') ?? null };
}
