import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppBindings } from './context';

/**
 * The client's address in an X-Forwarded-For value, behind `hops` proxies of our own. Every proxy appends the
 * address it was called from, so counting from the right skips exactly the entries our proxies wrote; whatever
 * lies further left was written by the client and may be anything. With fewer entries than hops, all of them
 * came from our proxies and the left-most is the closest to the client. Undefined without an entry (or hops).
 */
export function clientFromForwardedFor(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(entries.length - hops, 0)];
}

/** The socket's address, or undefined for requests made in-process (tests), which have no socket. */
export function socketAddress(c: Context<AppBindings>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The caller's address: read from X-Forwarded-For behind TRUST_PROXY proxies, else the socket's. */
export function getClientIp(c: Context<AppBindings>): string {
  return clientFromForwardedFor(c.req.header('x-forwarded-for'), c.get('deps').env.TRUST_PROXY) ?? socketAddress(c) ?? 'unknown';
}

export function getRequestMeta(c: Context<AppBindings>) {
  return { ipAddress: getClientIp(c), userAgent: c.req.header('user-agent') ?? null };
}
