import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from './auth/session-cookie';
import type { AppBindings } from './context';

/**
 * Cross-site form posts are refused (hono's csrf: the Origin or Sec-Fetch-Site must be the app's), because a
 * browser attaches the session cookie to them on its own. A caller that signs with an `Authorization: Bearer`
 * header and sends no session cookie is an API client: no other site can make a browser send that header (CORS
 * allows only our origin), so it needs no Origin. Requests with neither stay checked, which keeps another site from
 * signing a visitor in to an account of its choosing.
 */
export function csrfForCookies(appOrigin: string) {
  const check = csrf({ origin: appOrigin });
  return createMiddleware<AppBindings>((c, next) => {
    const hasBearer = /^bearer\s/i.test(c.req.header('authorization') ?? '');
    const hasSessionCookie = getCookie(c, SESSION_COOKIE) !== undefined;
    if (hasBearer && !hasSessionCookie) return next();
    return check(c, next);
  });
}
