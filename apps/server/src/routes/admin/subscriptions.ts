import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAdminRefundActionResponse,
  ZAdminRefundRequestsQuery,
  ZAdminRefundRequestsResponse,
  ZAdminSubscriptionsQuery,
  ZAdminSubscriptionsResponse,
  ZDeclineRefundBody,
  ZErrorResponse,
  ZGrantRefundBody,
} from '@acclaim/contracts';
import { requireAdmin } from '../../lib/auth/admin-guard';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { findRefundRequests } from '../../services/admin/find-refund-requests';
import { findAdminSubscriptions } from '../../services/admin/find-subscriptions';
import { declineRefundRequest, grantRefundRequest } from '../../services/admin/resolve-refund-request';

/** The admin API for the subscriptions screen: subscriptions, the money-back requests, and resolving them. */
const tags = ['admin'];
const routes = createRouter();
const params = z.object({ id: z.string() });
const guarded = {
  401: errorResponses[401],
  403: jsonResponse(ZErrorResponse, 'Not an admin, not verified by two-factor, or the role is too low'),
};
const actionResponses = {
  200: jsonResponse(ZAdminRefundActionResponse, 'Done; the request as it now is'),
  ...guarded,
  400: errorResponses[400],
  404: jsonResponse(ZErrorResponse, 'No such request'),
  409: jsonResponse(ZErrorResponse, 'Already refunded or declined, or the payment cannot be refunded from here'),
  503: jsonResponse(ZErrorResponse, 'The payment provider did not answer; nothing was changed'),
};

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/subscriptions',
    tags,
    summary: 'Subscriptions with their accounts and payments: search, filters, pages and summary figures',
    request: { query: ZAdminSubscriptionsQuery },
    responses: { 200: jsonResponse(ZAdminSubscriptionsResponse, 'One page of subscriptions'), ...guarded, 400: errorResponses[400] },
  }),
  async (c) => {
    requireAdmin(c, 'subscriptions.read');
    return c.json({ success: true as const, ...(await findAdminSubscriptions(c.var.deps.database.db, c.req.valid('query'))) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/refund-requests',
    tags,
    summary: 'Money-back requests by status: open ones oldest first, resolved ones newest first',
    request: { query: ZAdminRefundRequestsQuery },
    responses: { 200: jsonResponse(ZAdminRefundRequestsResponse, 'One page of requests'), ...guarded, 400: errorResponses[400] },
  }),
  async (c) => {
    requireAdmin(c, 'subscriptions.read');
    return c.json({ success: true as const, ...(await findRefundRequests(c.var.deps.database.db, c.req.valid('query'))) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/refund-requests/{id}/refund',
    tags,
    summary: 'Refund the payment in full through the payment provider and end the running subscription now (optional note)',
    request: { params, body: { ...jsonBody(ZGrantRefundBody).body, required: false } },
    responses: actionResponses,
  }),
  async (c) => {
    const auth = requireAdmin(c, 'refunds.handle');
    // The note is optional, and so is the body that carries it.
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const result = await grantRefundRequest(c.var.deps, auth, c.req.valid('param').id, body ?? {});
    return c.json({ success: true as const, ...result }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/refund-requests/{id}/decline',
    tags,
    summary: 'Decline the request, with a note of why (required)',
    request: { params, ...jsonBody(ZDeclineRefundBody) },
    responses: actionResponses,
  }),
  async (c) => {
    const auth = requireAdmin(c, 'refunds.handle');
    const result = await declineRefundRequest(c.var.deps, auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, ...result }, 200);
  },
);

export { routes as adminSubscriptionsRoutes };
