import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppBindings } from './context';

/*
 * Why these two exist: the Node adapter sends an answer built by `c.json` or `c.text` straight from its string, but a
 * middleware that adds a header after the answer is built (hono's `cors` adds `Vary: Origin`, its `compress` adds
 * `Vary: Accept-Encoding`), or that touches `c.res` before the route answers (`cors` sets its headers there), makes
 * hono copy the answer into a full web Response whose body is then read back as a stream. That copy cost more than
 * everything else in a GET /api/health (docs/decisions/031). Headers set with `c.header()` before the route answers
 * are merged in for free.
 */

/**
 * CORS for the app's own origin, with credentials. A request without an Origin header is not a cross-origin one (a
 * browser sends it on every cross-origin request and on same-origin writes), so there is nothing to allow: it only
 * gets `Vary: Origin`, so a cache never serves it to a cross-origin reader, and skips the CORS middleware.
 */
export function corsForAppOrigin(appOrigin: string): MiddlewareHandler<AppBindings> {
  const crossOrigin = cors({ origin: appOrigin, credentials: true });
  return (c, next) => {
    if (c.req.header('origin') !== undefined) return crossOrigin(c, next);
    c.header('Vary', 'Origin', { append: true });
    return next();
  };
}

/**
 * `Vary: Accept-Encoding` on every answer, set before the route answers: each may be compressed for a client that
 * accepts it (`compressJson`, hono's `compress`), and `compress` leaves the header alone once it is there.
 */
export const varyByEncoding: MiddlewareHandler<AppBindings> = (c, next) => {
  c.header('Vary', 'Accept-Encoding', { append: true });
  return next();
};
