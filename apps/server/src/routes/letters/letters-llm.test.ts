import { describe, expect, it } from 'vitest';
import { ZLetterCheckResponse, ZLetterVersionListResponse } from '@acclaim/contracts';
import { letterToPlainText } from '@acclaim/domain/letter';
import { createTestApp } from '../../test/test-app';
import { openEachParagraph, startFakeSectionModel } from '../../test/fake-section-model';
import { addEvidence, signUpWithCase, uploadText, waitForLetter } from '../../test/case-helpers';

// The drafter is chosen by configuration: an OpenAI-compatible model on loopback.
const model = await startFakeSectionModel();
const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.baseURL, LLM_MODEL: 'local-drafter' });
await t.startWorker();

describe('petition letters drafted by a language model', () => {
  it('records the model, and its draft passes the same filing check as the composer', async () => {
    model.transform = openEachParagraph;
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Ana Souza' });
    await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'EB1A', fieldOfEndeavor: 'hydrology' } });
    const award = await uploadText(t, person.token, caseId, 'award.txt', 'Award letter: the 2021 Hydrology Prize to Ana Souza.', 'award');
    await addEvidence(t, person.token, caseId, {
      type: 'award',
      title: 'Hydrology Prize, International Water Association',
      date: '2021',
      details: { issuer: 'International Water Association', scope: 'international' },
      documentId: award.id,
    });

    const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token: person.token, body: { petitionType: 'EB1A' } });
    expect(started.status).toBe(202);
    const letter = await waitForLetter(t, person.token, started.json.letter.id);
    expect(letter).toMatchObject({ status: 'completed', generator: 'llm', model: 'local-drafter', version: 1 });
    expect(letterToPlainText(letter.document!)).toContain('Notably, ');
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((r) => r.model === 'local-drafter')).toBe(true);

    const versions = ZLetterVersionListResponse.parse((await t.call('GET', `/api/letters/${letter.id}/versions`, { token: person.token })).json).versions;
    expect(versions[0]).toMatchObject({ generator: 'llm', note: 'First draft, written by local-drafter from the evidence-based draft' });
    const check = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${letter.id}/check`, { token: person.token })).json).check;
    expect(check.issues.filter((i) => i.kind !== 'exhibit-uncited')).toEqual([]);
  });
});
