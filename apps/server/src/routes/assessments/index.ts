import { createRoute, z } from '@hono/zod-openapi';
import { ZAssessmentListResponse, ZAssessmentResponse, ZErrorResponse, ZStartAssessmentResponse } from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { caseParams, createRouter, errorResponses, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { pdfAttachment } from '../../lib/pdf-response';
import { presentAssessmentDetail, presentAssessmentSummary } from '../../presenters/assessment';
import { getCaseForUser } from '../../services/cases/case-access';
import { findAssessments } from '../../services/assessments/find-assessments';
import { loadLetterhead } from '../../services/firms/letterhead';
import { getAssessmentForUser, getReportData } from '../../services/assessments/get-assessment';
import { createRenderCache } from '../../lib/render-cache';
import { reportFileName, type RenderedReport } from '../../services/assessments/report/render-assessment-report';
import { renderOffThread } from '../../services/render-threads/render-pool';
import { getAssessmentAllowance, startAssessment } from '../../services/assessments/start-assessment';

const tags = ['assessments'];
const assessmentParams = z.object({ id: z.string() });
const routes = createRouter();
const reports = createRenderCache<RenderedReport>();

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/assessments',
    tags,
    middleware: [rateLimit('assessment', 'RATE_LIMIT_ASSESSMENT', 'user')],
    summary: 'Start an eligibility assessment of the case (a job; progress under processing type "eligibility")',
    request: { params: caseParams },
    responses: {
      202: jsonResponse(ZStartAssessmentResponse, 'Queued'),
      403: jsonResponse(ZErrorResponse, 'Plan assessment limit reached'),
      409: jsonResponse(ZErrorResponse, 'An assessment of this case is already running'),
      401: errorResponses[401],
      429: errorResponses[429],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    const row = await startAssessment(deps, user, c.req.valid('param').caseId);
    return c.json({ success: true as const, assessment: presentAssessmentSummary(row) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/assessments',
    tags,
    summary: 'Assessments of a case, newest first, with the plan allowance',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZAssessmentListResponse, 'Assessments'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const [list, allowance] = await Promise.all([findAssessments(c.var.deps, caseRow.id), getAssessmentAllowance(c.var.deps, user, caseRow)]);
    return c.json({ success: true as const, assessments: list.map(presentAssessmentSummary), allowance }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/assessments/{id}',
    tags,
    summary: 'One assessment with its result and the evidence it read',
    request: { params: assessmentParams },
    responses: { 200: jsonResponse(ZAssessmentResponse, 'The assessment'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getAssessmentForUser(c.var.deps, user, c.req.valid('param').id);
    return c.json({ success: true as const, assessment: presentAssessmentDetail(row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/assessments/{id}/report.pdf',
    tags,
    summary: 'The assessment as a PDF report (completed assessments only)',
    request: { params: assessmentParams },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } },
      409: jsonResponse(ZErrorResponse, 'Not completed yet, or failed'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getAssessmentForUser(c.var.deps, user, c.req.valid('param').id);
    const caseRow = await getCaseForUser(c.var.deps.database.db, user, row.caseId);
    const letterhead = await loadLetterhead(c.var.deps, caseRow);
    const data = { ...getReportData(row), letterhead };
    const report = await reports.get(`${row.id}:${letterhead?.version ?? 'own'}`, () => renderOffThread('assessmentReport', data));
    return pdfAttachment(c, report.bytes, { fileName: reportFileName(data), cacheControl: 'private, no-store' });
  },
);

export { routes as assessmentsRoutes };
