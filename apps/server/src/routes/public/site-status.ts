import { createRoute } from '@hono/zod-openapi';
import { ZSiteStatusResponse } from '@acclaim/contracts';
import { createRouter, jsonResponse } from '../../lib/openapi';
import { getSiteStatus } from '../../services/settings/get-site-status';

const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/site/status',
    tags: ['public site'],
    summary: "Maintenance mode and its message, the announcement banner, sign-ups and chat switches, the landing page's figures",
    responses: { 200: jsonResponse(ZSiteStatusResponse, 'The site as it stands') },
  }),
  async (c) => {
    // Every layout polls this; browsers must ask again rather than keep an old answer, which the server serves from memory.
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, status: await getSiteStatus(c.var.deps) }, 200);
  },
);

/** GET /api/site/status: the public part of /admin/settings. */
export { routes as siteStatusRoutes };
