import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAccounts, users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { expireOutstandingTokens } from '../../lib/auth/one-time-tokens';
import { revokeUserSessions } from '../../lib/auth/sessions';
import { SIGNUPS_CLOSED } from '../settings/setting-gates';

export const EXTERNAL_EMAIL_NOT_VERIFIED = 'Your Google account email is not verified, so we cannot sign you in with it.';

/** What an identity provider (Google today) vouches for after a successful sign-in. */
export interface ExternalIdentity {
  provider: 'google';
  /** The provider's stable id for the person; it, not the email, identifies a linked account. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export interface LinkedIdentity {
  user: UserRow;
  isNewUser: boolean;
  /**
   * The address had an account that was never confirmed. Anyone can sign up with someone else's address, so that
   * account's password, sessions and emailed links were dropped before the real owner was let in.
   */
  tookOverUnconfirmedAccount: boolean;
}

/**
 * The one rule for signing in with an outside identity, for every provider:
 * - an identity linked before signs its account in;
 * - otherwise the provider must vouch for the email address, and
 *   - no account with that address: a new one is created (while sign-ups are open);
 *   - an account whose address is confirmed: the identity is linked, and its password keeps working;
 *   - an account whose address was never confirmed: whoever signed it up may not own the address (a
 *     "pre-account takeover" waits for the owner to arrive this way). Before linking, every session is revoked,
 *     the password is removed (the owner can set one with "forgot password") and every outstanding emailed link
 *     is expired, so nothing of the earlier sign-up keeps access to what the owner adds.
 * Runs inside the caller's transaction, so the account and the link are written together or not at all.
 */
export async function linkExternalIdentity(tx: Db, identity: ExternalIdentity, options: { signupsOpen: boolean }): Promise<LinkedIdentity> {
  const [linked] = await tx
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .limit(1);
  if (linked) return { user: linked.user, isNewUser: false, tookOverUnconfirmedAccount: false };

  // Linking by email is safe only when the provider vouches for the address.
  if (!identity.emailVerified) throw new AppError('FORBIDDEN', { message: EXTERNAL_EMAIL_NOT_VERIFIED });

  const email = identity.email.toLowerCase();
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  let user: UserRow;
  let isNewUser = false;
  let tookOverUnconfirmedAccount = false;
  if (!existing) {
    // A first sign-in with a provider is a sign-up: refused while sign-ups are closed (/admin/settings).
    if (!options.signupsOpen) throw new AppError('FORBIDDEN', { message: SIGNUPS_CLOSED });
    [user] = (await tx
      .insert(users)
      .values({ email, name: identity.name ?? email.split('@')[0]!, emailVerifiedAt: new Date() })
      .returning()) as [UserRow];
    isNewUser = true;
  } else if (existing.emailVerifiedAt) {
    user = existing;
  } else {
    user = await takeOverUnconfirmedAccount(tx, existing);
    tookOverUnconfirmedAccount = true;
  }
  await tx.insert(oauthAccounts).values({ provider: identity.provider, subject: identity.subject, userId: user.id, email });
  return { user, isNewUser, tookOverUnconfirmedAccount };
}

/** Cuts every way in that the unconfirmed sign-up had, then marks the address confirmed by the provider. */
async function takeOverUnconfirmedAccount(tx: Db, account: UserRow): Promise<UserRow> {
  await revokeUserSessions(tx, account.id);
  await expireOutstandingTokens(tx, account.id, ['password_reset', 'email_confirmation']);
  const [updated] = await tx
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, account.id))
    .returning();
  return updated!;
}
