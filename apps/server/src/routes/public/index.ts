import { createRoute } from '@hono/zod-openapi';
import { ZContactRequest, ZMessageResponse, ZSearchQuery, ZSearchResponse } from '@acclaim/contracts';
import { getClientIp } from '../../lib/client-info';
import { countAttempt } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { sendContactMessage } from '../../services/contact/send-contact-message';
import { searchSite } from '../../services/search/search-site';

const tags = ['public site'];
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'post',
    path: '/contact',
    tags,
    summary: 'Send a message to the team (stored and emailed)',
    request: jsonBody(ZContactRequest),
    responses: { 200: jsonResponse(ZMessageResponse, 'Received'), ...errorResponses },
  }),
  async (c) => {
    const { deps, auth } = c.var;
    const ip = getClientIp(c);
    // Counted after validation: a form sent back for a missing field should not cost the visitor an attempt.
    await countAttempt(c, 'contact', 'RATE_LIMIT_CONTACT', 'ip');
    const message = await sendContactMessage(deps, c.req.valid('json'), { ipAddress: ip, userId: auth?.user.id ?? null });
    return c.json({ success: true as const, message }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/search',
    tags,
    summary: 'Full-text search over posts, FAQ and pages',
    request: { query: ZSearchQuery },
    responses: { 200: jsonResponse(ZSearchResponse, 'Matches, best first'), 400: errorResponses[400] },
  }),
  async (c) => {
    const result = await searchSite(c.var.deps, c.req.valid('query'));
    return c.json({ success: true as const, ...result }, 200);
  },
);

export { routes as publicSiteRoutes };
