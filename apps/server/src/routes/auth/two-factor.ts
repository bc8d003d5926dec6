import { createRoute } from '@hono/zod-openapi';
import { ZErrorResponse, ZTwoFactorSendResponse, ZTwoFactorStatusResponse, ZTwoFactorVerifyRequest, ZTwoFactorVerifyResponse } from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { assertTwoFactorAccount, requiresTwoFactor, sendTwoFactorCode, verifyTwoFactorCode } from '../../services/auth/two-factor';

/** Admin two-factor verification by emailed code (six digits), mounted at /api/auth/2fa. */
const tags = ['auth'];
const routes = createRouter();
const forbidden = { 403: jsonResponse(ZErrorResponse, 'Not an admin account') };

routes.openapi(
  createRoute({
    method: 'get',
    path: '/status',
    tags,
    summary: 'Whether this session still needs admin two-factor verification',
    responses: { 200: jsonResponse(ZTwoFactorStatusResponse, 'The status'), 401: errorResponses[401] },
  }),
  (c) => c.json({ success: true as const, data: { requiresVerification: requiresTwoFactor(requireAuth(c)) } }, 200),
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/send',
    tags,
    middleware: [rateLimit('two-factor-send', 'RATE_LIMIT_TWO_FACTOR_SEND', 'user')],
    summary: 'Email a 6-digit verification code to the signed-in admin',
    responses: {
      200: jsonResponse(ZTwoFactorSendResponse, 'Sent'),
      ...forbidden,
      503: jsonResponse(ZErrorResponse, 'The email could not be sent'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { deps } = c.var;
    const auth = requireAuth(c);
    assertTwoFactorAccount(auth);
    const { message, expiresAt } = await sendTwoFactorCode(deps, auth);
    return c.json({ success: true as const, message, expiresAt: expiresAt.toISOString() }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/verify',
    tags,
    middleware: [rateLimit('two-factor-verify', 'RATE_LIMIT_CODE_CHECK', 'ip', 'user')],
    summary: 'Check the emailed code and mark this session verified',
    request: jsonBody(ZTwoFactorVerifyRequest),
    responses: { 200: jsonResponse(ZTwoFactorVerifyResponse, 'Verified'), ...forbidden, ...errorResponses },
  }),
  async (c) => {
    const { deps } = c.var;
    const auth = requireAuth(c);
    assertTwoFactorAccount(auth);
    const message = await verifyTwoFactorCode(deps, auth, c.req.valid('json'));
    return c.json({ success: true as const, message }, 200);
  },
);

export { routes as twoFactorRoutes };
