import { createRoute, z } from '@hono/zod-openapi';
import {
  ZErrorResponse,
  ZLetterCheckResponse,
  ZLetterExportQuery,
  ZLetterListResponse,
  ZLetterResponse,
  ZLetterVersionListResponse,
  ZLetterVersionResponse,
  ZRegenerateSectionRequest,
  ZStartLetterRequest,
  ZStartLetterResponse,
  ZUpdateLetterRequest,
} from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { fileAttachment } from '../../lib/pdf-response';
import { enforceRateLimit } from '../../lib/rate-limit';
import { presentLetterDetail, presentLetterSummary } from '../../presenters/letter';
import { getCaseForUser } from '../../services/cases/case-access';
import { editLetter } from '../../services/letters/edit-letter';
import { exportLetter } from '../../services/letters/export-letter';
import { getLetterForUser } from '../../services/letters/letter-access';
import { findLetterEvidence } from '../../services/letters/letter-evidence';
import { findLetterVersions, readLetterVersion, restoreLetterVersion } from '../../services/letters/letter-versions';
import { regenerateSection } from '../../services/letters/regenerate-section';
import { checkCurrentVersion } from '../../services/letters/run-filing-check';
import { findLetterSummaries } from '../../services/letters/find-letter-summaries';
import { getLetterAllowance, startLetter } from '../../services/letters/start-letter';
import type { AppDeps } from '../../lib/context';
import type { LetterRow, UserRow } from '../../db/schema/index';

const tags = ['letters'];
const caseParams = z.object({ caseId: z.string() });
const letterParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), number: z.coerce.number().int().min(1) });
const sectionParams = z.object({ id: z.string(), sectionId: z.string() });
const notFound = { 404: jsonResponse(ZErrorResponse, 'Not found for this account') };
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const routes = createRouter();

async function detail(deps: AppDeps, user: UserRow, row: LetterRow) {
  return presentLetterDetail(row, user, await findLetterEvidence(deps.database.db, row.caseId));
}

routes.openapi(
  createRoute({
    method: 'post', path: '/cases/{caseId}/letters', tags,
    summary: 'Write the petition letter of the case (a job; progress under processing type "letter")',
    request: { params: caseParams, body: { ...json(ZStartLetterRequest), required: false } },
    responses: {
      202: jsonResponse(ZStartLetterResponse, 'Queued'),
      403: jsonResponse(ZErrorResponse, 'Plan letter limit reached'),
      409: jsonResponse(ZErrorResponse, 'A letter of this case is already being written'),
      401: errorResponses[401],
      429: errorResponses[429],
      ...notFound,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    await enforceRateLimit(deps.database.db, 'letter', deps.env.RATE_LIMIT_LETTER, [`user:${user.id}`]);
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const row = await startLetter(deps, user, c.req.valid('param').caseId, body ?? {});
    return c.json({ success: true as const, letter: presentLetterSummary(row) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get', path: '/cases/{caseId}/letters', tags, summary: 'Petition letters of a case, newest first, with the plan allowance',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZLetterListResponse, 'Letters'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    const caseRow = await getCaseForUser(deps.database.db, user, c.req.valid('param').caseId);
    const [rows, allowance] = await Promise.all([
      findLetterSummaries(deps.database.db, caseRow.id),
      getLetterAllowance(deps, user),
    ]);
    return c.json({ success: true as const, letters: rows.map(presentLetterSummary), allowance }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get', path: '/letters/{id}', tags, summary: 'The letter as the plan shows it, with the evidence its exhibit references rest on',
    request: { params: letterParams },
    responses: { 200: jsonResponse(ZLetterResponse, 'The letter'), 401: errorResponses[401], ...notFound },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getLetterForUser(c.var.deps.database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, letter: await detail(c.var.deps, user, row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch', path: '/letters/{id}', tags, summary: 'Save edited sections (or the title) as a new version',
    request: { params: letterParams, body: json(ZUpdateLetterRequest) },
    responses: {
      200: jsonResponse(ZLetterResponse, 'The saved letter'),
      400: jsonResponse(ZErrorResponse, 'Invalid, or cites an authority outside the library'),
      403: jsonResponse(ZErrorResponse, 'The section is past the plan page limit'),
      409: jsonResponse(ZErrorResponse, 'The letter changed since it was opened, or is being written'),
      401: errorResponses[401],
      ...notFound,
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
    method: 'post', path: '/letters/{id}/sections/{sectionId}/regenerate', tags,
    summary: 'Write one section again from the case as it is now; other sections and their edits stay (a job)',
    request: { params: sectionParams, body: json(ZRegenerateSectionRequest) },
    responses: {
      202: jsonResponse(ZStartLetterResponse, 'Queued'),
      403: jsonResponse(ZErrorResponse, 'The section is past the plan page limit'),
      409: jsonResponse(ZErrorResponse, 'The letter changed since it was opened, or is being written'),
      401: errorResponses[401],
      429: errorResponses[429],
      ...notFound,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    await enforceRateLimit(deps.database.db, 'letter', deps.env.RATE_LIMIT_LETTER, [`user:${user.id}`]);
    const { id, sectionId } = c.req.valid('param');
    const row = await regenerateSection(deps, user, id, sectionId, c.req.valid('json').baseVersion);
    return c.json({ success: true as const, letter: presentLetterSummary(row) }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get', path: '/letters/{id}/versions', tags, summary: 'Every saved version, newest first',
    request: { params: letterParams },
    responses: { 200: jsonResponse(ZLetterVersionListResponse, 'Versions'), 401: errorResponses[401], ...notFound },
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
    method: 'get', path: '/letters/{id}/versions/{number}', tags, summary: 'One saved version, with the sections the plan shows whole',
    request: { params: versionParams },
    responses: { 200: jsonResponse(ZLetterVersionResponse, 'The version'), 401: errorResponses[401], ...notFound },
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
    method: 'post', path: '/letters/{id}/versions/{number}/restore', tags, summary: 'Copy a saved version forward as the newest',
    request: { params: versionParams },
    responses: {
      200: jsonResponse(ZLetterResponse, 'The letter with the restored text'),
      409: jsonResponse(ZErrorResponse, 'The letter is being written'),
      401: errorResponses[401],
      ...notFound,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { id, number } = c.req.valid('param');
    const row = await restoreLetterVersion(c.var.deps, user, id, number);
    return c.json({ success: true as const, letter: await detail(c.var.deps, user, row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get', path: '/letters/{id}/check', tags, summary: 'The filing check of the current version',
    request: { params: letterParams },
    responses: { 200: jsonResponse(ZLetterCheckResponse, 'The check'), 409: jsonResponse(ZErrorResponse, 'No draft yet'), 401: errorResponses[401], ...notFound },
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
    method: 'get', path: '/letters/{id}/export', tags, summary: 'The current version as DOCX or PDF, cut at the plan page limit',
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
      ...notFound,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const row = await getLetterForUser(db, user, c.req.valid('param').id);
    const file = await exportLetter(db, user, row, c.req.valid('query').format);
    return fileAttachment(c, file.bytes, { fileName: file.fileName, contentType: file.contentType, cacheControl: 'private, no-store' });
  },
);

export { routes as lettersRoutes };
