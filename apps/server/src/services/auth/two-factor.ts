import type { TTwoFactorVerifyRequest } from '@acclaim/contracts';
import { ZTwoFactorVerifyRequest } from '@acclaim/contracts';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_TTL_MINUTES, TWO_FACTOR_MAX_ATTEMPTS } from '@acclaim/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessions, twoFactorCodes } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { generateNumericCode, hashShortCode, verifyShortCode } from '../../lib/auth/secrets';
import { hasCurrentAdminVerification } from '../../lib/auth/admin-guard';
import type { AuthContext } from '../../lib/auth/sessions';
import { twoFactorCodeMessage } from '../mail/auth-emails';

export const TWO_FACTOR_MESSAGES = {
  notAdmin: 'Two-factor verification is only for admin accounts.',
  noCode: 'No verification code is waiting for this session. Send a new code.',
  used: 'This code has already been used. Send a new code if you need to verify again.',
  expired: 'This code has expired. Send a new code.',
  tooManyAttempts: 'Too many wrong entries: this code no longer works. Send a new code.',
  sendFailed: 'We could not send the verification code. Please try again in a moment.',
  verified: 'You now have admin access',
} as const;

/** True for an admin whose current session has not passed verification lately (the admin guard's rule); false for everyone else. */
export function requiresTwoFactor(auth: AuthContext): boolean {
  return auth.user.adminRole !== null && !hasCurrentAdminVerification(auth.session);
}

/** Codes are for admins only; a customer has nothing to verify. */
export function assertTwoFactorAccount(auth: AuthContext): void {
  if (!auth.user.adminRole) throw new AppError('FORBIDDEN', { message: TWO_FACTOR_MESSAGES.notAdmin });
}

/**
 * Emails a new code for this session. Older unused codes of the session stop working, so only the newest
 * email counts. A code that could not be sent is withdrawn at once.
 */
export async function sendTwoFactorCode(deps: AppDeps, auth: AuthContext): Promise<{ message: string; expiresAt: Date }> {
  assertTwoFactorAccount(auth);
  const { db } = deps.database;
  const code = generateNumericCode(TWO_FACTOR_CODE_LENGTH);
  const codeHash = await hashShortCode(code);
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CODE_TTL_MINUTES * 60_000);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(twoFactorCodes)
      .set({ invalidatedAt: new Date() })
      .where(and(eq(twoFactorCodes.sessionId, auth.session.id), isNull(twoFactorCodes.usedAt), isNull(twoFactorCodes.invalidatedAt)));
    const [inserted] = await tx
      .insert(twoFactorCodes)
      .values({ userId: auth.user.id, sessionId: auth.session.id, codeHash, expiresAt })
      .returning({ id: twoFactorCodes.id });
    return inserted!;
  });
  try {
    await deps.mailer.send(twoFactorCodeMessage({ to: auth.user.email, name: auth.user.name, code, ttlMinutes: TWO_FACTOR_CODE_TTL_MINUTES }));
  } catch (error) {
    await db.update(twoFactorCodes).set({ invalidatedAt: new Date() }).where(eq(twoFactorCodes.id, row.id));
    throw new AppError('UNAVAILABLE', { message: TWO_FACTOR_MESSAGES.sendFailed, cause: error });
  }
  return {
    message: `We sent a ${TWO_FACTOR_CODE_LENGTH}-digit code to ${auth.user.email}. It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes.`,
    expiresAt,
  };
}

/**
 * Checks a code against the newest one sent to this session and, when it matches, marks the session verified.
 * Each entry is counted before it is checked, so parallel guesses cannot go past the limit; the last allowed
 * wrong entry kills the code.
 */
export async function verifyTwoFactorCode(deps: AppDeps, auth: AuthContext, request: TTwoFactorVerifyRequest): Promise<string> {
  assertTwoFactorAccount(auth);
  const { code } = ZTwoFactorVerifyRequest.parse(request);
  const { db } = deps.database;
  const [latest] = await db.select().from(twoFactorCodes).where(eq(twoFactorCodes.sessionId, auth.session.id)).orderBy(desc(twoFactorCodes.createdAt)).limit(1);
  const refuse = (message: string) => new AppError('BAD_REQUEST', { message });
  if (!latest) throw refuse(TWO_FACTOR_MESSAGES.noCode);
  if (latest.usedAt) throw refuse(TWO_FACTOR_MESSAGES.used);
  if (latest.invalidatedAt) throw refuse(latest.attempts >= TWO_FACTOR_MAX_ATTEMPTS ? TWO_FACTOR_MESSAGES.tooManyAttempts : TWO_FACTOR_MESSAGES.noCode);
  if (latest.expiresAt.getTime() <= Date.now()) throw refuse(TWO_FACTOR_MESSAGES.expired);

  const live = and(eq(twoFactorCodes.id, latest.id), isNull(twoFactorCodes.usedAt), isNull(twoFactorCodes.invalidatedAt));
  const [counted] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(and(live, lt(twoFactorCodes.attempts, TWO_FACTOR_MAX_ATTEMPTS), gt(twoFactorCodes.expiresAt, new Date())))
    .returning();
  if (!counted) throw refuse(TWO_FACTOR_MESSAGES.tooManyAttempts);

  if (!(await verifyShortCode(counted.codeHash, code))) {
    const left = TWO_FACTOR_MAX_ATTEMPTS - counted.attempts;
    if (left > 0) throw refuse(`That code is not correct. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    await db.update(twoFactorCodes).set({ invalidatedAt: new Date() }).where(live);
    throw refuse(TWO_FACTOR_MESSAGES.tooManyAttempts);
  }

  await db.transaction(async (tx) => {
    const [used] = await tx.update(twoFactorCodes).set({ usedAt: new Date() }).where(live).returning({ id: twoFactorCodes.id });
    // Two tabs entering the same right code at once: only one uses it.
    if (!used) throw refuse(TWO_FACTOR_MESSAGES.used);
    await tx.update(sessions).set({ twoFactorVerifiedAt: new Date() }).where(eq(sessions.id, auth.session.id));
  });
  return TWO_FACTOR_MESSAGES.verified;
}
