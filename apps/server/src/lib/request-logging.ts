import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { getClientIp } from './client-info';
import type { AppBindings } from './context';
import type { Logger } from './logger';

/** Path parameters whose value is itself a secret (an invitation link's token). */
const SECRET_PARAMETER = /token|secret/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)+$/;

/**
 * A segment that looks like a random secret: long, of the URL-safe alphabet, and neither an id nor a readable slug.
 * This catches tokens in paths no route claims (a web page such as /invite/…, a mistyped API path).
 */
function looksLikeSecret(segment: string): boolean {
  return segment.length >= 24 && /^[A-Za-z0-9_-]+$/.test(segment) && !UUID.test(segment) && !SLUG.test(segment);
}

/** The pattern of the API or page route the request was meant for (not a middleware's or a catch-all's). */
function endpointPattern(c: Context<AppBindings>): string | undefined {
  return matchedRoutes(c).find((route) => route.method !== 'ALL' && !route.path.includes('*'))?.path;
}

/**
 * The path as it may be logged: a secret segment replaced by its parameter's name (or `:redacted`). The query
 * string is never part of it, since links carry tokens there (`/auth/callback?token=…`).
 */
export function loggablePath(c: Context<AppBindings>): string {
  const segments = c.req.path.split('/');
  const pattern = endpointPattern(c)?.split('/');
  const aligned = pattern?.length === segments.length ? pattern : undefined;
  return segments
    .map((segment, index) => {
      const parameter = aligned?.[index];
      if (parameter?.startsWith(':') && SECRET_PARAMETER.test(parameter)) return parameter;
      return looksLikeSecret(segment) ? ':redacted' : segment;
    })
    .join('/');
}

/**
 * One log line per request, tagged with the request id that error answers also carry, and with who asked (the
 * signed-in user, the client's address) so an incident can be traced to an account and a network.
 */
export const requestLogging = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  const { logger } = c.get('deps');
  const log = lazyChild(logger, { requestId: c.get('requestId') });
  c.set('log', log);
  await next();
  if (!logger.isLevelEnabled('info')) return;
  log.info(
    {
      method: c.req.method,
      path: loggablePath(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('auth')?.user.id ?? null,
      ip: getClientIp(c),
    },
    'request',
  );
});

/**
 * A child logger made the first time something logs through it. Making a pino child serializes its bindings, about
 * a twentieth of a light request's time, and most requests never log beyond the request line, which a level above
 * 'info' leaves out.
 */
function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_target, property) {
      child ??= logger.child(bindings);
      const value: unknown = Reflect.get(child, property, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}
