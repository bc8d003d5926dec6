import { createRoute, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { answerQuestion, suggestQuestions } from '@acclaim/domain/chat';
import { ZAssessmentInput } from '@acclaim/domain';
import {
  ZChatPreviewResponse,
  ZConversationListResponse,
  ZConversationResponse,
  ZCreateConversationRequest,
  ZErrorResponse,
  ZMessageResponse,
  ZRenameConversationRequest,
  ZSendMessageRequest,
} from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { requireAuth } from '../../lib/auth/guards';
import { caseParams, createRouter, errorResponses, jsonContent, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { getCaseForUser } from '../../services/cases/case-access';
import { assertCanChat, chatAccess, chatterOnCase } from '../../services/chat/chat-access';
import { buildChatContext, siteArticles } from '../../services/chat/chat-context';
import { getChatQuota } from '../../services/chat/chat-quota';
import { hasChatLanguageModel } from '../../services/chat/create-chat-responder';
import {
  createConversation,
  deleteConversation,
  findMessages,
  getConversationForUser,
  findConversations,
  presentConversation,
  presentMessage,
  renameConversation,
} from '../../services/chat/conversation-store';
import { admitQuestion, answerInConversation } from '../../services/chat/send-message';
import { assertChatEnabled } from '../../services/settings/setting-gates';

const tags = ['chat'];
const idParams = z.object({ id: z.string() });
const PREVIEW_QUESTION = 'Which criterion is my weakest?';
const routes = createRouter();

async function conversationResponse(db: Parameters<typeof findMessages>[0], row: Awaited<ReturnType<typeof getConversationForUser>>) {
  const messages = await findMessages(db, row.id);
  return { success: true as const, conversation: presentConversation(row, messages.length), messages: messages.map(presentMessage) };
}

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/conversations',
    tags,
    summary:
      'Conversations of the case (newest first), today’s AI-written answers against the plan’s allowance, whether the plan has chat, and questions that fit the case',
    request: { params: caseParams },
    responses: { 200: jsonResponse(ZConversationListResponse, 'Conversations'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    const chatter = await chatterOnCase(db, user, caseRow);
    const [list, quota, context] = await Promise.all([
      findConversations(db, user, caseRow.id),
      getChatQuota(db, chatter, hasChatLanguageModel(c.var.deps.env)),
      buildChatContext(db, caseRow),
    ]);
    return c.json({ success: true as const, conversations: list, quota, access: chatAccess(chatter), suggestions: suggestQuestions(context) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/conversations',
    tags,
    summary: 'Start a conversation on the case',
    request: { params: caseParams, body: { ...jsonContent(ZCreateConversationRequest), required: false } },
    responses: {
      201: jsonResponse(ZConversationResponse, 'Created'),
      400: errorResponses[400],
      401: errorResponses[401],
      403: jsonResponse(ZErrorResponse, 'The plan has no chat'),
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user, caseRow } = await requireCase(c);
    const { db } = c.var.deps.database;
    // A SUPER_ADMIN may turn the assistant off on /admin/settings; reading conversations stays open.
    await assertChatEnabled(c.var.deps);
    assertCanChat(await chatterOnCase(db, user, caseRow));
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const row = await createConversation(db, user, caseRow.id, body?.title);
    return c.json(await conversationResponse(db, row), 201);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/conversations/{id}',
    tags,
    summary: 'A conversation with its messages, oldest first',
    request: { params: idParams },
    responses: { 200: jsonResponse(ZConversationResponse, 'The conversation'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    return c.json(await conversationResponse(db, await getConversationForUser(db, user, c.req.valid('param').id)), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'patch',
    path: '/conversations/{id}',
    tags,
    summary: 'Rename a conversation',
    request: { params: idParams, body: jsonContent(ZRenameConversationRequest) },
    responses: { 200: jsonResponse(ZConversationResponse, 'Renamed'), 400: errorResponses[400], 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const row = await getConversationForUser(db, user, c.req.valid('param').id);
    return c.json(await conversationResponse(db, await renameConversation(db, row, c.req.valid('json').title)), 200);
  },
);

routes.openapi(
  createRoute({
    method: 'delete',
    path: '/conversations/{id}',
    tags,
    summary: 'Delete a conversation and its messages (AI answers used today still count)',
    request: { params: idParams },
    responses: { 200: jsonResponse(ZMessageResponse, 'Deleted'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { db } = c.var.deps.database;
    const row = await getConversationForUser(db, user, c.req.valid('param').id);
    await deleteConversation(db, row);
    return c.json({ success: true as const, message: 'Conversation deleted.' }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/conversations/{id}/messages',
    tags,
    summary:
      'Ask a question; the answer streams as NDJSON events (start, delta…, done or error). No daily cap: past the plan’s AI answers, the assistant answers',
    request: { params: idParams, body: jsonContent(ZSendMessageRequest) },
    responses: {
      200: { description: 'The streamed answer', content: { 'application/x-ndjson': { schema: z.any() } } },
      400: errorResponses[400],
      401: errorResponses[401],
      403: jsonResponse(ZErrorResponse, 'The plan has no chat'),
      429: jsonResponse(ZErrorResponse, 'Too many questions in a short time'),
      ...notFoundForAccount,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const deps = c.var.deps;
    const conversation = await getConversationForUser(deps.database.db, user, c.req.valid('param').id);
    await assertChatEnabled(deps); // switched off on /admin/settings
    const chatter = await chatterOnCase(deps.database.db, user, await getCaseForUser(deps.database.db, user, conversation.caseId));
    const admitted = await admitQuestion(deps, chatter);
    const events = answerInConversation(deps, c.var.log, chatter, conversation, c.req.valid('json').content, admitted);
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    // Proxies that buffer would hold the answer back until it is complete.
    c.header('X-Accel-Buffering', 'no');
    return stream(c, async (out) => {
      for await (const event of events) await out.write(`${JSON.stringify(event)}\n`);
    }) as never;
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/chat/preview',
    tags,
    summary: 'What the assistant does, for plans without chat: its answer to a question on the fictional demo case',
    responses: { 200: jsonResponse(ZChatPreviewResponse, 'An example answer'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const input = ZAssessmentInput.parse(DEMO_PROFILE);
    const context = { profile: input.profile, evidence: input.evidence, assessment: assessCase(input), letter: null, documents: [] };
    const { markdown, sources, citations } = answerQuestion({ question: PREVIEW_QUESTION, context, articles: siteArticles(c.var.deps.content) });
    return c.json({ success: true as const, question: PREVIEW_QUESTION, answer: { markdown, sources, citations }, access: chatAccess(user) }, 200);
  },
);

export { routes as chatRoutes };
