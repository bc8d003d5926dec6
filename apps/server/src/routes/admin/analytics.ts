import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  ZAdminAnalyticsQuery,
  ZAdminRevenueAnalyticsResponse,
  ZAdminTrendsAnalyticsResponse,
  ZAdminUsageAnalyticsResponse,
  ZAdminUsersAnalyticsResponse,
  ZErrorResponse,
} from '@acclaim/contracts';
import { requireAdmin } from '../../lib/auth/admin-guard';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { presentRange, windowOfQuery } from '../../services/admin/analytics/analytics-window';
import { getRevenueAnalytics } from '../../services/admin/analytics/get-revenue-analytics';
import { getTrendsAnalytics } from '../../services/admin/analytics/get-trends-analytics';
import { getUsageAnalytics } from '../../services/admin/analytics/get-usage-analytics';
import { getUsersAnalytics } from '../../services/admin/analytics/get-users-analytics';

/**
 * The admin API for the four analytics screens; mounted by ./index.ts under the same guard rules. Each takes
 * `from`, `to` (UTC days) and `interval`, and aggregates the real tables on every request: nothing is cached.
 */
const routes = createRouter();
const tags = ['admin'];
const guarded = {
  401: errorResponses[401],
  403: jsonResponse(ZErrorResponse, 'Not an admin, not verified by two-factor, or the role is too low'),
  400: errorResponses[400],
};

const analyticsRoute = <T extends z.ZodType>(area: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path: `/admin/analytics/${area}`,
    tags,
    summary,
    request: { query: ZAdminAnalyticsQuery },
    responses: { 200: jsonResponse(schema, 'The figures for the range'), ...guarded },
  });

routes.openapi(analyticsRoute('revenue', ZAdminRevenueAnalyticsResponse, 'MRR now, by plan and over time; payments, refunds and net revenue'), async (c) => {
  requireAdmin(c, 'analytics');
  const window = windowOfQuery(c.req.valid('query'));
  const revenue = await getRevenueAnalytics(c.var.deps.database.db, window);
  return c.json({ success: true as const, range: presentRange(window), generatedAt: window.now.toISOString(), revenue }, 200);
});

routes.openapi(
  analyticsRoute('users', ZAdminUsersAnalyticsResponse, 'Sign-ups, accounts over time, activation, retention by cohort, accounts by plan'),
  async (c) => {
    requireAdmin(c, 'analytics');
    const window = windowOfQuery(c.req.valid('query'));
    const users = await getUsersAnalytics(c.var.deps.database.db, window);
    return c.json({ success: true as const, range: presentRange(window), generatedAt: window.now.toISOString(), users }, 200);
  },
);

routes.openapi(analyticsRoute('usage', ZAdminUsageAnalyticsResponse, 'Uploads, assessments, letters and chat questions over time and by plan'), async (c) => {
  requireAdmin(c, 'analytics');
  const window = windowOfQuery(c.req.valid('query'));
  const usage = await getUsageAnalytics(c.var.deps.database.db, window);
  return c.json({ success: true as const, range: presentRange(window), generatedAt: window.now.toISOString(), usage }, 200);
});

routes.openapi(analyticsRoute('trends', ZAdminTrendsAnalyticsResponse, 'Headline figures against the previous range of equal length'), async (c) => {
  requireAdmin(c, 'analytics');
  const window = windowOfQuery(c.req.valid('query'));
  const trends = await getTrendsAnalytics(c.var.deps.database.db, window);
  return c.json({ success: true as const, range: presentRange(window), generatedAt: window.now.toISOString(), trends }, 200);
});

export { routes as adminAnalyticsRoutes };
