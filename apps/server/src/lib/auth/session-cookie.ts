import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppBindings } from '../context';

export const SESSION_COOKIE = 'gc_session';

export function setSessionCookie(c: Context<AppBindings>, token: string): void {
  const { env } = c.get('deps');
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.APP_URL.startsWith('https://'),
    path: '/',
    maxAge: env.SESSION_TTL_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: Context<AppBindings>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** The bearer header wins over the cookie, as the web client sends both. */
export function readSessionToken(c: Context<AppBindings>): string | undefined {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return getCookie(c, SESSION_COOKIE);
}
