import { clearRateLimit, countFailure, readFailures } from '../../db/rate-limits';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { backOffSeconds, enforceRateLimit, secondsLeft, tooManyAttempts, type BackOffRule } from '../../lib/rate-limit';

/**
 * Sign-in throttling that slows a guesser without locking the owner out:
 * - per address, every attempt counts against RATE_LIMIT_LOGIN, which stops one address spraying many accounts;
 * - per address and account together, failures earn a doubling wait, which stops one address guessing one account;
 * - per account alone, only past a high ceiling of failures from everywhere, and then only a short wait between
 *   tries. A stranger's failures below that ceiling never stop the owner signing in from another address.
 * Only failures count for the last two; a right password clears its own address's count.
 */
export const PAIR_BACK_OFF: BackOffRule = { freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60 };
/** A pair's count starts over after an hour without a failure, longer than the longest wait. */
export const PAIR_QUIET_SECONDS = 60 * 60;
export const ACCOUNT_FAILURE_CEILING = 100;
/** Past the ceiling, one try per this many seconds across all addresses: a guesser crawls, the owner waits a minute. */
export const ACCOUNT_SLOW_DOWN_SECONDS = 60;
export const ACCOUNT_QUIET_SECONDS = 60 * 60;

export type ThrottleScope = 'address' | 'address_account' | 'account';

export interface LoginAttempt {
  ipAddress: string;
  /** Normalised (lower case) as the contract leaves it. */
  email: string;
}

const pairKey = (attempt: LoginAttempt) => `login-failures:pair:${attempt.ipAddress}:${attempt.email}`;
const accountKey = (attempt: LoginAttempt) => `login-failures:account:${attempt.email}`;

export interface LoginRefusal {
  scope: ThrottleScope;
  /** The 429 to answer with: the wait in words and in Retry-After. */
  error: AppError;
}

/**
 * Counts the attempt for its address, then says whether it must be refused (before any password is checked)
 * because the address, the pair or the account has to wait. Null when it may go ahead.
 */
export async function checkLoginThrottle(deps: AppDeps, attempt: LoginAttempt): Promise<LoginRefusal | null> {
  const { db } = deps.database;
  try {
    await enforceRateLimit(db, 'login', deps.env.RATE_LIMIT_LOGIN, [`ip:${attempt.ipAddress}`]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return { scope: 'address', error };
    throw error;
  }

  const pair = await readFailures(db, pairKey(attempt), PAIR_QUIET_SECONDS);
  const pairWait = pair ? secondsLeft(pair.lastFailureAt, backOffSeconds(pair.count, PAIR_BACK_OFF)) : 0;
  if (pairWait > 0) return { scope: 'address_account', error: tooManyAttempts(pairWait) };

  const account = await readFailures(db, accountKey(attempt), ACCOUNT_QUIET_SECONDS);
  if (account && account.count >= ACCOUNT_FAILURE_CEILING) {
    const accountWait = secondsLeft(account.lastFailureAt, ACCOUNT_SLOW_DOWN_SECONDS);
    if (accountWait > 0) return { scope: 'account', error: tooManyAttempts(accountWait) };
  }
  return null;
}

/** A wrong password (or an unknown address) from this address: counted for the pair and for the account. */
export async function recordLoginFailure(deps: AppDeps, attempt: LoginAttempt): Promise<void> {
  const { db } = deps.database;
  await countFailure(db, pairKey(attempt), PAIR_QUIET_SECONDS);
  await countFailure(db, accountKey(attempt), ACCOUNT_QUIET_SECONDS);
}

/** The right password from this address: its own failures are forgiven. Other addresses' failures stay counted. */
export async function recordLoginSuccess(deps: AppDeps, attempt: LoginAttempt): Promise<void> {
  await clearRateLimit(deps.database.db, pairKey(attempt));
}
