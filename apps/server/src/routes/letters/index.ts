import { createRoute, z } from '@hono/zod-openapi';
import {
  ZApproveSectionRequest,
  ZErrorResponse,
  ZLetterCheckResponse,
  ZLetterExportQuery,
  ZLetterListResponse,
  ZLetterResponse,
  ZLetterReviewResponse,
  ZLetterVersionListResponse,
  ZLetterVersionResponse,
  ZRegenerateSectionRequest,
  ZStartLetterRequest,
  ZStartLetterResponse,
  ZUpdateLetterRequest,
} from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { caseParams, createRouter, errorResponses, jsonContent, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { fileAttachment } from '../../lib/pdf-response';
import { presentLetterDetail, presentLetterSummary } from '../../presenters/letter';
import { editLetter } from '../../services/letters/edit-letter';
import { exportLetter } from '../../services/letters/export-letter';
import { getLetterForUser } from '../../services/letters/letter-access';
import { findLetterVersions, readLetterVersion, restoreLetterVersion } from '../../services/letters/letter-versions';
import { regenerateSection } from '../../services/letters/regenerate-section';
import { checkCurrentVersion } from '../../services/letters/run-filing-check';
import { readCaseLetters, readLetterDetailParts } from '../../services/letters/read-letters';
import { approveSection, withdrawSectionApproval } from '../../services/letters/section-approvals';
import { startLetter } from '../../services/letters/start-letter';
import type { AppDeps } from '../../lib/context';
import type { LetterRow, UserRow } from '../../db/schema/index';

const tags = ['letters'];
const letterParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), number: z.coerce.number().int().min(1) });
const sectionParams = z.object({ id: z.string(), sectionId: z.string() });
const routes = createRouter();

async function detail(deps: AppDeps, user: UserRow, row: LetterRow) {
  const { planHolder, evidence, review } = await readLetterDetailParts(deps.database.db, user, row);
  return presentLetterDetail(row, planHolder, evidence, review);
}

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/letters',
    tags,
    middleware: [rateLimit('letter', 'RATE_LIMIT_LETTER', 'user')],
    summary: 'Write the petition letter of the case (a job; progress under processing type "letter")',
    request: { params: caseParams, body: { ...jsonContent(ZStartLetterRequest), required: false } },
    responses: {
      202: jsonResponse(ZStartLetterResponse, 'Queued'),
      403: jsonResponse(ZErrorResponse, 'Plan letter limit reached, or the firm’s client (the attorney writes the letter)'),
      409: jsonResponse(ZErrorResponse, 'A letter of this case is already being written'),
      401: errorResponses[401],
      429: errorResponses[429],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const row = await startLetter(deps, user, c.req.valid('param').caseId, body ?? {});
    return c.json({ success: true as const, letter: presentLetterSummary(row) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/letters',
    tags,
    summary: 'Petition letters of a case, newest first, with the plan allowance',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZLetterListResponse, 'Letters'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { deps } = c.var;
    const { letters, allowance, canWrite } = await readCaseLetters(deps, user, caseRow);
    return c.json({ success: true as const, letters: letters.map(presentLetterSummary), allowance, canWrite }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/letters/{id}',
    tags,
    summary: 'The letter as the plan shows it, with the evidence its exhibit references rest on',
    request: { params: letterParams },
    responses: { 200: jsonResponse(ZLetterResponse, 'The letter'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getLetterForUser(c.var.deps.database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, letter: await detail(c.var.deps, user, row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/letters/{id}',
    tags,
    summary: 'Save edited sections (or the title) as a new version',
    request: { params: letterParams, body: jsonContent(ZUpdateLetterRequest) },
    responses: {
      200: jsonResponse(ZLetterResponse, 'The saved letter'),
      400: jsonResponse(ZErrorResponse, 'Invalid, or cites an authority outside the library'),
      403: jsonResponse(ZErrorResponse, 'The section is past the plan page limit, or the firm’s client (the attorney writes the letter)'),
      409: jsonResponse(ZErrorResponse, 'The letter changed since it was opened, or is being written'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await editLetter(c.var.deps, user, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, letter: await detail(c.var.deps, user, row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/letters/{id}/sections/{sectionId}/regenerate',
    tags,
    middleware: [rateLimit('letter', 'RATE_LIMIT_LETTER', 'user')],
    summary: 'Write one section again from the case as it is now; other sections and their edits stay (a job)',
    request: { params: sectionParams, body: jsonContent(ZRegenerateSectionRequest) },
    responses: {
      202: jsonResponse(ZStartLetterResponse, 'Queued'),
      403: jsonResponse(ZErrorResponse, 'The section is past the plan page limit, or the firm’s client (the attorney writes the letter)'),
      409: jsonResponse(ZErrorResponse, 'The letter changed since it was opened, or is being written'),
      401: errorResponses[401],
      429: errorResponses[429],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    const { id, sectionId } = c.req.valid('param');
    const row = await regenerateSection(deps, user, id, sectionId, c.req.valid('json').baseVersion);
    return c.json({ success: true as const, letter: presentLetterSummary(row) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/letters/{id}/versions',
    tags,
    summary: 'Every saved version, newest first',
    request: { params: letterParams },
    responses: { 200: jsonResponse(ZLetterVersionListResponse, 'Versions'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const rows = await findLetterVersions(c.var.deps, user, c.req.valid('param').id);
    const versions = rows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
    return c.json({ success: true as const, versions }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/letters/{id}/versions/{number}',
    tags,
    summary: 'One saved version, with the sections the plan shows whole',
    request: { params: versionParams },
    responses: { 200: jsonResponse(ZLetterVersionResponse, 'The version'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { id, number } = c.req.valid('param');
    const v = await readLetterVersion(c.var.deps, user, id, number);
    return c.json({ success: true as const, version: { ...v, createdAt: v.createdAt.toISOString() } }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/letters/{id}/versions/{number}/restore',
    tags,
    summary: 'Copy a saved version forward as the newest',
    request: { params: versionParams },
    responses: {
      200: jsonResponse(ZLetterResponse, 'The letter with the restored text'),
      403: jsonResponse(ZErrorResponse, 'The firm’s client (the attorney writes the letter)'),
      409: jsonResponse(ZErrorResponse, 'The letter is being written'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { id, number } = c.req.valid('param');
    const row = await restoreLetterVersion(c.var.deps, user, id, number);
    return c.json({ success: true as const, letter: await detail(c.var.deps, user, row) }, 200);
  },
);

const approvalResponses = {
  200: jsonResponse(ZLetterReviewResponse, 'The letter’s review as it now stands'),
  400: jsonResponse(ZErrorResponse, 'The case is not run by a firm'),
  403: jsonResponse(ZErrorResponse, 'Only the firm’s owners and attorneys approve sections'),
  401: errorResponses[401],
  ...notFoundForAccount,
};

routes.openapi(
  createRoute({
    method: 'post',
    path: '/letters/{id}/sections/{sectionId}/approval',
    tags,
    summary: 'An owner or attorney of the firm approves one section as its text stands now (firm cases)',
    request: { params: sectionParams, body: { ...jsonContent(ZApproveSectionRequest), required: false } },
    responses: { ...approvalResponses, 409: jsonResponse(ZErrorResponse, 'The section changed since it was read, or the letter is being written') },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { id, sectionId } = c.req.valid('param');
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const review = await approveSection(c.var.deps, user, id, sectionId, body?.contentHash);
    return c.json({ success: true as const, review }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/letters/{id}/sections/{sectionId}/approval',
    tags,
    summary: 'Withdraw the approval of one section (firm cases)',
    request: { params: sectionParams },
    responses: approvalResponses,
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { id, sectionId } = c.req.valid('param');
    return c.json({ success: true as const, review: await withdrawSectionApproval(c.var.deps, user, id, sectionId) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/letters/{id}/check',
    tags,
    summary: 'The filing check of the current version',
    request: { params: letterParams },
    responses: {
      200: jsonResponse(ZLetterCheckResponse, 'The check'),
      409: jsonResponse(ZErrorResponse, 'No draft yet'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const row = await getLetterForUser(db, user, c.req.valid('param').id);
    return c.json({ success: true as const, check: await checkCurrentVersion(db, row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/letters/{id}/export',
    tags,
    summary: 'The current version as DOCX or PDF, cut at the plan page limit',
    request: { params: letterParams, query: ZLetterExportQuery },
    responses: {
      200: {
        description: 'The file',
        content: {
          'application/pdf': { schema: z.any() },
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: z.any() },
        },
      },
      409: jsonResponse(ZErrorResponse, 'No draft yet'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getLetterForUser(c.var.deps.database.db, user, c.req.valid('param').id);
    const file = await exportLetter(c.var.deps, user, row, c.req.valid('query').format);
    return fileAttachment(c, file.bytes, { fileName: file.fileName, contentType: file.contentType, cacheControl: 'private, no-store' });
  },
);

export { routes as lettersRoutes };
