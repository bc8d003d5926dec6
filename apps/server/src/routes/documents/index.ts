import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { ZDocumentListResponse, ZDocumentResponse, ZErrorResponse, ZMessageResponse, ZProcessingResponse, ZUpdateDocumentRequest } from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { AppError } from '../../lib/errors';
import { caseParams, createRouter, errorResponses, jsonBody, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { presentDocument } from '../../presenters/document';
import { getCaseForUser } from '../../services/cases/case-access';
import { canStillWatchCase } from '../../services/cases/can-still-watch-case';
import {
  countDocumentEvidence,
  deleteDocument,
  findDocuments,
  getDocumentForUser,
  getDocumentsStamp,
  queueExtraction,
  updateDocument,
  uploadDocument,
} from '../../services/documents/manage-documents';
import { findProcessing } from '../../services/processing/processing-state';
import { beneficiaryNamesOf, findBeneficiaryNames } from '../../services/identity/beneficiary-names';

const tags = ['documents'];
const documentParams = z.object({ id: z.string() });
const CHOOSE_A_FILE = 'Choose a file to upload (form field “file”).';
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/documents',
    tags,
    summary: 'Documents of a case, newest first',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZDocumentListResponse, 'Documents'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const [list, names] = await Promise.all([findDocuments(c.var.deps, caseRow.id), beneficiaryNamesOf(c.var.deps.database.db, caseRow)]);
    return c.json({ success: true as const, documents: list.map((entry) => presentDocument(entry.row, entry.evidenceCount, names.legalName)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/documents',
    tags,
    summary: 'Upload one file (multipart field `file`, optional `category`): PDF, DOCX, PNG, JPEG, TXT or Markdown up to 25 MB',
    request: {
      params: caseParams,
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.instanceof(File, { error: CHOOSE_A_FILE }).openapi({ type: 'string', format: 'binary' }),
              category: z.string().optional(),
            }),
          },
        },
        required: true,
      },
    },
    responses: {
      201: jsonResponse(ZDocumentResponse, 'Stored; extraction queued'),
      403: jsonResponse(ZErrorResponse, 'Plan upload limit reached'),
      413: jsonResponse(ZErrorResponse, 'Larger than 25 MB'),
      ...errorResponses,
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const form = c.req.valid('form') as { file?: unknown; category?: unknown };
    if (!(form.file instanceof File)) throw new AppError('BAD_REQUEST', { message: CHOOSE_A_FILE });
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    const created = await uploadDocument(c.var.deps, user, c.req.valid('param').caseId, {
      name: form.file.name,
      bytes,
      category: typeof form.category === 'string' ? form.category : undefined,
    });
    return c.json({ success: true as const, document: presentDocument(created, 0) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/documents/{id}',
    tags,
    summary: 'One document',
    request: { params: documentParams },
    responses: { 200: jsonResponse(ZDocumentResponse, 'The document'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getDocumentForUser(c.var.deps, user, c.req.valid('param').id);
    const names = await findBeneficiaryNames(c.var.deps.database.db, row.caseId);
    return c.json({ success: true as const, document: presentDocument(row, await countDocumentEvidence(c.var.deps, row.id), names.legalName) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/documents/{id}',
    tags,
    summary: 'Rename, recategorise or relabel a document',
    request: { params: documentParams, ...jsonBody(ZUpdateDocumentRequest) },
    responses: { 200: jsonResponse(ZDocumentResponse, 'Saved'), ...errorResponses, ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getDocumentForUser(c.var.deps, user, c.req.valid('param').id);
    const updated = await updateDocument(c.var.deps, row, c.req.valid('json'));
    const names = await findBeneficiaryNames(c.var.deps.database.db, row.caseId);
    return c.json({ success: true as const, document: presentDocument(updated, await countDocumentEvidence(c.var.deps, row.id), names.legalName) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/documents/{id}',
    tags,
    summary: 'Delete a document and the evidence only it suggested',
    request: { params: documentParams },
    responses: { 200: jsonResponse(ZMessageResponse, 'Deleted'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getDocumentForUser(c.var.deps, user, c.req.valid('param').id);
    await deleteDocument(c.var.deps, row);
    return c.json({ success: true as const, message: `“${row.name}” was deleted.` }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/documents/{id}/extract',
    tags,
    summary: 'Run extraction again (edited evidence is kept)',
    request: { params: documentParams },
    responses: { 202: jsonResponse(ZMessageResponse, 'Queued'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getDocumentForUser(c.var.deps, user, c.req.valid('param').id);
    await queueExtraction(c.var.deps, row);
    return c.json({ success: true as const, message: `Reading “${row.name}” again.` }, 202);
  },
);

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/documents/{id}/file',
    tags,
    summary: 'The stored file (attachment; `?inline=1` previews PDFs and images)',
    request: { params: documentParams, query: z.object({ inline: z.string().optional() }) },
    responses: {
      200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getDocumentForUser(c.var.deps, user, c.req.valid('param').id);
    const { body, size } = await c.var.deps.storage.stream(row.storageKey);
    const isInline = c.req.valid('query').inline === '1' && INLINE_TYPES.has(row.mimeType);
    const fileName = encodeURIComponent(row.name).replace(/['()]/g, escape);
    c.header('Content-Type', row.mimeType);
    c.header('Content-Length', String(size));
    c.header('Content-Disposition', `${isInline ? 'inline' : 'attachment'}; filename*=UTF-8''${fileName}`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200) as never;
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/processing',
    tags: ['processing'],
    summary: 'Work running on the case (extraction, verification, eligibility, letter, package), optionally of one type',
    request: { params: caseParams, query: z.object({ type: z.string().max(50).optional(), petitionId: z.string().optional() }) },
    responses: { 200: jsonResponse(ZProcessingResponse, 'Processing states'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const query = c.req.valid('query');
    const row = await getCaseForUser(c.var.deps.database.db, user, query.petitionId ?? c.req.valid('param').caseId);
    return c.json({ success: true as const, processing: await findProcessing(c.var.deps.database.db, row.id, { type: query.type }) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/events',
    tags: ['processing'],
    summary: 'Server-Sent Events: `processing` (the states) and `documents` (a document changed) as they happen',
    request: { params: caseParams },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
      401: errorResponses[401],
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const auth = requireAuth(c);
    const { deps } = c.var;
    const row = await getCaseForUser(deps.database.db, auth.user, c.req.valid('param').caseId);
    return streamSSE(c, async (stream) => {
      let lastProcessing = '';
      let lastDocuments = '';
      let idleTicks = 0;
      // The worker may run in another process, so the stream reads the shared state rather than listening in memory.
      while (!stream.aborted) {
        // A stream outlives its request: every other tick (about 1.5 s) it asks again whether this session may still
        // see the case, so a sign-out, a suspension or a removal from the firm stops the document names at once.
        if (idleTicks % 2 === 1 && !(await canStillWatchCase(deps, auth, row.id))) {
          await stream.writeSSE({ event: 'end', data: 'Your access to this case ended. Sign in again to continue.' });
          break;
        }
        const processing = JSON.stringify(await findProcessing(deps.database.db, row.id));
        if (processing !== lastProcessing) {
          lastProcessing = processing;
          await stream.writeSSE({ event: 'processing', data: processing });
        }
        const documentsStamp = await getDocumentsStamp(deps, row.id);
        if (documentsStamp !== lastDocuments) {
          lastDocuments = documentsStamp;
          await stream.writeSSE({ event: 'documents', data: documentsStamp });
        }
        if (++idleTicks % 20 === 0) await stream.writeSSE({ event: 'ping', data: '' });
        await stream.sleep(750);
      }
    }) as never;
  },
);

export { routes as documentsRoutes };
