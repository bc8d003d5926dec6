import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { generateToken } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import type { Logger } from '../../lib/logger';
import { getSiteSettings } from '../settings/site-settings-cache';
import { logAuthEvent } from './auth-audit';
import { linkExternalIdentity } from './link-external-identity';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server. Sign in with your email and password instead.';
const FLOW_EXPIRED = 'The Google sign-in took too long or was started in another browser. Please try again.';

/** Google sends the browser back to the web app's /auth/google/callback. */
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
  log: Logger = deps.logger,
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
    const linked = await linkExternalIdentity(
      tx,
      { provider: 'google', subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified, name: identity.name ?? null },
      { signupsOpen },
    );
    // After the link: a taken-over account's earlier sessions are gone, this one is the owner's.
    const session = await createSession(tx, { userId: linked.user.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
    return { ...linked, token: session.token };
  });
  logAuthEvent({ log, ipAddress: meta.ipAddress }, 'auth.google.signed_in', {
    userId: result.user.id,
    isNewUser: result.isNewUser,
    tookOverUnconfirmedAccount: result.tookOverUnconfirmedAccount,
  });
  return result;
}
