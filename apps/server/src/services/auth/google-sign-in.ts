import { and, eq } from 'drizzle-orm';
import { oauthAccounts, users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { generateToken } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import { SIGNUPS_CLOSED } from '../settings/setting-gates';
import { getSiteSettings } from '../settings/site-settings-cache';

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server. Sign in with your email and password instead.';
const FLOW_EXPIRED = 'The Google sign-in took too long or was started in another browser. Please try again.';

/** Google sends the browser back to the web app's /auth/google/callback (spec §2). */
function redirectUri(deps: AppDeps) {
  return new URL('/auth/google/callback', deps.env.APP_URL).toString();
}

function assertConfigured(deps: AppDeps) {
  if (!deps.identity.isConfigured) throw new AppError('NOT_CONFIGURED', { message: GOOGLE_NOT_CONFIGURED });
}

/** Begins the code flow; the caller keeps `state` and `codeVerifier` in short-lived HttpOnly cookies. */
export async function startGoogleSignIn(deps: AppDeps) {
  assertConfigured(deps);
  const state = generateToken();
  const codeVerifier = generateToken();
  try {
    const url = await deps.identity.createAuthorizationUrl({ state, codeVerifier, redirectUri: redirectUri(deps) });
    return { authUrl: url.toString(), state, codeVerifier };
  } catch (error) {
    deps.logger.error({ err: error }, 'Google sign-in could not start');
    throw new AppError('UNAVAILABLE', { message: 'Google sign-in is unavailable right now. Please try again later.' });
  }
}

export async function completeGoogleSignIn(
  deps: AppDeps,
  input: { code: string; state: string; expectedState?: string; codeVerifier?: string },
  meta: { ipAddress: string; userAgent: string | null },
) {
  assertConfigured(deps);
  if (!input.expectedState || !input.codeVerifier || input.state !== input.expectedState) {
    throw new AppError('BAD_REQUEST', { message: FLOW_EXPIRED });
  }
  let identity;
  try {
    identity = await deps.identity.exchangeCode({ code: input.code, codeVerifier: input.codeVerifier, redirectUri: redirectUri(deps) });
  } catch (error) {
    deps.logger.warn({ err: error }, 'Google sign-in code exchange failed');
    throw new AppError('UNAUTHORIZED', { message: 'Google did not confirm the sign-in. Please try again.' });
  }

  const { db } = deps.database;
  // Read before the transaction: the embedded database answers one statement at a time.
  const { signupsOpen } = (await getSiteSettings(deps)).featureFlags;
  const result = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.subject, identity.subject)))
      .limit(1);

    let user: UserRow | undefined = linked?.user;
    let isNewUser = false;
    if (!user) {
      // Linking by email is safe only when Google vouches for the address.
      if (!identity.emailVerified) {
        throw new AppError('FORBIDDEN', { message: 'Your Google account email is not verified, so we cannot sign you in with it.' });
      }
      [user] = await tx.select().from(users).where(eq(users.email, identity.email)).limit(1);
      if (!user) {
        // A first Google sign-in is a sign-up: refused while sign-ups are closed (/admin/settings).
        if (!signupsOpen) throw new AppError('FORBIDDEN', { message: SIGNUPS_CLOSED });
        [user] = await tx
          .insert(users)
          .values({ email: identity.email, name: identity.name ?? identity.email.split('@')[0]!, emailVerifiedAt: new Date() })
          .returning();
        isNewUser = true;
      } else if (!user.emailVerifiedAt) {
        [user] = await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id)).returning();
      }
      await tx.insert(oauthAccounts).values({ provider: 'google', subject: identity.subject, userId: user!.id, email: identity.email });
    }
    const session = await createSession(tx, { userId: user!.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
    return { user: user!, token: session.token, isNewUser };
  });
  return result;
}
