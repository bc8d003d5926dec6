import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZCreateClientCaseRequest,
  ZCreateFirmRequest,
  ZErrorResponse,
  ZFirmCaseResponse,
  ZFirmCasesQuery,
  ZFirmCasesResponse,
  ZFirmContextResponse,
  ZFirmInvitation,
  ZFirmMemberResponse,
  ZFirmMembersResponse,
  ZFirmResponse,
  ZInvitationPreviewResponse,
  ZInviteMemberRequest,
  ZMessageResponse,
  ZUpdateFirmRequest,
  ZUpdateMemberRequest,
} from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import { setSessionCookie } from '../../lib/auth/session-cookie';
import { getRequestMeta } from '../../lib/client-info';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { presentFirm, presentFirmCase, presentInvitation, presentMember, presentMembership } from '../../presenters/firm';
import { presentUser } from '../../presenters/user';
import { createClientCase, findFirmCases, resendClientInvitation } from '../../services/firms/client-cases';
import { getFirmPlan, requireMembership, type Membership } from '../../services/firms/firm-access';
import { acceptInvitation, previewInvitation } from '../../services/firms/firm-invitations';
import { getFirmContext } from '../../services/firms/get-firm-context';
import { countClientCases, createFirm, readFirmLogo, removeFirmLogo, setFirmLogo, updateFirm } from '../../services/firms/manage-firm';
import { inviteMember, findMembers, removeMember, revokeInvitation, updateMember } from '../../services/firms/manage-members';
import type { AppDeps } from '../../lib/context';

const tags = ['firm'];
const routes = createRouter();
const notInFirm = { 404: jsonResponse(ZErrorResponse, 'Not part of a firm') };
const forbidden = { 403: jsonResponse(ZErrorResponse, 'The member’s role does not allow it') };

async function firmResponse(deps: AppDeps, membership: Membership) {
  const plan = await getFirmPlan(deps.database.db, membership.firm);
  return {
    success: true as const,
    firm: presentFirm(membership, plan, await countClientCases(deps, membership.firm.id)),
    membership: presentMembership(membership),
  };
}

routes.openapi(
  createRoute({
    method: 'get',
    path: '/firm/context',
    tags,
    summary: 'The user’s firm and the brand the workspace wears (staff: their firm; a client: their case’s firm)',
    responses: { 200: jsonResponse(ZFirmContextResponse, 'Firm context'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json({ success: true as const, context: await getFirmContext(c.var.deps, user) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/firm',
    tags,
    summary: 'Create a firm with the signed-in user as its owner',
    request: jsonBody(ZCreateFirmRequest),
    responses: { 201: jsonResponse(ZFirmResponse, 'Created'), 409: jsonResponse(ZErrorResponse, 'Already part of a firm'), ...forbidden, ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const membership = await createFirm(c.var.deps, user, c.req.valid('json'));
    return c.json(await firmResponse(c.var.deps, membership), 201);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/firm',
    tags,
    summary: 'The user’s firm',
    responses: { 200: jsonResponse(ZFirmResponse, 'The firm'), 401: errorResponses[401], ...notInFirm },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json(await firmResponse(c.var.deps, await requireMembership(c.var.deps.database.db, user)), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/firm',
    tags,
    summary: 'Change the firm’s profile and branding (owner)',
    request: jsonBody(ZUpdateFirmRequest),
    responses: { 200: jsonResponse(ZFirmResponse, 'Saved'), ...forbidden, ...notInFirm, ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json(await firmResponse(c.var.deps, await updateFirm(c.var.deps, user, c.req.valid('json'))), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'put',
    path: '/firm/logo',
    tags,
    summary: 'Replace the firm’s logo (owner; multipart field `file`, PNG or JPEG up to 1 MB)',
    request: { body: { content: { 'multipart/form-data': { schema: z.object({ file: z.any() }) } }, required: true } },
    responses: {
      200: jsonResponse(ZFirmResponse, 'Saved'),
      413: jsonResponse(ZErrorResponse, 'Larger than 1 MB'),
      ...forbidden,
      ...notInFirm,
      ...errorResponses,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const form = c.req.valid('form') as { file?: unknown };
    if (!(form.file instanceof File)) throw new AppError('BAD_REQUEST', { message: 'Choose an image file for the logo.' });
    const membership = await setFirmLogo(c.var.deps, user, new Uint8Array(await form.file.arrayBuffer()));
    return c.json(await firmResponse(c.var.deps, membership), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/firm/logo',
    tags,
    summary: 'Remove the firm’s logo (owner)',
    responses: { 200: jsonResponse(ZFirmResponse, 'Removed'), ...forbidden, ...notInFirm, 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json(await firmResponse(c.var.deps, await removeFirmLogo(c.var.deps, user)), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/firms/{firmId}/logo',
    tags,
    summary: 'A firm’s logo (public: shown on invitation pages and in emails)',
    request: { params: z.object({ firmId: z.string() }) },
    responses: { 200: { description: 'The image', content: { 'image/png': { schema: z.any() } } }, 404: jsonResponse(ZErrorResponse, 'No logo') },
  }),
  async (c) => {
    const logo = await readFirmLogo(c.var.deps, c.req.valid('param').firmId);
    c.header('Content-Type', logo.mimeType);
    // The URL carries the logo's version, so it can be cached for long.
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200) as never;
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/firm/members',
    tags,
    summary: 'Members of the firm and pending invitations',
    responses: { 200: jsonResponse(ZFirmMembersResponse, 'Members'), 401: errorResponses[401], ...notInFirm },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { members, invitations } = await findMembers(c.var.deps, user);
    return c.json(
      {
        success: true as const,
        members: members.map(presentMember),
        invitations: invitations.map((row) => presentInvitation(row.invitation, row.invitedByName)),
      },
      200,
    );
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/firm/invitations',
    tags,
    summary: 'Invite a colleague by email (owner)',
    request: jsonBody(ZInviteMemberRequest),
    responses: {
      201: jsonResponse(z.object({ success: z.literal(true), invitation: ZFirmInvitation }), 'Invitation sent'),
      409: jsonResponse(ZErrorResponse, 'Already a member of this firm'),
      ...forbidden,
      ...notInFirm,
      ...errorResponses,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await inviteMember(c.var.deps, user, c.req.valid('json'));
    return c.json({ success: true as const, invitation: presentInvitation(row.invitation, row.invitedByName) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/firm/invitations/{invitationId}',
    tags,
    summary: 'Withdraw a pending invitation',
    request: { params: z.object({ invitationId: z.string() }) },
    responses: {
      200: jsonResponse(ZMessageResponse, 'Withdrawn'),
      ...forbidden,
      404: jsonResponse(ZErrorResponse, 'No such pending invitation'),
      401: errorResponses[401],
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    await revokeInvitation(c.var.deps, user, c.req.valid('param').invitationId);
    return c.json({ success: true as const, message: 'Invitation withdrawn. Its link no longer works.' }, 200);
  },
);

const memberParams = z.object({ memberId: z.string() });

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/firm/members/{memberId}',
    tags,
    summary: 'Change a member’s role (owner) or bar details (owner, or the member)',
    request: { params: memberParams, ...jsonBody(ZUpdateMemberRequest) },
    responses: { 200: jsonResponse(ZFirmMemberResponse, 'Saved'), ...forbidden, 404: jsonResponse(ZErrorResponse, 'No such member'), ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await updateMember(c.var.deps, user, c.req.valid('param').memberId, c.req.valid('json'));
    return c.json({ success: true as const, member: presentMember(row) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/firm/members/{memberId}',
    tags,
    summary: 'Remove a member from the firm (owner); their account stays',
    request: { params: memberParams },
    responses: { 200: jsonResponse(ZMessageResponse, 'Removed'), ...forbidden, 404: jsonResponse(ZErrorResponse, 'No such member'), ...errorResponses },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    await removeMember(c.var.deps, user, c.req.valid('param').memberId);
    return c.json({ success: true as const, message: 'Removed from the firm. Their own account stays.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/firm/cases',
    tags,
    summary: 'The firm’s client cases with stage, progress and filing date; `q` searches, `stage` filters, `limit` and `offset` page',
    request: { query: ZFirmCasesQuery },
    responses: { 200: jsonResponse(ZFirmCasesResponse, 'Client cases, nearest filing date first'), ...errorResponses, ...notInFirm },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { views, total } = await findFirmCases(c.var.deps, user, c.req.valid('query'));
    return c.json({ success: true as const, cases: views.map(presentFirmCase), total }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/firm/cases',
    tags,
    summary: 'Open a case for a client and email them the portal invitation (the same answer whether or not the address has an account)',
    request: jsonBody(ZCreateClientCaseRequest),
    responses: {
      201: jsonResponse(ZFirmCaseResponse, 'Created; invitation sent'),
      403: jsonResponse(ZErrorResponse, 'Plan limit reached'),
      ...notInFirm,
      ...errorResponses,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const view = await createClientCase(c.var.deps, user, c.req.valid('json'));
    return c.json({ success: true as const, case: presentFirmCase(view) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/firm/cases/{caseId}/invitation',
    tags,
    summary: 'Send a client who has not accepted yet a new portal link (the older one stops working)',
    request: { params: z.object({ caseId: z.string() }) },
    responses: {
      200: jsonResponse(ZMessageResponse, 'Sent'),
      409: jsonResponse(ZErrorResponse, 'Already joined'),
      ...forbidden,
      404: jsonResponse(ZErrorResponse, 'No such case'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const email = await resendClientInvitation(c.var.deps, user, c.req.valid('param').caseId);
    return c.json({ success: true as const, message: `A new invitation is on its way to ${email}.` }, 200);
  },
);

const tokenParams = z.object({ token: z.string().min(1).max(200) });

routes.openapi(
  createRoute({
    method: 'get',
    path: '/invitations/{token}',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'What an invitation link offers (public)',
    request: { params: tokenParams },
    responses: {
      200: jsonResponse(ZInvitationPreviewResponse, 'The invitation'),
      410: jsonResponse(ZErrorResponse, 'Used, withdrawn or expired'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { deps } = c.var;
    return c.json({ success: true as const, invitation: await previewInvitation(deps, c.req.valid('param').token) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/invitations/{token}/accept',
    tags,
    middleware: [rateLimit('code-check', 'RATE_LIMIT_CODE_CHECK', 'ip')],
    summary: 'Accept an invitation: set a password (a new address) or, signed in as the invited account, join',
    request: { params: tokenParams, ...jsonBody(ZAcceptInvitationRequest) },
    responses: {
      200: jsonResponse(ZAcceptInvitationResponse, 'Accepted'),
      409: jsonResponse(ZErrorResponse, 'In another firm'),
      410: jsonResponse(ZErrorResponse, 'Used, withdrawn or expired'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { deps } = c.var;
    const result = await acceptInvitation(deps, c.req.valid('param').token, c.req.valid('json'), c.var.auth?.user ?? null, getRequestMeta(c));
    if (result.sessionToken) setSessionCookie(c, result.sessionToken);
    return c.json(
      {
        success: true as const,
        message: result.message,
        user: presentUser(result.user),
        tokens: result.sessionToken ? { accessToken: result.sessionToken } : null,
        redirectTo: result.redirectTo,
      },
      200,
    );
  },
);

export { routes as firmRoutes };
