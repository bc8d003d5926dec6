import { countRateLimitHit } from '../db/rate-limits';
import type { Db } from '../db/client';
import type { RateLimitRule } from './env';
import { AppError } from './errors';

function describeWait(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts one attempt against each key (e.g. the address and the account) and refuses once any of them
 * has used up its window.
 */
export async function enforceRateLimit(db: Db, name: string, rule: RateLimitRule, keys: string[]): Promise<void> {
  for (const key of keys) {
    const { count, resetAt } = await countRateLimitHit(db, `${name}:${key}`, rule.windowSeconds);
    if (count > rule.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new AppError('RATE_LIMITED', {
        message: `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
        retryAfterSeconds,
      });
    }
  }
}
