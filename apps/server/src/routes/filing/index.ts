import { createRoute, z } from '@hono/zod-openapi';
import {
  ZErrorResponse,
  ZFilingChecklistResponse,
  ZFilingPackageResponse,
  ZManualChecklistItemParam,
  ZPackageDownloadQuery,
  ZUpdateChecklistItemRequest,
} from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { caseParams, createRouter, errorResponses, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { presentFilingPackage } from '../../presenters/filing-package';
import { asciiSlug } from '../../services/letters/render/letter-file-name';
import { getCaseForUser } from '../../services/cases/case-access';
import { getFilingChecklist, setChecklistItemDone } from '../../services/filing/filing-checklist';
import { findLatestPackage, openPackageFile, packageAccess, startPackage } from '../../services/filing/manage-package';
import { planHolderForCase } from '../../services/firms/firm-access';

const tags = ['filing'];
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/filing/checklist',
    tags,
    summary: 'Everything a complete filing needs, each present, missing, blocking or not needed (every plan)',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZFilingChecklistResponse, 'The checklist'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    return c.json({ success: true as const, checklist: await getFilingChecklist(db, user, caseRow) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'put',
    path: '/cases/{caseId}/filing/checklist/{itemId}',
    tags,
    summary: 'Tick or untick an item the product cannot see for itself (signed supporting forms, prepared fees)',
    request: {
      params: caseParams.extend({ itemId: ZManualChecklistItemParam }),
      body: { content: { 'application/json': { schema: ZUpdateChecklistItemRequest } }, required: true },
    },
    responses: { 200: jsonResponse(ZFilingChecklistResponse, 'The checklist'), 400: errorResponses[400], 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const { caseId, itemId } = c.req.valid('param');
    const caseRow = await getCaseForUser(db, user, caseId);
    return c.json({ success: true as const, checklist: await setChecklistItemDone(db, user, caseRow, itemId, c.req.valid('json').isDone) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/filing/package',
    tags,
    summary: 'The newest filing package of the case (null before the first) and whether the plan can assemble one',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZFilingPackageResponse, 'The package'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    const row = await findLatestPackage(db, caseRow.id);
    return c.json(
      { success: true as const, package: row ? presentFilingPackage(row) : null, access: packageAccess(await planHolderForCase(db, user, caseRow)) },
      200,
    );
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/filing/package',
    tags,
    summary: 'Assemble the filing package from the case as it is now (a job; progress as processing type "package")',
    request: { params: caseParams },
    responses: {
      202: jsonResponse(ZFilingPackageResponse, 'Queued'),
      400: jsonResponse(ZErrorResponse, 'Nothing to assemble, or no petition type'),
      401: errorResponses[401],
      403: jsonResponse(ZErrorResponse, 'The plan does not include the filing package'),
      409: jsonResponse(ZErrorResponse, 'A package of this case is being assembled, or sections of a firm’s letter await attorney approval'),
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    const row = await startPackage(c.var.deps, user, caseRow);
    return c.json({ success: true as const, package: presentFilingPackage(row), access: packageAccess(await planHolderForCase(db, user, caseRow)) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/filing/package/{packageId}/download',
    tags,
    summary: 'The assembled package: the combined PDF, or the ZIP of its parts',
    request: { params: caseParams.extend({ packageId: z.string() }), query: ZPackageDownloadQuery },
    responses: {
      200: { description: 'The file', content: { 'application/pdf': { schema: z.any() }, 'application/zip': { schema: z.any() } } },
      401: errorResponses[401],
      409: jsonResponse(ZErrorResponse, 'The package is not ready'),
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { caseId, packageId } = c.req.valid('param');
    const format = c.req.valid('query').format;
    const caseRow = await getCaseForUser(c.var.deps.database.db, user, caseId);
    const { row, applicantName, body, size } = await openPackageFile(c.var.deps, caseRow, packageId, format);
    const date = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10);
    const fileName = `${['filing-package', asciiSlug(applicantName), date].filter(Boolean).join('-')}.${format}`;
    c.header('Content-Type', format === 'pdf' ? 'application/pdf' : 'application/zip');
    c.header('Content-Length', String(size));
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200) as never;
  },
);

export { routes as filingRoutes };
