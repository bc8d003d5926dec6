import { createRoute } from '@hono/zod-openapi';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import {
  ZAuthResponse,
  ZCheckResetTokenRequest,
  ZConfirmEmailRequest,
  ZConfirmSignupRequest,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZGoogleCallbackRequest,
  ZGoogleStartResponse,
  ZLoginRequest,
  ZMeResponse,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
} from '@acclaim/contracts';
import type { UserRow } from '../../db/schema/index';
import { getClientIp, getRequestMeta } from '../../lib/client-info';
import type { AppBindings } from '../../lib/context';
import { requireAuth } from '../../lib/auth/guards';
import { clearSessionCookie, setSessionCookie } from '../../lib/auth/session-cookie';
import { revokeSession } from '../../lib/auth/sessions';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { enforceRateLimit } from '../../lib/rate-limit';
import { presentUser } from '../../presenters/user';
import { confirmEmail } from '../../services/auth/confirm-email';
import { completeGoogleSignIn, startGoogleSignIn } from '../../services/auth/google-sign-in';
import { logIn } from '../../services/auth/log-in';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { checkPasswordResetToken, resetPassword } from '../../services/auth/reset-password';
import { sendEmailConfirmation } from '../../services/auth/send-email-confirmation';
import { signUp } from '../../services/auth/sign-up';
import { confirmSignUp } from '../../services/auth/sign-up-confirm';

const OAUTH_STATE_COOKIE = 'gc_oauth_state';
const OAUTH_VERIFIER_COOKIE = 'gc_oauth_verifier';
const OAUTH_COOKIE_PATH = '/api/auth/google';

function signedIn(c: Context<AppBindings>, result: { user: UserRow; token: string }, isNewUser: boolean) {
  setSessionCookie(c, result.token);
  return c.json({ success: true as const, user: presentUser(result.user), tokens: { accessToken: result.token }, isNewUser }, 200);
}

const tags = ['auth'];
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'post',
    path: '/signup',
    tags,
    middleware: [rateLimit('signup', 'RATE_LIMIT_SIGNUP', 'ip')],
    summary: 'Start a sign-up: email a link that creates the account',
    request: jsonBody(ZSignupRequest),
    responses: {
      202: jsonResponse(ZSignupResponse, 'The same answer whether or not the address has an account (decision 021)'),
      403: jsonResponse(ZErrorResponse, 'Sign-ups are closed'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { deps } = c.var;
    const message = await signUp(deps, c.req.valid('json'), { log: c.var.log, ipAddress: getClientIp(c) });
    return c.json({ success: true as const, message }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/signup/confirm',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'Create the account from the emailed sign-up link and sign in',
    request: jsonBody(ZConfirmSignupRequest),
    responses: {
      200: jsonResponse(ZAuthResponse, 'Account created, signed in'),
      403: jsonResponse(ZErrorResponse, 'Sign-ups are closed'),
      410: jsonResponse(ZErrorResponse, 'Used, expired, or the address has an account'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { deps } = c.var;
    return signedIn(c, await confirmSignUp(deps, c.req.valid('json'), getRequestMeta(c), c.var.log), true);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/login',
    tags,
    summary: 'Sign in with email and password',
    request: jsonBody(ZLoginRequest),
    responses: { 200: jsonResponse(ZAuthResponse, 'Signed in'), ...errorResponses },
  }),
  async (c) => {
    // Throttled inside: per address, per address and account, and per account past a high ceiling (login-throttle.ts).
    return signedIn(c, await logIn(c.var.deps, c.req.valid('json'), getRequestMeta(c), c.var.log), false);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/logout',
    tags,
    summary: 'Sign out and revoke this session',
    responses: { 200: jsonResponse(ZMessageResponse, 'Signed out') },
  }),
  async (c) => {
    if (c.var.auth) await revokeSession(c.var.deps.database.db, c.var.auth.session.id);
    clearSessionCookie(c);
    return c.json({ success: true as const, message: 'You have been signed out.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/me',
    tags,
    summary: 'The signed-in user',
    responses: { 200: jsonResponse(ZMeResponse, 'The user'), 401: errorResponses[401] },
  }),
  (c) => c.json({ success: true as const, user: presentUser(requireAuth(c).user) }, 200),
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/forgot-password',
    tags,
    summary: 'Email a password reset link',
    request: jsonBody(ZForgotPasswordRequest),
    responses: { 200: jsonResponse(ZMessageResponse, 'Sent if the account exists'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    const body = c.req.valid('json');
    const rule = deps.env.RATE_LIMIT_PASSWORD_RESET;
    await enforceRateLimit(deps.database.db, 'forgot', rule, [`ip:${getClientIp(c)}`, `email:${body.email}`]);
    const message = await requestPasswordReset(deps, body, { log: c.var.log, ipAddress: getClientIp(c) });
    return c.json({ success: true as const, message }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/reset-password/check',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'Whether a reset link can still be used',
    request: jsonBody(ZCheckResetTokenRequest),
    responses: { 200: jsonResponse(ZMessageResponse, 'Usable'), 410: jsonResponse(ZErrorResponse, 'Used or expired'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    await checkPasswordResetToken(deps, c.req.valid('json').token);
    return c.json({ success: true as const, message: 'Choose a new password.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/reset-password',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'Set a new password from an emailed link',
    request: jsonBody(ZResetPasswordRequest),
    responses: { 200: jsonResponse(ZAuthResponse, 'Password changed, signed in'), 410: jsonResponse(ZErrorResponse, 'Used or expired'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    return signedIn(c, await resetPassword(deps, c.req.valid('json'), getRequestMeta(c), c.var.log), false);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/confirm-email',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'Confirm the email address from an emailed link',
    request: jsonBody(ZConfirmEmailRequest),
    responses: { 200: jsonResponse(ZMeResponse, 'Confirmed'), 410: jsonResponse(ZErrorResponse, 'Used or expired'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    const user = await confirmEmail(deps, c.req.valid('json'));
    return c.json({ success: true as const, user: presentUser(user) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/resend-confirmation',
    tags,
    summary: 'Send the email confirmation link again',
    responses: { 200: jsonResponse(ZMessageResponse, 'Sent'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    const { user } = requireAuth(c);
    if (user.emailVerifiedAt) return c.json({ success: true as const, message: 'Your email address is already confirmed.' }, 200);
    await enforceRateLimit(deps.database.db, 'resend-confirmation', deps.env.RATE_LIMIT_PASSWORD_RESET, [`user:${user.id}`]);
    await sendEmailConfirmation(deps, user);
    return c.json({ success: true as const, message: `We sent a new confirmation link to ${user.email}.` }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/google',
    tags,
    summary: 'Start Google sign-in',
    responses: { 200: jsonResponse(ZGoogleStartResponse, 'Where to send the browser'), 503: jsonResponse(ZErrorResponse, 'Not configured') },
  }),
  async (c) => {
    const { authUrl, state, codeVerifier } = await startGoogleSignIn(c.var.deps);
    const cookie = { httpOnly: true, sameSite: 'Lax' as const, path: OAUTH_COOKIE_PATH, maxAge: 600, secure: c.var.deps.env.APP_URL.startsWith('https://') };
    setCookie(c, OAUTH_STATE_COOKIE, state, cookie);
    setCookie(c, OAUTH_VERIFIER_COOKIE, codeVerifier, cookie);
    return c.json({ success: true as const, authUrl }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/google/callback',
    tags,
    middleware: [rateLimit('login', 'RATE_LIMIT_LOGIN', 'ip')],
    summary: 'Finish Google sign-in with the code Google returned',
    request: jsonBody(ZGoogleCallbackRequest),
    responses: { 200: jsonResponse(ZAuthResponse, 'Signed in'), 403: jsonResponse(ZErrorResponse, 'Email not verified'), ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    const body = c.req.valid('json');
    const expectedState = getCookie(c, OAUTH_STATE_COOKIE);
    const codeVerifier = getCookie(c, OAUTH_VERIFIER_COOKIE);
    // The state and verifier are single use whatever the outcome.
    deleteCookie(c, OAUTH_STATE_COOKIE, { path: OAUTH_COOKIE_PATH });
    deleteCookie(c, OAUTH_VERIFIER_COOKIE, { path: OAUTH_COOKIE_PATH });
    const result = await completeGoogleSignIn(deps, { ...body, expectedState, codeVerifier }, getRequestMeta(c), c.var.log);
    return signedIn(c, result, result.isNewUser);
  },
);

export { routes as authRoutes };
