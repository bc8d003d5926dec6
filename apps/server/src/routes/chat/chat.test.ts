import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkAnswer, CHAT_DISCLAIMER } from '@acclaim/domain/chat';
import { getAuthority } from '@acclaim/domain/authorities';
import { TEN_CHAT_QUESTIONS } from '@acclaim/domain/test/chat-questions';
import { ZConversationListResponse, type TChatStreamEvent } from '@acclaim/contracts';
import { chatUsage } from '../../db/schema/index';
import { signUpWithCase, subscribe, uploadDocument } from '../../test/case-helpers';
import { realDocumentBytes } from '../../test/real-documents';
import { createTestApp } from '../../test/test-app';
import { ask } from '../../test/ask-chat';

const t = await createTestApp();
// The CV upload is extracted by the job queue.
await t.startWorker();

const done = (events: TChatStreamEvent[]) => events.find((e): e is Extract<TChatStreamEvent, { type: 'done' }> => e.type === 'done')!;

/** A Complete-plan case built from a real CV: uploaded, extracted, every suggested item accepted. */
async function caseFromCv() {
  const { caseId, ...person } = await signUpWithCase(t, { name: 'Amit Agarwal' });
  await subscribe(t, person.token, 'COMPLETE');
  await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'EB1A', fieldOfEndeavor: 'Data science and machine learning' } });
  await uploadDocument(t, person.token, caseId, new File([realDocumentBytes('cv/agarwal-amit_cv.pdf')], 'agarwal-amit_cv.pdf', { type: 'application/pdf' }));
  for (let i = 0; i < 300; i++) {
    const docs = (await t.call('GET', `/api/cases/${caseId}/documents`, { token: person.token })).json.documents;
    if (docs[0].status === 'extracted') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const items = (await t.call('GET', `/api/cases/${caseId}/evidence`, { token: person.token })).json.evidence as { id: string }[];
  expect(items.length).toBeGreaterThan(5);
  for (const item of items) await t.call('PATCH', `/api/evidence/${item.id}`, { token: person.token, body: { status: 'accepted' } });
  const userId = (await t.call('GET', '/api/auth/me', { token: person.token })).json.user.id as string;
  return { ...person, caseId, userId };
}

const today = () => new Date().toISOString().slice(0, 10);

/** What today's row holds for the account: questions asked, and answers the AI model wrote. */
async function usageToday(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(chatUsage)
    .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, today())));
  return { queries: row?.queries ?? 0, aiAnswers: row?.aiAnswers ?? 0 };
}

describe('case chat', () => {
  it('answers ten real questions on a case built from a CV, each streamed, grounded and cited, and uses no AI answer where no model is set up', async () => {
    const { token, caseId, userId } = await caseFromCv();
    const list = ZConversationListResponse.parse((await t.call('GET', `/api/cases/${caseId}/conversations`, { token })).json);
    // Complete's 30 AI-written answers a day are on top of the assistant; without a model none can be given or used.
    expect(list).toMatchObject({
      conversations: [],
      access: { canChat: true },
      quota: { hasLanguageModel: false, aiAnswersPerDay: 30, aiAnswersUsed: 0, aiAnswersLeft: 30 },
    });
    expect(list.suggestions.length).toBeGreaterThanOrEqual(3);

    const created = await t.call('POST', `/api/cases/${caseId}/conversations`, { token, body: {} });
    expect(created.status, created.text).toBe(201);
    const id = created.json.conversation.id as string;

    for (const question of TEN_CHAT_QUESTIONS) {
      const { status, events } = await ask(t.app, token, id, question);
      expect(status).toBe(200);
      expect(events[0]).toMatchObject({ type: 'start', userMessage: { role: 'user', content: question }, quota: { aiAnswersUsed: 0, aiAnswersLeft: 30 } });
      const final = done(events);
      const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
      expect(final.message.content).toBe(streamed);
      expect(final.message).toMatchObject({ role: 'assistant', engine: 'retrieval' });
      expect(checkAnswer(final.message.content).ok, `${question}\n${final.message.content}`).toBe(true);
      expect(final.message.content).toContain(CHAT_DISCLAIMER);
      for (const citation of final.message.citations) {
        if (citation.kind === 'authority') expect(getAuthority(citation.authorityId)?.citation).toBe(citation.citation);
      }
      if (question !== 'What are my chances of approval?') expect(final.message.citations.length, question).toBeGreaterThan(0);
    }
    const chances = (await t.call('GET', `/api/conversations/${id}`, { token })).json.messages[17].content as string;
    expect(chances).toMatch(/No one can honestly put a number on/);

    const conversation = (await t.call('GET', `/api/conversations/${id}`, { token })).json;
    expect(conversation.conversation).toMatchObject({ title: 'Which criterion is my weakest?', messageCount: 20 });
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual(TEN_CHAT_QUESTIONS.flatMap(() => ['user', 'assistant']));

    // The abuse limit: ten questions a minute; the eleventh waits, and is neither saved nor counted.
    const limited = await ask(t.app, token, id, 'One more?');
    expect(limited.status).toBe(429);
    expect(await usageToday(userId)).toEqual({ queries: 10, aiAnswers: 0 });
  });

  it('keeps conversations private, renames and deletes them, and never gives questions back by deleting', async () => {
    const { token, caseId, userId } = await caseFromCv();
    const id = (await t.call('POST', `/api/cases/${caseId}/conversations`, { token, body: { title: 'Prongs' } })).json.conversation.id as string;
    expect((await ask(t.app, token, id, 'What does prong 1 need?')).status).toBe(200);
    expect((await t.call('GET', `/api/conversations/${id}`, { token })).json.conversation.title).toBe('Prongs');

    const other = await t.signUp({ name: 'Someone Else' });
    await subscribe(t, other.token, 'COMPLETE');
    expect((await t.call('GET', `/api/conversations/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PATCH', `/api/conversations/${id}`, { token: other.token, body: { title: 'Mine' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/conversations/${id}`, { token: other.token })).status).toBe(404);
    expect((await ask(t.app, other.token, id, 'Hello?')).status).toBe(404);
    expect((await t.call('GET', `/api/cases/${caseId}/conversations`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/conversations/${id}`)).status).toBe(401);

    const renamed = await t.call('PATCH', `/api/conversations/${id}`, { token, body: { title: '  NIW prongs ' } });
    expect(renamed.json.conversation.title).toBe('NIW prongs');
    expect((await t.call('PATCH', `/api/conversations/${id}`, { token, body: { title: '' } })).status).toBe(400);
    expect((await ask(t.app, token, id, '   ')).status).toBe(400);

    expect((await t.call('DELETE', `/api/conversations/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/conversations/${id}`, { token })).status).toBe(404);
    expect((await t.call('GET', `/api/cases/${caseId}/conversations`, { token })).json).toMatchObject({ conversations: [] });
    expect((await usageToday(userId)).queries).toBe(1);
  });

  it('answers a Complete user’s 31st question of the day with the assistant instead of refusing it, and refuses chat on the Free Trial, showing an example instead', async () => {
    const { token, caseId, userId } = await caseFromCv();
    const id = (await t.call('POST', `/api/cases/${caseId}/conversations`, { token, body: {} })).json.conversation.id as string;
    // Thirty questions asked and thirty AI answers used today: the allowance is spent, the assistant is not.
    await t.database.db
      .insert(chatUsage)
      .values({ userId, day: today(), queries: 30, aiAnswers: 30 })
      .onConflictDoUpdate({ target: [chatUsage.userId, chatUsage.day], set: { queries: 30, aiAnswers: 30 } });
    const list = ZConversationListResponse.parse((await t.call('GET', `/api/cases/${caseId}/conversations`, { token })).json);
    expect(list.quota).toMatchObject({ aiAnswersPerDay: 30, aiAnswersUsed: 30, aiAnswersLeft: 0 });

    const answered = await ask(t.app, token, id, 'What does prong 3 need?');
    expect(answered.status).toBe(200);
    const final = done(answered.events);
    expect(final.message).toMatchObject({ role: 'assistant', engine: 'retrieval' });
    expect(checkAnswer(final.message.content).ok).toBe(true);
    expect(final.quota).toMatchObject({ aiAnswersUsed: 30, aiAnswersLeft: 0 });
    expect((await t.call('GET', `/api/conversations/${id}`, { token })).json.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(await usageToday(userId)).toEqual({ queries: 31, aiAnswers: 30 });

    const { caseId: freeCase, ...free } = await signUpWithCase(t, { name: 'Free Person' });
    const state = (await t.call('GET', `/api/cases/${freeCase}/conversations`, { token: free.token })).json;
    expect(state.access).toMatchObject({ canChat: false });
    expect(state.access.upgradeNote).toMatch(/Billing/);
    expect((await t.call('POST', `/api/cases/${freeCase}/conversations`, { token: free.token, body: {} })).status).toBe(403);
    const preview = (await t.call('GET', '/api/chat/preview', { token: free.token })).json;
    expect(preview.question).toBe('Which criterion is my weakest?');
    expect(checkAnswer(preview.answer.markdown).ok).toBe(true);
    expect(preview.answer.citations.length).toBeGreaterThan(0);
  });
});
