import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAdminAuditLogQuery,
  ZAdminAuditLogResponse,
  ZAdminOverviewResponse,
  ZAdminUserActionResponse,
  ZAdminUserDetailResponse,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZErrorResponse,
  ZSetAdminRoleRequest,
} from '@acclaim/contracts';
import { requireAdmin } from '../../lib/auth/admin-guard';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { findAuditLog } from '../../services/admin/find-audit-log';
import { findUsers } from '../../services/admin/find-users';
import { getAdminOverview } from '../../services/admin/get-overview';
import { getUserDetail } from '../../services/admin/get-user-detail';
import { reactivateUser, revokeSessionsOf, sendPasswordResetTo, suspendUser } from '../../services/admin/manage-user-access';
import { setAdminRole } from '../../services/admin/set-admin-role';
import { adminAnalyticsRoutes } from './analytics';
import { adminSettingsRoutes } from './settings';
import { adminSubscriptionsRoutes } from './subscriptions';
import { adminSystemRoutes } from './system';

/**
 * The admin API. Every handler starts with `requireAdmin(c, capability)`: a session, an admin role, this session's
 * two-factor verification and the capability's minimum role (packages/domain admin-permissions).
 */
const tags = ['admin'];
const routes = createRouter();
const params = z.object({ userId: z.string() });
const guarded = {
  401: errorResponses[401],
  403: jsonResponse(ZErrorResponse, 'Not an admin, not verified by two-factor, or the role is too low'),
};
const notFound = { 404: jsonResponse(ZErrorResponse, 'No such account') };
const conflict = { 409: jsonResponse(ZErrorResponse, 'The account is not in a state that allows this') };

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/overview',
    tags,
    summary: 'Key figures for the admin dashboard',
    responses: { 200: jsonResponse(ZAdminOverviewResponse, 'The figures'), ...guarded },
  }),
  async (c) => {
    requireAdmin(c, 'dashboard');
    return c.json({ success: true as const, overview: await getAdminOverview(c.var.deps) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/users',
    tags,
    summary: 'Accounts: search, filters and pages',
    request: { query: ZAdminUsersQuery },
    responses: { 200: jsonResponse(ZAdminUsersResponse, 'One page of accounts'), ...guarded, 400: errorResponses[400] },
  }),
  async (c) => {
    requireAdmin(c, 'users.read');
    return c.json({ success: true as const, ...(await findUsers(c.var.deps.database.db, c.req.valid('query'))) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/users/{userId}',
    tags,
    summary: 'One account with its cases, billing and recent activity',
    request: { params },
    responses: { 200: jsonResponse(ZAdminUserDetailResponse, 'The account'), ...guarded, ...notFound },
  }),
  async (c) => {
    requireAdmin(c, 'users.read');
    return c.json({ success: true as const, ...(await getUserDetail(c.var.deps, c.req.valid('param').userId)) }, 200);
  },
);

const userAction = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/users/{userId}/${path}`,
    tags,
    summary,
    request: { params },
    responses: { 200: jsonResponse(ZAdminUserActionResponse, 'Done'), ...guarded, ...notFound, ...conflict, 400: errorResponses[400] },
  });

routes.openapi(userAction('suspend', 'Suspend an account: no sign-in, every session revoked'), async (c) => {
  const auth = requireAdmin(c, 'users.update');
  return c.json({ success: true as const, ...(await suspendUser(c.var.deps, auth, c.req.valid('param').userId)) }, 200);
});

routes.openapi(userAction('reactivate', 'Lift a suspension'), async (c) => {
  const auth = requireAdmin(c, 'users.update');
  return c.json({ success: true as const, ...(await reactivateUser(c.var.deps, auth, c.req.valid('param').userId)) }, 200);
});

routes.openapi(userAction('revoke-sessions', 'Sign an account out everywhere'), async (c) => {
  const auth = requireAdmin(c, 'users.update');
  return c.json({ success: true as const, ...(await revokeSessionsOf(c.var.deps, auth, c.req.valid('param').userId)) }, 200);
});

routes.openapi(userAction('password-reset', 'Email the account the normal password reset link'), async (c) => {
  const auth = requireAdmin(c, 'users.update');
  return c.json({ success: true as const, ...(await sendPasswordResetTo(c.var.deps, auth, c.req.valid('param').userId)) }, 200);
});

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/admin/users/{userId}/role',
    tags,
    summary: 'Grant, change or revoke (null) an admin role',
    request: { params, ...jsonBody(ZSetAdminRoleRequest) },
    responses: { 200: jsonResponse(ZAdminUserActionResponse, 'Done'), ...guarded, ...notFound, ...conflict, 400: errorResponses[400] },
  }),
  async (c) => {
    const auth = requireAdmin(c, 'users.setRole');
    const result = await setAdminRole(c.var.deps, auth, c.req.valid('param').userId, c.req.valid('json'));
    return c.json({ success: true as const, ...result }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/audit-log',
    tags,
    summary: 'Admin actions, newest first',
    request: { query: ZAdminAuditLogQuery },
    responses: { 200: jsonResponse(ZAdminAuditLogResponse, 'One page of entries'), ...guarded, 400: errorResponses[400] },
  }),
  async (c) => {
    requireAdmin(c, 'auditLog.read');
    return c.json({ success: true as const, ...(await findAuditLog(c.var.deps.database.db, c.req.valid('query'))) }, 200);
  },
);

routes.route('/', adminSubscriptionsRoutes);
routes.route('/', adminAnalyticsRoutes);
routes.route('/', adminSystemRoutes);
routes.route('/', adminSettingsRoutes);

export { routes as adminRoutes };
