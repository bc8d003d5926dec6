import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DAY_MS } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema/index';
import { AppError } from '../errors';
import { generateToken, hashToken } from './secrets';

export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000, // one hour, as the reset email says
  email_confirmation: 7 * DAY_MS,
};

/**
 * Expires every unused link of the user for the given purposes. A link mailed before a password change (or before
 * someone else's access to the account was cut) must not keep its power afterwards.
 */
export async function expireOutstandingTokens(db: Db, userId: string, purposes: readonly OneTimeTokenPurpose[]): Promise<void> {
  const now = new Date();
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, [...purposes]), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    );
}

export async function issueOneTimeToken(db: Db, userId: string, purpose: OneTimeTokenPurpose): Promise<string> {
  const token = generateToken();
  // Only the newest link works: an older email left in an inbox (or someone else's hands) is expired by a new one.
  await expireOutstandingTokens(db, userId, [purpose]);
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const MESSAGES = {
  password_reset: {
    unknown: 'This password reset link is not valid. Request a new one.',
    used: 'This password reset link has already been used. Request a new one.',
    expired: 'This password reset link has expired. Request a new one.',
  },
  email_confirmation: {
    unknown: 'This confirmation link is not valid.',
    used: 'This confirmation link has already been used.',
    expired: 'This confirmation link has expired. Sign in and ask for a new one.',
  },
} as const;

/** Looks a token up without using it; throws a clear, purpose-specific error when it cannot be used. */
export async function inspectOneTimeToken(db: Db, token: string, purpose: OneTimeTokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', { message: MESSAGES[purpose].unknown });
  if (row.usedAt) throw new AppError('GONE', { message: MESSAGES[purpose].used });
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', { message: MESSAGES[purpose].expired });
  return row;
}

/**
 * Marks the token used inside the caller's transaction. The `used_at is null` guard means two
 * concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimeTokenPurpose) {
  const row = await inspectOneTimeToken(db, token, purpose);
  const [consumed] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning();
  if (!consumed) throw new AppError('GONE', { message: MESSAGES[purpose].used });
  return consumed;
}
