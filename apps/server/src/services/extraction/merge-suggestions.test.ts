import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TEvidenceDraft, TEvidenceItem } from '@acclaim/contracts';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase, uploadDocument, waitForExtraction } from '../../test/case-helpers';
import { haveRealDocuments, realDocumentBytes } from '../../test/real-documents';
import { isSameEvidence, planSuggestions, type StoredItem } from './merge-suggestions';
import { normalizeKey } from './evidence/text';

const draft = (type: TEvidenceDraft['type'], title: string, extra: Partial<TEvidenceDraft> = {}): TEvidenceDraft => ({
  type,
  title,
  description: '',
  date: null,
  details: {},
  sourcePages: [1],
  confidence: 0.7,
  ...extra,
});
const stored = (documentId: string | null, d: TEvidenceDraft, extra: Partial<StoredItem> = {}): StoredItem => ({
  id: `id-${d.title}`,
  documentId,
  ...d,
  status: 'suggested',
  isEdited: false,
  ...extra,
});

describe('the same evidence from two documents', () => {
  it('matches by DOI, or by title and a compatible year, within one type', () => {
    const paper = draft('publication', 'After the games are over', { date: '2016', details: { doi: '10.1002/ece3.2314' } });
    expect(isSameEvidence(paper, draft('publication', 'After the Games Are Over.', { details: { doi: '10.1002/ECE3.2314' } }))).toBe(true);
    expect(isSameEvidence(paper, draft('publication', 'After the games are over', { date: '2016' }))).toBe(true);
    expect(isSameEvidence(paper, draft('publication', 'After the games are over', { date: '2017' }))).toBe(false);
    expect(isSameEvidence(paper, draft('publication', 'After the games are over', { details: { doi: '10.1000/other' } }))).toBe(false);
    expect(isSameEvidence(paper, draft('presentation', 'After the games are over', { date: '2016' }))).toBe(false);
  });

  it('merges a repeated suggestion into the first one, keeping its details and adding what was missing and where else it was found', () => {
    const fromCv = draft('membership', 'Member, AAPM', { date: '2015', details: { role: 'Member' } });
    const plan = planSuggestions(
      'service',
      [
        draft('membership', 'Member, AAPM', { date: '2015', details: { role: 'Full member', organization: 'AAPM' }, sourcePages: [2], confidence: 0.9 }),
        draft('judging', 'Reviewer, Medical Physics'),
      ],
      [stored('cv', fromCv)],
    );
    expect(plan.inserts.map((d) => d.title)).toEqual(['Reviewer, Medical Physics']);
    expect(plan.updates).toEqual([
      { id: 'id-Member, AAPM', confidence: 0.9, details: { role: 'Member', organization: 'AAPM', alsoFoundIn: [{ documentId: 'service', sourcePages: [2] }] } },
    ]);
  });

  it('leaves what the user decided alone and does not suggest it again', () => {
    const accepted = stored('cv', draft('award', 'Knudson Award'), { status: 'accepted' });
    const edited = stored('cv', draft('award', 'Krohmer Award'), { isEdited: true });
    const byHand = stored(null, draft('award', 'Slam Award'), { status: 'accepted' });
    const plan = planSuggestions(
      'biosketch',
      [draft('award', 'Knudson Award'), draft('award', 'Krohmer Award'), draft('award', 'Slam Award')],
      [accepted, edited, byHand],
    );
    expect(plan).toEqual({ inserts: [], updates: [] });
  });

  it('keeps the links of a suggestion when its own document is read again', () => {
    const previous = stored('cv', draft('award', 'Knudson Award', { details: { alsoFoundIn: [{ documentId: 'biosketch', sourcePages: [3] }] } }));
    const plan = planSuggestions('cv', [draft('award', 'Knudson Award')], [], [previous]);
    expect(plan.inserts[0]!.details).toEqual({ alsoFoundIn: [{ documentId: 'biosketch', sourcePages: [3] }] });
  });
});

// ---- as a user does it: two documents of one person, read side by side ------------------------------

const haveFixtures = haveRealDocuments('cv/anderson-brian_cv.docx');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.skipIf(!haveFixtures)('a CV and a professional-service list of the same person (Anderson)', async () => {
  const t = await createTestApp();
  await t.startWorker();

  async function upload(token: string, caseId: string, file: string) {
    const docx = new File([realDocumentBytes(file)], path.basename(file), { type: DOCX });
    return (await uploadDocument(t, token, caseId, docx, 'cv')).id;
  }

  const duplicatesOf = (items: TEvidenceItem[]) => {
    const seen = new Map<string, TEvidenceItem>();
    const repeated: string[] = [];
    for (const item of items) {
      const key = `${item.type}|${typeof item.details.doi === 'string' ? item.details.doi : `${normalizeKey(item.title)}|${item.date?.slice(0, 4) ?? ''}`}`;
      if (seen.has(key)) repeated.push(`${item.type}: ${item.title}`);
      seen.set(key, item);
    }
    return repeated;
  };

  it('lists each membership and editorial role once, linked to both documents, also after a second reading', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Brian Mark Anderson' });
    const cv = await upload(person.token, caseId, 'cv/anderson-brian_cv.docx');
    const service = await upload(person.token, caseId, 'cv/anderson-brian_professional-service.docx');
    expect((await waitForExtraction(t, person.token, caseId, { timeoutMs: 100_000 })).map((d) => d.status)).toEqual(['extracted', 'extracted']);

    const items = (await t.call('GET', `/api/cases/${caseId}/evidence`, { token: person.token })).json.evidence as TEvidenceItem[];
    expect(duplicatesOf(items)).toEqual([]);
    const reviewer = items.filter((i) => i.title === 'Manuscript Reviewer, Medical Physics (Journal)');
    expect(reviewer).toHaveLength(1);
    const [kept] = reviewer;
    const other = kept!.documentId === cv ? service : cv;
    expect(kept!.details.alsoFoundIn).toEqual([{ documentId: other, sourcePages: [1] }]);
    // All twelve items of the service list are in the CV too: each is one item, linked to the other document.
    expect(items.filter((i) => Array.isArray(i.details.alsoFoundIn))).toHaveLength(12);

    expect((await t.call('POST', `/api/documents/${kept!.documentId}/extract`, { token: person.token })).status).toBe(202);
    await waitForExtraction(t, person.token, caseId, { timeoutMs: 100_000 });
    const again = (await t.call('GET', `/api/cases/${caseId}/evidence`, { token: person.token })).json.evidence as TEvidenceItem[];
    expect(duplicatesOf(again)).toEqual([]);
    expect(again.find((i) => i.title === 'Manuscript Reviewer, Medical Physics (Journal)')!.details.alsoFoundIn).toEqual([
      { documentId: other, sourcePages: [1] },
    ]);
  });
});
