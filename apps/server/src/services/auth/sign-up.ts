import type { TAccountType, TSignupRequest } from '@acclaim/contracts';
import { ZSignupRequest } from '@acclaim/contracts';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRateLimitHit } from '../../db/rate-limits';
import { pendingSignUps, users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { runBesideTheAnswer } from '../../lib/beside-the-answer';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { generateToken, hashPassword, hashToken } from '../../lib/auth/secrets';
import { signUpAccountExistsMessage, signUpLinkMessage } from '../mail/auth-emails';
import { assertSignupsOpen } from '../settings/setting-gates';
import { logAuthEvent, type AuditTrail } from './auth-audit';
import { authCallbackLink, webPageLink } from './email-links';

/** How long an emailed sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;

/**
 * Sign-up emails (links, or "you already have an account") one address receives at most per hour, whoever asks:
 * above it nothing is sent, so the sign-up form cannot be used to flood someone's inbox. The answer stays the same.
 */
export const SIGN_UP_EMAILS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

/** The one answer to every sign-up the form accepts, whatever the address: it must not tell whether an account exists. */
export function signUpLinkSentMessage(email: string): string {
  return `Check your inbox: we sent a link to ${email} to finish signing up. It works for ${SIGN_UP_LINK_HOURS} hours.`;
}

interface SignUpAttempt {
  email: string;
  name: string;
  passwordHash: string;
  /** Who the person said they are; the emailed link creates the account with it. */
  accountType: TAccountType;
}

/**
 * Email-first sign-up (decision 021). The answer is the same for a new address, an address with an account and an
 * address with a sign-up under way, and it leaves at the same point on each: after the form's checks (sign-ups open,
 * the password not a common one) and one argon2id hash, which every path computes. Looking the address up, writing
 * the attempt and handing the email to the mail server happen beside the answer, not in it, so neither the words
 * nor the time taken tell a caller whether the address has an account.
 */
export async function signUp(deps: AppDeps, request: TSignupRequest, trail: AuditTrail): Promise<string> {
  const input = ZSignupRequest.parse(request);
  // A SUPER_ADMIN may close sign-ups on /admin/settings.
  await assertSignupsOpen(deps);
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  // Answering with an error from here would tell the caller which path the address took: a failure is only logged.
  runBesideTheAnswer(
    () => emailSignUp(deps, { email: input.email, name: input.name, passwordHash, accountType: input.accountType }, trail),
    trail.log,
    'could not send the sign-up email',
  );
  return signUpLinkSentMessage(input.email);
}

/**
 * Sends one email for the attempt: to a new address, a link that creates the account with this attempt's password;
 * to an address with an account (a password, Google only, or an invited client), a note that the account exists,
 * and nothing about the account changes. Nothing at all past the per-address limit.
 */
export async function emailSignUp(deps: AppDeps, attempt: SignUpAttempt, trail: AuditTrail): Promise<void> {
  const { db } = deps.database;
  await deleteExpiredSignUps(db);
  const sent = await countRateLimitHit(db, `signup-email:email:${attempt.email}`, SIGN_UP_EMAILS_PER_ADDRESS.windowSeconds);
  const [account] = await db.select().from(users).where(eq(users.email, attempt.email)).limit(1);
  if (sent.count > SIGN_UP_EMAILS_PER_ADDRESS.max) {
    logAuthEvent(trail, 'auth.signup.requested', { userId: account?.id ?? null, reason: 'recipient_limit' });
    return;
  }
  if (account) {
    logAuthEvent(trail, 'auth.signup.requested', { userId: account.id, reason: 'existing_account' });
    const links = { loginLink: webPageLink(deps.env, '/login'), resetLink: webPageLink(deps.env, '/forgot-password') };
    await deps.mailer.send(signUpAccountExistsMessage({ to: account.email, name: account.name, ...links }));
    return;
  }
  const token = generateToken();
  await db.insert(pendingSignUps).values({
    ...attempt,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 60 * 60 * 1000),
  });
  logAuthEvent(trail, 'auth.signup.requested', { userId: null, reason: 'new_address' });
  const link = authCallbackLink(deps.env, 'signup', token);
  await deps.mailer.send(signUpLinkMessage({ to: attempt.email, link, hours: SIGN_UP_LINK_HOURS }));
}

/** Attempts whose link has expired hold a password hash for nothing: every sign-up clears them, for every address. */
export async function deleteExpiredSignUps(db: Db): Promise<void> {
  await db.delete(pendingSignUps).where(lte(pendingSignUps.expiresAt, sql`now()`));
}
