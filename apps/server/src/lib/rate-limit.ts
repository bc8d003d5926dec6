import { countRateLimitHit } from '../db/rate-limits';
import type { Db } from '../db/client';
import type { RateLimitRule } from './env';
import { AppError } from './errors';

function describeWait(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The one answer to every limit: 429, the wait in words, and the same wait in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', {
    message: `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts one attempt against each key (e.g. the address and the account) and refuses once any of them
 * has used up its window.
 */
export async function enforceRateLimit(db: Db, name: string, rule: RateLimitRule, keys: string[]): Promise<void> {
  for (const key of keys) {
    const { count, resetAt } = await countRateLimitHit(db, `${name}:${key}`, rule.windowSeconds);
    if (count > rule.max) throw tooManyAttempts((resetAt.getTime() - Date.now()) / 1000);
  }
}

export interface BackOffRule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with each failure after that. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/** How long to wait after the latest of `failures` failures: nothing at first, then doubling up to the cap. */
export function backOffSeconds(failures: number, rule: BackOffRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30); // 2^30 is far past any cap
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** doublings);
}

/** Seconds left of a wait that started at `since`, or 0 once it is over. */
export function secondsLeft(since: Date, waitSeconds: number): number {
  return Math.max(0, (since.getTime() + waitSeconds * 1000 - Date.now()) / 1000);
}
