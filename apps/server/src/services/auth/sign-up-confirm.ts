import type { TConfirmSignupRequest } from '@acclaim/contracts';
import { ZConfirmSignupRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingSignUps, users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { hashToken } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import { assertSignupsOpen } from '../settings/setting-gates';
import { logAuthEvent } from './auth-audit';
import { SIGN_UP_LINK_HOURS } from './sign-up';

/** Why a sign-up link could not create the account; each answers 410 with its own way forward. */
type Refusal = 'spent' | 'expired' | 'account_exists';

export const SIGN_UP_LINK_REFUSALS: Record<Refusal, string> = {
  // Opening a link deletes it (and the address's other links), so a used link and an unknown one look the same.
  spent: 'This sign-up link has already been used or is no longer valid. Sign in if you have an account, or sign up again for a new link.',
  expired: `This sign-up link has expired: links work for ${SIGN_UP_LINK_HOURS} hours. Sign up again for a new one.`,
  account_exists: 'This link has already been used: an account with this email address exists. Sign in instead.',
};

type Outcome = { kind: 'created'; user: UserRow; token: string } | { kind: Refusal };

/**
 * Opens an emailed sign-up link (decision 021): creates the account with the name and password hash of that link's
 * own attempt, the address confirmed (the link reached its inbox), and signs it in. The first link of an address
 * to be opened wins; the address's other attempts are deleted with it, so none of them can set the password later.
 */
export async function confirmSignUp(
  deps: AppDeps,
  request: TConfirmSignupRequest,
  meta: { ipAddress: string; userAgent: string | null },
  log: Logger = deps.logger,
) {
  const input = ZConfirmSignupRequest.parse(request);
  // Closing sign-ups on /admin/settings also stops the links already sent; they work again once reopened.
  await assertSignupsOpen(deps);
  const trail = { log, ipAddress: meta.ipAddress };
  const outcome = await deps.database.db.transaction((tx) => createAccountFromLink(tx, hashToken(input.token), deps.env.SESSION_TTL_DAYS, meta));
  if (outcome.kind !== 'created') {
    logAuthEvent(trail, 'auth.signup.refused', { reason: outcome.kind });
    throw new AppError('GONE', { message: SIGN_UP_LINK_REFUSALS[outcome.kind] });
  }
  logAuthEvent(trail, 'auth.signup.completed', { userId: outcome.user.id, isNewUser: true });
  return { user: outcome.user, token: outcome.token };
}

async function createAccountFromLink(tx: Db, tokenHash: string, ttlDays: number, meta: { ipAddress: string; userAgent: string | null }): Promise<Outcome> {
  // Deleting is the claim: of two requests with the same link, only one gets the row back.
  const [attempt] = await tx.delete(pendingSignUps).where(eq(pendingSignUps.tokenHash, tokenHash)).returning();
  if (!attempt) return { kind: 'spent' };
  if (attempt.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
  await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, attempt.email));
  const [user] = await tx
    .insert(users)
    .values({ email: attempt.email, name: attempt.name, passwordHash: attempt.passwordHash, accountType: attempt.accountType, emailVerifiedAt: new Date() })
    // The address got an account meanwhile (another link, Google sign-in, an invitation): that account stays as it is.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return { kind: 'account_exists' };
  const session = await createSession(tx, { userId: user.id, ttlDays, ...meta });
  return { kind: 'created', user, token: session.token };
}
