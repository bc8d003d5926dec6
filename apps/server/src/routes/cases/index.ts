import { createRoute, z } from '@hono/zod-openapi';
import {
  ZCaseListResponse,
  ZCaseResponse,
  ZCreateCaseRequest,
  ZErrorResponse,
  ZMessageResponse,
  ZProgressResponse,
  ZUpdateCaseRequest,
  ZUser,
} from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { presentCase } from '../../presenters/case';
import { presentUser } from '../../presenters/user';
import { getCaseProgress } from '../../services/cases/get-progress';
import { getDocumentAllowance } from '../../services/billing/document-allowance';
import { activateCase, createCase, deleteCase, findCases, getOrCreateActiveCase, updateCase } from '../../services/cases/manage-cases';

const tags = ['cases'];
const params = z.object({ caseId: z.string() });
const notFound = { 404: jsonResponse(ZErrorResponse, 'No such case for this account') };
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases',
    tags,
    summary: 'The cases of the signed-in account',
    responses: { 200: jsonResponse(ZCaseListResponse, 'Cases, oldest first'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const rows = await findCases(c.var.deps, user);
    return c.json({ success: true as const, cases: rows.map((row) => presentCase(row, user.activeCaseId)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases',
    tags,
    summary: 'Create a case (within the plan’s petition limit); it becomes the active one',
    request: jsonBody(ZCreateCaseRequest),
    responses: { 201: jsonResponse(ZCaseResponse, 'Created'), 403: jsonResponse(ZErrorResponse, 'Plan limit reached'), ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await createCase(c.var.deps, user, c.req.valid('json'));
    return c.json({ success: true as const, case: presentCase(row, row.id) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/active',
    tags,
    summary: 'The active case, created on first use',
    responses: { 200: jsonResponse(ZCaseResponse, 'The active case'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getOrCreateActiveCase(c.var.deps, user);
    return c.json({ success: true as const, case: presentCase(row, row.id) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}',
    tags,
    summary: 'One case',
    request: { params },
    responses: { 200: jsonResponse(ZCaseResponse, 'The case'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    return c.json({ success: true as const, case: presentCase(caseRow, user.activeCaseId) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/cases/{caseId}',
    tags,
    summary: 'Save onboarding answers or case details',
    request: { params, ...jsonBody(ZUpdateCaseRequest) },
    responses: { 200: jsonResponse(ZCaseResponse.extend({ user: ZUser }), 'Saved'), ...errorResponses, ...notFound },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const result = await updateCase(c.var.deps, user, c.req.valid('param').caseId, c.req.valid('json'));
    return c.json({ success: true as const, case: presentCase(result.case, result.user.activeCaseId), user: presentUser(result.user) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/activate',
    tags,
    summary: 'Make this the active case',
    request: { params },
    responses: { 200: jsonResponse(ZCaseResponse, 'Active'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await activateCase(c.var.deps, user, c.req.valid('param').caseId);
    return c.json({ success: true as const, case: presentCase(row, row.id) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/cases/{caseId}',
    tags,
    summary: 'Delete a case with its documents and evidence',
    request: { params },
    responses: { 200: jsonResponse(ZMessageResponse, 'Deleted'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    await deleteCase(c.var.deps, user, c.req.valid('param').caseId);
    return c.json({ success: true as const, message: 'The case and everything in it were deleted.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/progress',
    tags,
    summary: 'Progress of the case: documents count toward 10, overall is the rounded mean of the areas',
    request: { params },
    responses: { 200: jsonResponse(ZProgressResponse, 'Progress'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const [progress, documentAllowance] = await Promise.all([
      getCaseProgress(c.var.deps, caseRow),
      getDocumentAllowance(c.var.deps.database.db, user, caseRow),
    ]);
    return c.json({ success: true as const, ...progress, documentAllowance }, 200);
  },
);

export { routes as casesRoutes };
