import { createRoute, type z } from '@hono/zod-openapi';
import {
  ZAdminSettingsResponse,
  ZAdminSettingsUpdateResponse,
  ZErrorResponse,
  ZUpdateAnnouncementRequest,
  ZUpdateFeatureFlagsRequest,
  ZUpdateMaintenanceRequest,
  ZUpdateMarketingStatsRequest,
  ZUpdateOperatorEmailRequest,
} from '@acclaim/contracts';
import { requireAdmin } from '../../lib/auth/admin-guard';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { getAdminSettings } from '../../services/settings/get-admin-settings';
import {
  updateAnnouncement,
  updateFeatureFlags,
  updateMaintenance,
  updateMarketingStats,
  updateOperatorEmail,
} from '../../services/settings/update-site-settings';

/**
 * /admin/settings (SUPER_ADMIN): the landing page's figures, the announcement banner, feature flags, maintenance mode
 * and the operator email. Each section saves on its own and is audited with its before and after.
 */
const tags = ['admin'];
const routes = createRouter();
const guarded = {
  401: errorResponses[401],
  403: jsonResponse(ZErrorResponse, 'Not a SUPER_ADMIN verified by two-factor'),
};

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/settings',
    tags,
    summary: 'Every site setting with who changed it last',
    responses: { 200: jsonResponse(ZAdminSettingsResponse, 'The settings'), ...guarded },
  }),
  async (c) => {
    requireAdmin(c, 'settings');
    return c.json({ success: true as const, settings: await getAdminSettings(c.var.deps) }, 200);
  },
);

const update = <T extends z.ZodType>(path: string, summary: string, body: T) =>
  createRoute({
    method: 'put',
    path: `/admin/settings/${path}`,
    tags,
    summary,
    request: jsonBody(body),
    responses: { 200: jsonResponse(ZAdminSettingsUpdateResponse, 'Saved (or already in force)'), ...guarded, 400: errorResponses[400] },
  });

routes.openapi(update('marketing-stats', "The landing page's figures; null goes back to content/site.json", ZUpdateMarketingStatsRequest), async (c) => {
  const auth = requireAdmin(c, 'settings');
  return c.json({ success: true as const, ...(await updateMarketingStats(c.var.deps, auth, c.req.valid('json'))) }, 200);
});

routes.openapi(update('announcement', 'The announcement banner shown on every page', ZUpdateAnnouncementRequest), async (c) => {
  const auth = requireAdmin(c, 'settings');
  return c.json({ success: true as const, ...(await updateAnnouncement(c.var.deps, auth, c.req.valid('json'))) }, 200);
});

routes.openapi(update('feature-flags', 'Open or close new sign-ups; turn the chat assistant on or off', ZUpdateFeatureFlagsRequest), async (c) => {
  const auth = requireAdmin(c, 'settings');
  return c.json({ success: true as const, ...(await updateFeatureFlags(c.var.deps, auth, c.req.valid('json'))) }, 200);
});

routes.openapi(update('maintenance', "Maintenance mode: customers' changes answer 503 with the message", ZUpdateMaintenanceRequest), async (c) => {
  const auth = requireAdmin(c, 'settings');
  return c.json({ success: true as const, ...(await updateMaintenance(c.var.deps, auth, c.req.valid('json'))) }, 200);
});

routes.openapi(
  update('operator-email', 'Where refund requests and contact messages go; null goes back to OPERATOR_EMAIL', ZUpdateOperatorEmailRequest),
  async (c) => {
    const auth = requireAdmin(c, 'settings');
    return c.json({ success: true as const, ...(await updateOperatorEmail(c.var.deps, auth, c.req.valid('json'))) }, 200);
  },
);

export { routes as adminSettingsRoutes };
