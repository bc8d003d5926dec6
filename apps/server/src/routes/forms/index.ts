import { createRoute, z } from '@hono/zod-openapi';
import { ZErrorResponse, ZFormsNeeds, ZFormsOverviewResponse, ZUpdateI140Request, ZWorksheetQuery } from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { caseParams, createRouter, errorResponses, jsonContent, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { fileAttachment, pdfAttachment } from '../../lib/pdf-response';
import { presentFormsOverview, presentI140Worksheet } from '../../presenters/forms';
import { todayUtc } from '../../services/assessments/build-assessment-input';
import { softwareName } from '../../services/firms/letterhead';
import { loadFormsView } from '../../services/forms/forms-view';
import { assertI140Access } from '../../services/forms/i140-access';
import { renderWorksheetPdf } from '../../services/forms/render-worksheet';
import { updateFormsNeeds, updateI140 } from '../../services/forms/update-forms';
import { planHolderForCase } from '../../services/firms/firm-access';

const tags = ['forms'];
const noI140 = { 403: jsonResponse(ZErrorResponse, 'The plan has no Form I-140 assistance') };
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/forms',
    tags,
    summary: 'Recommended forms, fees and where to file (every plan), and the I-140 guide when the plan includes it',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZFormsOverviewResponse, 'The forms of the case'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    return c.json({ success: true as const, forms: presentFormsOverview(await loadFormsView(db, user, caseRow)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'put',
    path: '/cases/{caseId}/forms/needs',
    tags,
    summary: 'Say what decides the supporting forms (attorney, premium processing, e-notice, card payment)',
    request: { params: caseParams, body: jsonContent(ZFormsNeeds) },
    responses: {
      200: jsonResponse(ZFormsOverviewResponse, 'The forms of the case'),
      400: errorResponses[400],
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const view = await updateFormsNeeds(c.var.deps, user, c.req.valid('param').caseId, c.req.valid('json'));
    return c.json({ success: true as const, forms: presentFormsOverview(view) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/cases/{caseId}/forms/i-140',
    tags,
    summary: 'Save I-140 answers and confirm or reopen a part (answers are applied before the confirmation)',
    request: { params: caseParams, body: jsonContent(ZUpdateI140Request) },
    responses: {
      200: jsonResponse(ZFormsOverviewResponse, 'The forms of the case'),
      400: jsonResponse(ZErrorResponse, 'Invalid answer, unknown field or part, or a part with errors left'),
      409: jsonResponse(ZErrorResponse, 'The worksheet changed since it was read'),
      401: errorResponses[401],
      ...noI140,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const view = await updateI140(c.var.deps, user, c.req.valid('param').caseId, c.req.valid('json'));
    return c.json({ success: true as const, forms: presentFormsOverview(view) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/forms/i-140/worksheet',
    tags,
    summary: 'The I-140 worksheet as a printable PDF or as JSON (not the official USCIS form)',
    request: { params: caseParams, query: ZWorksheetQuery },
    responses: {
      200: { description: 'The worksheet', content: { 'application/pdf': { schema: z.any() }, 'application/json': { schema: z.any() } } },
      401: errorResponses[401],
      ...noI140,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    assertI140Access(await planHolderForCase(db, user, caseRow));
    const now = new Date();
    const view = await loadFormsView(db, user, caseRow, now);
    const worksheet = presentI140Worksheet(view, todayUtc(now));
    const fileName = `i-140-worksheet-${todayUtc(now)}`;
    if (c.req.valid('query').format === 'json') {
      const bytes = new TextEncoder().encode(JSON.stringify(worksheet, null, 2));
      return fileAttachment(c, bytes, { fileName: `${fileName}.json`, contentType: 'application/json; charset=utf-8', cacheControl: 'private, no-store' });
    }
    return pdfAttachment(c, await renderWorksheetPdf(worksheet, { software: softwareName(view.firm) }), {
      fileName: `${fileName}.pdf`,
      cacheControl: 'private, no-store',
    });
  },
);

export { routes as formsRoutes };
