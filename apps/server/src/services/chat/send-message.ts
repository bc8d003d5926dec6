import { eq } from 'drizzle-orm';
import type { TChatStreamEvent } from '@acclaim/contracts';
import { cases, chatMessages, conversations, type ConversationRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { enforceRateLimit } from '../../lib/rate-limit';
import { assertCanChat } from './chat-access';
import { buildChatContext, siteArticles } from './chat-context';
import { admitChatQuestion, giveBack, type AdmittedQuestion } from './chat-quota';
import { hasChatLanguageModel, responderForQuestion } from './create-chat-responder';
import { findMessages, presentConversation, presentMessage, titleFromQuestion } from './conversation-store';

/** Earlier messages the assistant reads: enough for a follow-up ("And for awards?"), not the whole history. */
const HISTORY_MESSAGES = 8;

/**
 * Checks and counts a question before anything streams (plan, abuse limit), so refusals are ordinary error answers;
 * nothing is written when one of them refuses. There is no daily cap on questions: the daily allowance only decides
 * whether an AI answer is reserved for this one (see chat-quota.ts).
 */
export async function admitQuestion(deps: AppDeps, user: UserRow): Promise<AdmittedQuestion> {
  assertCanChat(user);
  await enforceRateLimit(deps.database.db, 'chat', deps.env.RATE_LIMIT_CHAT, [user.id]);
  return admitChatQuestion(deps.database.db, user, hasChatLanguageModel(deps.env));
}

/**
 * Saves the question, answers it from the case as it is now and saves the answer, as a stream of events. The AI model
 * answers when an AI answer was reserved for the question, else the grounded assistant; a reserved AI answer the
 * model did not write is given back. An answer that cannot be given leaves the question saved with an error event,
 * and nothing is counted for it.
 */
export async function* answerInConversation(
  deps: AppDeps,
  log: Logger,
  user: UserRow,
  conversation: ConversationRow,
  content: string,
  admitted: AdmittedQuestion,
): AsyncGenerator<TChatStreamEvent> {
  const { db } = deps.database;
  const responder = responderForQuestion(deps.env, log, admitted.isAiAnswerReserved);
  const { history, userMessage } = await saveQuestion(db, conversation, content);
  yield { type: 'start', userMessage: presentMessage(userMessage), quota: admitted.quota };

  const { result: answering } = yield* relayDeltas(async (onDelta) => {
    const [caseRow] = await db.select().from(cases).where(eq(cases.id, conversation.caseId));
    if (!caseRow) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
    const context = await buildChatContext(db, caseRow);
    return await responder.answer({ question: content, context, articles: siteArticles(deps.content), history }, onDelta);
  });

  // Whether an AI answer is still reserved for this question, so it is given back once at most.
  let isAiAnswerHeld = admitted.isAiAnswerReserved;
  try {
    const answer = await answering;
    let quota = admitted.quota;
    // The model fell back to the assistant's answer (it failed, or its answer did not pass the check): not an AI answer.
    if (isAiAnswerHeld && answer.engine !== 'llm') {
      isAiAnswerHeld = false;
      quota = await giveBack(db, user, admitted, { aiAnswer: true, question: false });
    }
    const [saved] = await db
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        role: 'assistant',
        content: answer.markdown,
        sources: answer.sources,
        citations: answer.citations,
        followUps: answer.followUps,
        engine: answer.engine,
        model: answer.model,
      })
      .returning();
    const [updated] = await db.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversation.id)).returning();
    const count = (await findMessages(db, conversation.id)).length;
    yield { type: 'done', message: presentMessage(saved!), quota, conversation: presentConversation(updated!, count) };
  } catch (error) {
    deps.logger.warn({ err: error, conversationId: conversation.id }, 'chat answer failed');
    await giveBack(db, user, admitted, { aiAnswer: isAiAnswerHeld, question: true });
    yield { type: 'error', message: 'The answer could not be written. Please ask again.' };
  }
}

/** Reads the earlier messages the assistant gets, then saves the question; a new conversation is named after it. */
async function saveQuestion(db: Db, conversation: ConversationRow, content: string) {
  const history = (await findMessages(db, conversation.id)).slice(-HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content }));
  const [userMessage] = await db.insert(chatMessages).values({ conversationId: conversation.id, role: 'user', content }).returning();
  const title = conversation.isTitleSet || history.length ? {} : { title: titleFromQuestion(content) };
  await db
    .update(conversations)
    .set({ ...title, updatedAt: new Date() })
    .where(eq(conversations.id, conversation.id));
  return { history, userMessage: userMessage! };
}

/**
 * Starts `write` and passes on each piece of text it reports as a delta event, while it is still writing. The
 * writing comes back unawaited (in an object, so the generator's return does not await it), for the caller to
 * await where its failure is handled.
 */
async function* relayDeltas<T>(write: (onDelta: (text: string) => void) => Promise<T>): AsyncGenerator<TChatStreamEvent, { result: Promise<T> }> {
  const pending: string[] = [];
  // Held in an object: TypeScript does not see the closures assign it.
  const signal: { wake: (() => void) | null } = { wake: null };
  const onDelta = (text: string) => {
    pending.push(text);
    signal.wake?.();
  };
  let finished = false;
  const answering = (async () => {
    try {
      return await write(onDelta);
    } finally {
      finished = true;
      signal.wake?.();
    }
  })();
  answering.catch(() => {}); // awaited by the caller; this only keeps an early failure from being reported as unhandled

  // Deltas are passed on as they arrive, while the responder is still writing.
  while (!finished || pending.length) {
    if (pending.length) {
      yield { type: 'delta', text: pending.shift()! };
      continue;
    }
    await new Promise<void>((resolve) => (signal.wake = resolve));
    signal.wake = null;
  }
  return { result: answering };
}
