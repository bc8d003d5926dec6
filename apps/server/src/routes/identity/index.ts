import { createRoute, z } from '@hono/zod-openapi';
import { ZConfirmIdentityRequest, ZDocumentResponse, ZErrorResponse, ZEvidenceResponse } from '@acclaim/contracts';
import type { DocumentRow } from '../../db/schema/index';
import { requireAuth } from '../../lib/auth/guards';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { presentDocument } from '../../presenters/document';
import { presentEvidence } from '../../presenters/evidence';
import { countDocumentEvidence } from '../../services/documents/manage-documents';
import { findBeneficiaryNames } from '../../services/identity/beneficiary-names';
import {
  confirmDocumentIdentity,
  confirmEvidenceIdentity,
  unconfirmDocumentIdentity,
  unconfirmEvidenceIdentity,
} from '../../services/identity/confirm-identity';
import { withIdentity } from '../../services/identity/evidence-with-identity';

/**
 * A person's confirmation that a document (or an item typed by hand) flagged as naming someone else belongs to the
 * case anyway, with their reason, and its withdrawal. The same people who may edit a document may confirm it.
 */
const tags = ['documents'];
const params = z.object({ id: z.string() });
const responsesFor = <T extends z.ZodType>(schema: T) => ({
  200: jsonResponse(schema, 'Saved'),
  404: jsonResponse(ZErrorResponse, 'Not found for this account'),
  409: jsonResponse(ZErrorResponse, 'Not flagged, so there is nothing to confirm'),
  ...errorResponses,
});
const routes = createRouter();

async function documentResponse(deps: AppDeps, row: DocumentRow) {
  const [count, names] = await Promise.all([countDocumentEvidence(deps, row.id), findBeneficiaryNames(deps.database.db, row.caseId)]);
  return { success: true as const, document: presentDocument(row, count, names.legalName) };
}

routes.openapi(
  createRoute({
    method: 'post',
    path: '/documents/{id}/identity-confirmation',
    tags,
    summary: 'Confirm that a document flagged as naming someone else belongs to the case, with the reason; its evidence then counts',
    request: { params, ...jsonBody(ZConfirmIdentityRequest) },
    responses: responsesFor(ZDocumentResponse),
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await confirmDocumentIdentity(c.var.deps, c.var.log, user, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await documentResponse(c.var.deps, row), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/documents/{id}/identity-confirmation',
    tags,
    summary: 'Withdraw the confirmation: the document’s evidence stops counting again',
    request: { params },
    responses: responsesFor(ZDocumentResponse),
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await unconfirmDocumentIdentity(c.var.deps, c.var.log, user, c.req.valid('param').id);
    return c.json(await documentResponse(c.var.deps, row), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/evidence/{id}/identity-confirmation',
    tags: ['evidence'],
    summary: 'Confirm that an item typed by hand that names someone else belongs to the case, with the reason',
    request: { params, ...jsonBody(ZConfirmIdentityRequest) },
    responses: responsesFor(ZEvidenceResponse),
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await confirmEvidenceIdentity(c.var.deps, c.var.log, user, c.req.valid('param').id, c.req.valid('json'));
    const [item] = await withIdentity(c.var.deps.database.db, row.caseId, [row]);
    return c.json({ success: true as const, evidence: presentEvidence(item!) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/evidence/{id}/identity-confirmation',
    tags: ['evidence'],
    summary: 'Withdraw the confirmation of an item typed by hand',
    request: { params },
    responses: responsesFor(ZEvidenceResponse),
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await unconfirmEvidenceIdentity(c.var.deps, c.var.log, user, c.req.valid('param').id);
    const [item] = await withIdentity(c.var.deps.database.db, row.caseId, [row]);
    return c.json({ success: true as const, evidence: presentEvidence(item!) }, 200);
  },
);

export { routes as identityRoutes };
