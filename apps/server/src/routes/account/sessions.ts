import { createRoute, z } from '@hono/zod-openapi';
import { ZAccountSessionsResponse, ZErrorResponse, ZMessageResponse, ZRevokeSessionsResponse } from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import { clearSessionCookie } from '../../lib/auth/session-cookie';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { findAccountSessions, revokeAccountSession, revokeAccountSessions } from '../../services/account/manage-sessions';

/** The devices signed in to the account, and signing them out: one, all the others, or every one including this. */
const tags = ['account'];
const routes = createRouter();
const sessionParams = z.object({ sessionId: z.string() });

const devices = (count: number) => (count === 1 ? '1 device' : `${count} devices`);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/account/sessions',
    tags,
    summary: 'The devices signed in to the account, this one first',
    responses: { 200: jsonResponse(ZAccountSessionsResponse, 'The live sessions'), 401: errorResponses[401] },
  }),
  async (c) => {
    const auth = requireAuth(c);
    return c.json({ success: true as const, sessions: await findAccountSessions(c.var.deps, auth) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/account/sessions/{sessionId}',
    tags,
    summary: 'Sign one of the account’s devices out (this one too, which also clears its cookie)',
    request: { params: sessionParams },
    responses: {
      200: jsonResponse(ZMessageResponse, 'Signed out'),
      401: errorResponses[401],
      404: jsonResponse(ZErrorResponse, 'Not a live session of this account'),
    },
  }),
  async (c) => {
    const auth = requireAuth(c);
    const { wasCurrent } = await revokeAccountSession(c.var.deps, auth, c.req.valid('param').sessionId);
    if (wasCurrent) clearSessionCookie(c);
    return c.json({ success: true as const, message: wasCurrent ? 'You have been signed out.' : 'That device was signed out.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/account/sessions/revoke-others',
    tags,
    summary: 'Sign out every device but this one',
    responses: { 200: jsonResponse(ZRevokeSessionsResponse, 'Signed out'), 401: errorResponses[401] },
  }),
  async (c) => {
    const revoked = await revokeAccountSessions(c.var.deps, requireAuth(c), { keepCurrent: true });
    const message = revoked === 0 ? 'No other device was signed in.' : `Signed out of ${devices(revoked)}. This device stays signed in.`;
    return c.json({ success: true as const, message, revoked }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/account/sessions/revoke-all',
    tags,
    summary: 'Sign out every device, this one included',
    responses: { 200: jsonResponse(ZRevokeSessionsResponse, 'Signed out everywhere'), 401: errorResponses[401] },
  }),
  async (c) => {
    const revoked = await revokeAccountSessions(c.var.deps, requireAuth(c), { keepCurrent: false });
    clearSessionCookie(c);
    return c.json({ success: true as const, message: `Signed out of ${devices(revoked)}, this one included.`, revoked }, 200);
  },
);

export { routes as accountSessionRoutes };
