import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppBindings } from '../context';
import { AppError } from '../errors';
import { readSessionToken } from './session-cookie';
import { findSessionByToken, type AuthContext } from './sessions';

/** Resolves the caller's session, if any, for every /api request. */
export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const token = readSessionToken(c);
  const { database, env } = c.get('deps');
  c.set('auth', token ? await findSessionByToken(database.db, token, env.SESSION_IDLE_HOURS) : null);
  await next();
});

export function requireAuth(c: Context<AppBindings>): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw new AppError('UNAUTHORIZED', { message: 'Please sign in to continue.' });
  return auth;
}
