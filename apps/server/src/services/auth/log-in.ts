import type { TLoginRequest } from '@acclaim/contracts';
import { ZLoginRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { burnPasswordCheck, verifyPassword } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import { logAuthEvent } from './auth-audit';
import { checkLoginThrottle, recordLoginFailure, recordLoginSuccess } from './login-throttle';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Signs in with email and password, throttled per address, per address and account, and per account
 * (see login-throttle.ts). Every outcome leaves one line in the security log.
 */
export async function logIn(deps: AppDeps, request: TLoginRequest, meta: { ipAddress: string; userAgent: string | null }, log: Logger = deps.logger) {
  const input = ZLoginRequest.parse(request);
  const trail = { log, ipAddress: meta.ipAddress };
  const attempt = { ipAddress: meta.ipAddress, email: input.email };
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);

  const refusal = await checkLoginThrottle(deps, attempt);
  if (refusal) {
    logAuthEvent(trail, 'auth.login.throttled', { userId: user?.id ?? null, reason: refusal.scope, retryAfterSeconds: refusal.error.retryAfterSeconds });
    throw refusal.error;
  }

  let isRightPassword = false;
  if (user?.passwordHash) isRightPassword = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password); // as slow as a real check, so the answer's time tells nothing
  if (!user || !isRightPassword) {
    await recordLoginFailure(deps, attempt);
    const reason = !user ? 'unknown_account' : user.passwordHash ? 'wrong_password' : 'no_password';
    logAuthEvent(trail, 'auth.login.failed', { userId: user?.id ?? null, reason });
    throw new AppError('UNAUTHORIZED', { message: INVALID_CREDENTIALS });
  }

  const { token } = await createSession(db, { userId: user.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
  await recordLoginSuccess(deps, attempt);
  logAuthEvent(trail, 'auth.login.succeeded', { userId: user.id });
  return { user, token };
}
