import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCOUNT_EXPORT_SIZE_HEADER,
  ZAccountResponse,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZErrorResponse,
  ZMessageResponse,
  ZUpdateAccountTypeRequest,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import { getClientIp } from '../../lib/client-info';
import { clearSessionCookie } from '../../lib/auth/session-cookie';
import type { RateLimitRule } from '../../lib/env';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { presentUser } from '../../presenters/user';
import { changePassword } from '../../services/account/change-password';
import { deleteAccount } from '../../services/account/delete-account';
import { buildAccountExport } from '../../services/account/export/build-account-export';
import { getAccountOverview } from '../../services/account/get-account-overview';
import { updateAccountType } from '../../services/account/update-account-type';
import { updateProfile } from '../../services/account/update-profile';
import { accountSessionRoutes } from './sessions';

/** An export reads every row and copies every file of the account: a few a day is plenty, more is abuse. */
export const EXPORT_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 3600 };

const tags = ['account'];
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/account',
    tags,
    summary: 'The signed-in account: profile, sign-in methods and what deleting it would remove',
    responses: { 200: jsonResponse(ZAccountResponse, 'The account'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json({ success: true as const, account: await getAccountOverview(c.var.deps, user) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/account/profile',
    tags,
    summary: 'Change the name on the account (the email address is the sign-in and stays)',
    request: jsonBody(ZUpdateProfileRequest),
    responses: { 200: jsonResponse(ZUpdateProfileResponse, 'Saved'), ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const updated = await updateProfile(c.var.deps, user, c.req.valid('json'));
    return c.json({ success: true as const, message: 'Your name was saved.', user: presentUser(updated) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'put',
    path: '/account/type',
    tags,
    summary: 'Say who the account is: filing for oneself, an attorney or agent, or a paralegal at a firm',
    request: jsonBody(ZUpdateAccountTypeRequest),
    responses: { 200: jsonResponse(ZUpdateProfileResponse, 'Saved'), ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { user: updated, message } = await updateAccountType(c.var.deps, user, c.req.valid('json'));
    return c.json({ success: true as const, message, user: presentUser(updated) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/account/password',
    tags,
    // Each try is a password guess, so it counts like a sign-in.
    middleware: [rateLimit('account-confirm', 'RATE_LIMIT_LOGIN', 'user')],
    summary: 'Change the password (the current one is required); signs out every other session',
    request: jsonBody(ZChangePasswordRequest),
    responses: { 200: jsonResponse(ZMessageResponse, 'Changed'), ...errorResponses },
  }),
  async (c) => {
    const auth = requireAuth(c);
    const { deps } = c.var;
    await changePassword(deps, auth, c.req.valid('json'), { log: c.var.log, ipAddress: getClientIp(c) });
    return c.json({ success: true as const, message: 'Your password was changed. Other devices were signed out.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/account/export',
    tags,
    middleware: [rateLimit('account-export', EXPORT_RATE_LIMIT, 'user')],
    summary: 'Everything the account holds as a ZIP: README.txt, account.json, billing.json, a JSON per case and every uploaded file (5 per hour)',
    responses: {
      200: { description: 'The archive, streamed', content: { 'application/zip': { schema: z.any() } } },
      401: errorResponses[401],
      429: errorResponses[429],
    },
  }),
  async (c) => {
    const auth = requireAuth(c);
    const { deps } = c.var;
    const download = await buildAccountExport(deps, auth);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${download.fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header(ACCOUNT_EXPORT_SIZE_HEADER, String(download.estimatedBytes));
    c.header('Access-Control-Expose-Headers', ACCOUNT_EXPORT_SIZE_HEADER);
    return c.body(download.body, 200) as never;
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/account',
    tags,
    middleware: [rateLimit('account-confirm', 'RATE_LIMIT_LOGIN', 'user')],
    summary: 'Delete the account and everything in it (confirmed with the password, or the email for Google-only accounts); signs this browser out',
    request: jsonBody(ZDeleteAccountRequest),
    responses: {
      200: jsonResponse(ZMessageResponse, 'Deleted'),
      409: jsonResponse(ZErrorResponse, 'The last SUPER_ADMIN, or a subscription that cannot be canceled here'),
      503: jsonResponse(ZErrorResponse, 'The payment provider could not be reached; nothing was deleted'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    await deleteAccount(deps, user, c.req.valid('json'));
    clearSessionCookie(c);
    return c.json({ success: true as const, message: 'Your account and everything in it were deleted.' }, 200);
  },
);

// The devices signed in to the account (sessions.ts), mounted with the rest of /account.
routes.route('/', accountSessionRoutes);

export { routes as accountRoutes };
