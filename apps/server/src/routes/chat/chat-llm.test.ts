import { describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER } from '@acclaim/domain/chat';
import { ZConversationListResponse, type TChatStreamEvent } from '@acclaim/contracts';
import { addEvidence, signUpWithCase, subscribe, uploadText } from '../../test/case-helpers';
import { startFakeChatModel } from '../../test/fake-chat-model';
import { createTestApp } from '../../test/test-app';
import { ask } from '../../test/ask-chat';

const model = await startFakeChatModel();
// The abuse limit raised past a day's AI answers, so one test can ask the 31st question in a row.
const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.baseURL, LLM_MODEL: 'local-chat', RATE_LIMIT_CHAT: '100/60' });
await t.startWorker();

const REGULATION = '8 C.F.R. § 204.5(h)(3)';

async function conversationOnCase(planId: 'ANALYSIS' | 'COMPLETE' = 'COMPLETE') {
  const { caseId, ...person } = await signUpWithCase(t, { name: 'Mira Castell' });
  await subscribe(t, person.token, planId);
  await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'EB1A', fieldOfEndeavor: 'Hydrology' } });
  const award = await uploadText(
    t,
    person.token,
    caseId,
    'award.txt',
    'Award letter: the 2021 Hydrology Prize of the European Geosciences Union, to Mira Castell.',
    'award',
  );
  await addEvidence(t, person.token, caseId, {
    type: 'award',
    title: '2021 Hydrology Prize, European Geosciences Union',
    date: '2021-04',
    details: { issuer: 'European Geosciences Union', scope: 'international', winners: 1 },
    documentId: award.id,
  });
  const id = (await t.call('POST', `/api/cases/${caseId}/conversations`, { token: person.token, body: {} })).json.conversation.id as string;
  return { token: person.token, caseId, id, label: award.exhibitLabel };
}

const GOOD_REPLY = (label: string) =>
  `Your prize is your strongest item (Exhibit ${label}). Awards are one of the ten criteria listed in ${REGULATION}, and the prize must be nationally or internationally recognized.`;

function doneOf(events: TChatStreamEvent[]) {
  const done = events.find((e) => e.type === 'done');
  if (done?.type !== 'done') throw new Error('no answer');
  return done;
}

async function quotaOn(token: string, caseId: string) {
  return ZConversationListResponse.parse((await t.call('GET', `/api/cases/${caseId}/conversations`, { token })).json).quota;
}

describe('case chat with a language model', () => {
  it('streams the model’s answer, written after it read the case and the grounded answer through tools, and saves it when it passes the check', async () => {
    const { token, id, label } = await conversationOnCase();
    let seen: string[] = [];
    model.reply = (toolResults) => {
      seen = toolResults;
      return `Your prize is your strongest item (Exhibit ${label}). Awards are one of the ten criteria listed in ${REGULATION}, and the prize must be nationally or internationally recognized.`;
    };
    const { status, events } = await ask(t.app, token, id, 'Is my award enough?');
    expect(status).toBe(200);
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.find((e) => e.type === 'done');
    if (done?.type !== 'done') throw new Error('no answer');
    expect(done.message).toMatchObject({ engine: 'llm', model: 'local-chat', sources: ['case', 'knowledge', 'reasoning'] });
    expect(done.message.content).toContain(`(Exhibit ${label})`);
    expect(done.message.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(done.message.citations).toEqual(
      expect.arrayContaining([
        { kind: 'exhibit', label, title: '2021 Hydrology Prize, European Geosciences Union' },
        { kind: 'authority', authorityId: 'cfr-204-5-h-3', citation: REGULATION },
      ]),
    );
    // The model read the case (with its exhibit) and the offline assistant's cited answer before writing.
    expect(seen).toHaveLength(2);
    expect(seen.join(' ')).toContain(label);
    expect(seen.join(' ')).toContain('markdown');
  });

  it('saves the offline answer instead when the model cites outside the library, speaks of chances or names an exhibit the case lacks', async () => {
    const { token, id } = await conversationOnCase();
    for (const reply of [
      'Under Matter of Smith, 99 I&N Dec. 1 (AAO 2030), awards always count.',
      'With this record you have an 80% chance of approval.',
      'Your press coverage is strong (Exhibit Z-9).',
    ]) {
      model.reply = () => reply;
      const { events } = await ask(t.app, token, id, 'Is my award enough?');
      const done = events.find((e) => e.type === 'done');
      if (done?.type !== 'done') throw new Error('no answer');
      expect(done.message.engine, reply).toBe('retrieval');
      expect(done.message.content).not.toContain(reply);
      expect(done.message.content).toContain(CHAT_DISCLAIMER);
    }
    const saved = (await t.call('GET', `/api/conversations/${id}`, { token })).json.messages as { content: string }[];
    expect(saved.some((m) => /Matter of Smith|80%|Z-9/.test(m.content))).toBe(false);
  });

  it('gives back the AI answer reserved for a question when the model’s answer is set aside for the assistant’s', async () => {
    const { token, caseId, id } = await conversationOnCase();
    model.reply = () => 'With this record you have an 80% chance of approval.';
    const { events } = await ask(t.app, token, id, 'Is my award enough?');
    // Counted while the model wrote; given back once its answer was refused.
    expect(events[0]).toMatchObject({ type: 'start', quota: { aiAnswersUsed: 1, aiAnswersLeft: 29 } });
    expect(doneOf(events)).toMatchObject({ message: { engine: 'retrieval' }, quota: { aiAnswersUsed: 0, aiAnswersLeft: 30 } });
    expect(await quotaOn(token, caseId)).toMatchObject({ aiAnswersUsed: 0, aiAnswersLeft: 30 });
  });

  it('on Complete, lets the model write the first 30 answers of the day and the assistant the 31st, which is answered, not refused', async () => {
    const { token, caseId, id, label } = await conversationOnCase();
    model.reply = () => GOOD_REPLY(label);
    expect(await quotaOn(token, caseId)).toEqual(expect.objectContaining({ hasLanguageModel: true, aiAnswersPerDay: 30, aiAnswersUsed: 0, aiAnswersLeft: 30 }));

    const engines: string[] = [];
    for (let asked = 1; asked <= 31; asked++) {
      const requestsBefore = model.requests.length;
      const { status, events } = await ask(t.app, token, id, `Is my award enough? (${asked})`);
      expect(status, `question ${asked}`).toBe(200);
      const done = doneOf(events);
      engines.push(done.message.engine!);
      if (asked <= 30) {
        expect(done.quota, `question ${asked}`).toMatchObject({ aiAnswersUsed: asked, aiAnswersLeft: 30 - asked });
        expect(model.requests.length).toBeGreaterThan(requestsBefore);
      } else {
        // The allowance is spent: the assistant answers from the library and the case, and the model is not asked.
        expect(done.quota).toMatchObject({ aiAnswersUsed: 30, aiAnswersLeft: 0 });
        expect(model.requests.length).toBe(requestsBefore);
        expect(done.message.content).toContain(CHAT_DISCLAIMER);
      }
    }
    expect(engines.slice(0, 30)).toEqual(Array(30).fill('llm'));
    expect(engines[30]).toBe('retrieval');
    expect(await quotaOn(token, caseId)).toMatchObject({ aiAnswersUsed: 30, aiAnswersLeft: 0 });
  });

  it('on Analysis, answers with the assistant without asking the model or counting anything', async () => {
    const { token, caseId, id, label } = await conversationOnCase('ANALYSIS');
    model.reply = () => GOOD_REPLY(label);
    expect(await quotaOn(token, caseId)).toEqual(expect.objectContaining({ hasLanguageModel: true, aiAnswersPerDay: 0, aiAnswersUsed: 0, aiAnswersLeft: 0 }));
    const requestsBefore = model.requests.length;
    for (const question of ['Is my award enough?', 'What does prong 2 need?']) {
      const { status, events } = await ask(t.app, token, id, question);
      expect(status).toBe(200);
      expect(doneOf(events)).toMatchObject({ message: { engine: 'retrieval', model: null }, quota: { aiAnswersUsed: 0 } });
    }
    expect(model.requests.length).toBe(requestsBefore);
  });
});
