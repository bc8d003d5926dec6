import { createRoute } from '@hono/zod-openapi';
import { ZAdminSystemResponse, ZErrorResponse, ZRetryJobParams, ZRetryJobResponse } from '@acclaim/contracts';
import { requireAdmin } from '../../lib/auth/admin-guard';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { getSystemHealth } from '../../services/admin/system/get-system-health';
import { retryFailedJob } from '../../services/admin/system/retry-failed-job';

/** The admin API for the system health screen: every check at once, and retrying a failed background job. */
const tags = ['admin'];
const routes = createRouter();
const guarded = {
  401: errorResponses[401],
  403: jsonResponse(ZErrorResponse, 'Not an admin, not verified by two-factor, or the role is too low'),
};

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/system',
    tags,
    summary: 'System health: database, job queue, storage, mail, language model, scholarly services and this process, checked now',
    responses: { 200: jsonResponse(ZAdminSystemResponse, 'Every check, each ok, degraded, down or not configured'), ...guarded },
  }),
  async (c) => {
    requireAdmin(c, 'system');
    return c.json({ success: true as const, health: await getSystemHealth(c.var.deps) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/system/jobs/{queue}/{jobId}/retry',
    tags,
    summary: "Send a failed background job back to its queue (pg-boss's retry); recorded in the audit log",
    request: { params: ZRetryJobParams },
    responses: {
      200: jsonResponse(ZRetryJobResponse, 'The job is waiting for a worker again'),
      ...guarded,
      400: errorResponses[400],
      404: jsonResponse(ZErrorResponse, 'No such job in this queue (or already archived)'),
      409: jsonResponse(ZErrorResponse, 'The job is not in the failed state'),
    },
  }),
  async (c) => {
    const auth = requireAdmin(c, 'system');
    const { queue, jobId } = c.req.valid('param');
    return c.json(await retryFailedJob(c.var.deps, auth, queue, jobId), 200);
  },
);

export { routes as adminSystemRoutes };
