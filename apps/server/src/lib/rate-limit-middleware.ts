import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { requireAuth } from './auth/guards';
import { getClientIp } from './client-info';
import type { AppBindings } from './context';
import type { Env, RateLimitRule } from './env';
import { enforceRateLimit } from './rate-limit';

/** The limits an operator sets by environment variable (RATE_LIMIT_*). */
type ConfiguredRule = { [K in keyof Env]-?: Env[K] extends RateLimitRule ? K : never }[keyof Env];

/** Whose attempts are counted: the caller's address, or the signed-in account (which must then be signed in). */
export type RateLimitKey = 'ip' | 'user';

function keyOf(c: Context<AppBindings>, key: RateLimitKey): string {
  return key === 'ip' ? `ip:${getClientIp(c)}` : `user:${requireAuth(c).user.id}`;
}

/**
 * Counts one attempt of this request under `name` and throws the 429 once the rule's window is used up. For a
 * handler that must first see a valid body (a bad form should not cost the visitor an attempt).
 */
export async function countAttempt(c: Context<AppBindings>, name: string, rule: ConfiguredRule | RateLimitRule, ...keys: RateLimitKey[]) {
  const { database, env } = c.var.deps;
  const limit = typeof rule === 'string' ? (env[rule] as RateLimitRule) : rule;
  await enforceRateLimit(
    database.db,
    name,
    limit,
    keys.map((key) => keyOf(c, key)),
  );
}

/**
 * Route middleware counting one attempt per request under `name` and answering 429 once the rule's window is used
 * up. It runs before the body is validated, so malformed guesses count too.
 */
export function rateLimit(name: string, rule: ConfiguredRule | RateLimitRule, ...keys: RateLimitKey[]) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await countAttempt(c, name, rule, ...keys);
    await next();
  });
}
