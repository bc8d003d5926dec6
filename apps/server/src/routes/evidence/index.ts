import { createRoute, z } from '@hono/zod-openapi';
import {
  ZBulkReviewRequest,
  ZBulkReviewResponse,
  ZCreateEvidenceRequest,
  ZEvidenceListResponse,
  ZEvidenceResponse,
  ZMergeEvidenceRequest,
  ZMessageResponse,
  ZUndoBulkReviewRequest,
  ZUpdateEvidenceRequest,
} from '@acclaim/contracts';
import { EVIDENCE_STATUSES } from '@acclaim/domain';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { caseParams, createRouter, errorResponses, jsonBody, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { presentEvidence } from '../../presenters/evidence';
import { bulkReviewEvidence, undoBulkReview } from '../../services/evidence/bulk-review-evidence';
import { createEvidence, deleteEvidence, findEvidence, getEvidenceForUser, mergeEvidence, updateEvidence } from '../../services/evidence/manage-evidence';

const tags = ['evidence'];
const itemParams = z.object({ id: z.string() });
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/evidence',
    tags,
    summary: 'Evidence of a case, optionally by status or document',
    request: { params: caseParams, query: z.object({ status: z.enum(EVIDENCE_STATUSES).optional(), documentId: z.string().uuid().optional() }) },
    responses: { 200: jsonResponse(ZEvidenceListResponse, 'Evidence'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const items = await findEvidence(c.var.deps, caseRow, c.req.valid('query'));
    return c.json({ success: true as const, evidence: items.map(presentEvidence) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/evidence',
    tags,
    summary: 'Add an evidence item by hand (accepted unless a status is given)',
    request: { params: caseParams, ...jsonBody(ZCreateEvidenceRequest) },
    responses: { 201: jsonResponse(ZEvidenceResponse, 'Added'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const created = await createEvidence(c.var.deps, caseRow.id, c.req.valid('json'));
    return c.json({ success: true as const, evidence: presentEvidence(created) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/evidence/merge',
    tags,
    summary: 'Merge duplicate items into one',
    request: { params: caseParams, ...jsonBody(ZMergeEvidenceRequest) },
    responses: { 200: jsonResponse(ZEvidenceResponse, 'The merged item'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const merged = await mergeEvidence(c.var.deps, caseRow.id, c.req.valid('json'));
    return c.json({ success: true as const, evidence: presentEvidence(merged) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/evidence/bulk-review',
    tags,
    summary: 'Accept or reject many suggestions at once (a CV section, a type, a confidence and above, or ids); decided items are left alone',
    request: { params: caseParams, ...jsonBody(ZBulkReviewRequest) },
    responses: { 200: jsonResponse(ZBulkReviewResponse, 'The items changed and their previous status'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const result = await bulkReviewEvidence(c.var.deps, user, caseRow.id, c.req.valid('json'));
    return c.json({ success: true as const, ...result, evidence: result.evidence.map(presentEvidence) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/evidence/bulk-review/undo',
    tags,
    summary: 'Undo a bulk review: items go back to their previous status unless the user changed them since',
    request: { params: caseParams, ...jsonBody(ZUndoBulkReviewRequest) },
    responses: { 200: jsonResponse(ZBulkReviewResponse, 'The items restored'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const result = await undoBulkReview(c.var.deps, user, caseRow.id, c.req.valid('json'));
    return c.json({ success: true as const, ...result, evidence: result.evidence.map(presentEvidence) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/evidence/{id}',
    tags,
    summary: 'Accept, reject or edit an item (edits survive re-extraction)',
    request: { params: itemParams, ...jsonBody(ZUpdateEvidenceRequest) },
    responses: { 200: jsonResponse(ZEvidenceResponse, 'Saved'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const item = await getEvidenceForUser(c.var.deps, user, c.req.valid('param').id);
    const updated = await updateEvidence(c.var.deps, item, c.req.valid('json'));
    return c.json({ success: true as const, evidence: presentEvidence(updated) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/evidence/{id}',
    tags,
    summary: 'Delete an item',
    request: { params: itemParams },
    responses: { 200: jsonResponse(ZMessageResponse, 'Deleted'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const item = await getEvidenceForUser(c.var.deps, user, c.req.valid('param').id);
    await deleteEvidence(c.var.deps, item);
    return c.json({ success: true as const, message: 'The item was deleted.' }, 200);
  },
);

export { routes as evidenceRoutes };
