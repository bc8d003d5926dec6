import { createRoute, z } from '@hono/zod-openapi';
import {
  ZCreateRecommenderRequest,
  ZDeleteRecommenderQuery,
  ZDraftRecommendationLettersResponse,
  ZErrorResponse,
  ZRecommendationExportQuery,
  ZRecommendationLetterResponse,
  ZRecommendationLettersResponse,
  ZRecommendationLetterVersionsResponse,
  ZRecommenderResponse,
  ZRecommendersResponse,
  ZMessageResponse,
  ZUpdateRecommendationLetterRequest,
  ZUpdateRecommenderRequest,
} from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { caseParams, createRouter, errorResponses, jsonContent, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { fileAttachment } from '../../lib/pdf-response';
import { presentRecommendationLetterSummary, presentRecommender } from '../../presenters/recommendations';
import { draftRecommendationLetters } from '../../services/recommendations/draft-recommendation-letters';
import {
  editRecommendationLetter,
  findRecommendationLetterVersions,
  restoreRecommendationLetterVersion,
} from '../../services/recommendations/edit-recommendation-letter';
import { exportRecommendationLetter } from '../../services/recommendations/export-recommendation-letter';
import { findRecommenderOverview } from '../../services/recommendations/find-recommenders';
import { createRecommender, deleteRecommender, updateRecommender } from '../../services/recommendations/manage-recommenders';
import { getRecommendationLetterForUser } from '../../services/recommendations/recommendation-letter-store';
import { viewRecommendationLetters, presentRecommendationLetterDetail } from '../../services/recommendations/view-recommendation-letters';

const tags = ['recommendations'];
const idParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), number: z.coerce.number().int().min(1) });
const forbidden = { 403: jsonResponse(ZErrorResponse, 'The plan does not include recommendation letters') };
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/recommenders',
    tags,
    summary: 'Chosen recommenders, suggestions from the record, and the plan of the letters (every plan)',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZRecommendersResponse, 'Recommenders'), 400: errorResponses[400], 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    return c.json({ success: true as const, ...(await findRecommenderOverview(db, user, caseRow)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/recommenders',
    tags,
    summary: 'Choose a suggestion by its key, or add a recommender by hand',
    request: { params: caseParams, body: jsonContent(ZCreateRecommenderRequest) },
    responses: {
      201: jsonResponse(ZRecommenderResponse, 'Chosen'),
      400: errorResponses[400],
      409: jsonResponse(ZErrorResponse, 'Already chosen'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    const row = await createRecommender(db, caseRow, c.req.valid('json'));
    return c.json({ success: true as const, recommender: presentRecommender(row, { letterId: null, canAttest: [] }) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/recommenders/{id}',
    tags,
    summary: 'Change a recommender’s details or how far the request has gone',
    request: { params: idParams, body: jsonContent(ZUpdateRecommenderRequest) },
    responses: { 200: jsonResponse(ZRecommenderResponse, 'Saved'), 400: errorResponses[400], 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { recommender, letterId } = await updateRecommender(c.var.deps.database.db, user, c.req.valid('param').id, c.req.valid('json'));
    // What they can attest is read with the whole overview, so one saved recommender comes back without it.
    return c.json({ success: true as const, recommender: presentRecommender(recommender, { letterId, canAttest: [] }) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/recommenders/{id}',
    tags,
    summary: 'Remove a recommender; one with a drafted letter only with ?withLetter=1, which deletes the letter too',
    request: { params: idParams, query: ZDeleteRecommenderQuery },
    responses: {
      200: jsonResponse(ZMessageResponse, 'Removed'),
      409: jsonResponse(ZErrorResponse, 'The recommender has a letter; confirm with withLetter=1'),
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const name = await deleteRecommender(c.var.deps.database.db, user, c.req.valid('param').id, c.req.valid('query').withLetter === '1');
    return c.json({ success: true as const, message: `${name} was removed from your recommenders.` }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/recommendation-letters',
    tags,
    summary: 'Plan the letters and draft one for each chosen recommender without a letter',
    request: { params: caseParams },
    responses: {
      201: jsonResponse(ZDraftRecommendationLettersResponse, 'Drafted'),
      400: jsonResponse(ZErrorResponse, 'Too few or too many recommenders'),
      409: jsonResponse(ZErrorResponse, 'Every chosen recommender has a letter'),
      401: errorResponses[401],
      ...forbidden,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    const { drafted, warnings } = await draftRecommendationLetters(db, user, caseRow);
    return c.json({ success: true as const, letters: drafted.map((d) => presentRecommendationLetterSummary(d.letter, d.recommender)), warnings }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/recommendation-letters',
    tags,
    summary: 'Recommendation letters of the case, the pairs that share phrasing, and what the plan lacks',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZRecommendationLettersResponse, 'Letters'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    return c.json({ success: true as const, ...(await viewRecommendationLetters(db, user, caseRow)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/recommendation-letters/{id}',
    tags,
    summary: 'One letter with its exhibits, filing check and overlaps with the other letters',
    request: { params: idParams },
    responses: { 200: jsonResponse(ZRecommendationLetterResponse, 'The letter'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const item = await getRecommendationLetterForUser(db, user, c.req.valid('param').id);
    return c.json({ success: true as const, letter: await presentRecommendationLetterDetail(db, user, item) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/recommendation-letters/{id}',
    tags,
    summary: 'Save edited sections as a new version',
    request: { params: idParams, body: jsonContent(ZUpdateRecommendationLetterRequest) },
    responses: {
      200: jsonResponse(ZRecommendationLetterResponse, 'The saved letter'),
      400: errorResponses[400],
      409: jsonResponse(ZErrorResponse, 'The letter changed since it was opened'),
      401: errorResponses[401],
      ...forbidden,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const item = await editRecommendationLetter(db, user, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, letter: await presentRecommendationLetterDetail(db, user, item) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/recommendation-letters/{id}/versions',
    tags,
    summary: 'Every saved version, newest first',
    request: { params: idParams },
    responses: { 200: jsonResponse(ZRecommendationLetterVersionsResponse, 'Versions'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const rows = await findRecommendationLetterVersions(c.var.deps.database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, versions: rows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/recommendation-letters/{id}/versions/{number}/restore',
    tags,
    summary: 'Copy a saved version forward as the newest',
    request: { params: versionParams },
    responses: {
      200: jsonResponse(ZRecommendationLetterResponse, 'The letter with the restored text'),
      401: errorResponses[401],
      ...forbidden,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const { id, number } = c.req.valid('param');
    const item = await restoreRecommendationLetterVersion(db, user, id, number);
    return c.json({ success: true as const, letter: await presentRecommendationLetterDetail(db, user, item) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/recommendation-letters/{id}/export',
    tags,
    summary: 'The current version on the recommender’s letterhead, as DOCX or PDF',
    request: { params: idParams, query: ZRecommendationExportQuery },
    responses: {
      200: {
        description: 'The file',
        content: {
          'application/pdf': { schema: z.any() },
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: z.any() },
        },
      },
      401: errorResponses[401],
      ...forbidden,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const item = await getRecommendationLetterForUser(c.var.deps.database.db, user, c.req.valid('param').id);
    const file = await exportRecommendationLetter(c.var.deps, user, item, c.req.valid('query').format);
    return fileAttachment(c, file.bytes, { fileName: file.fileName, contentType: file.contentType, cacheControl: 'private, no-store' });
  },
);

export { routes as recommendationsRoutes };
