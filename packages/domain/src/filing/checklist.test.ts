import { describe, expect, it } from 'vitest';
import { buildFilingChecklist, type ChecklistDocument, type FilingChecklistInput } from './checklist';

const doc = (fields: Partial<ChecklistDocument> & Pick<ChecklistDocument, 'id' | 'category'>): ChecklistDocument => ({
  name: `${fields.id}.pdf`,
  exhibitLabel: `X-${fields.id}`,
  status: 'extracted',
  translationOfId: null,
  isEnglish: true,
  ...fields,
});

/** A case ready to file: every item present or not needed. */
function readyCase(overrides: Partial<FilingChecklistInput> = {}): FilingChecklistInput {
  return {
    petitionType: 'EB1A',
    i140: { hasAssistance: true, partsConfirmed: 8, partsTotal: 8 },
    supportingForms: [{ formId: 'G-1145', title: 'E-Notification of Application/Petition Acceptance', need: 'optional' }],
    feeTotal: '$1,315',
    feeUnknown: [],
    processing: 'adjustment',
    hasDegreeEvidence: true,
    documents: [
      doc({ id: 'passport', category: 'identity', exhibitLabel: null }),
      doc({ id: 'i94', category: 'status', exhibitLabel: null }),
      doc({ id: 'phd', category: 'degree' }),
      doc({ id: 'award', category: 'award' }),
    ],
    letter: { state: 'ready', version: 3, pageLimit: null, check: { isClean: true, issues: [] } },
    recommendations: [{ recommenderName: 'Dr. Kenji Nakamura', hasDraft: true, isSigned: true, hasCv: true }],
    manualDone: ['supporting-forms', 'fees'],
    ...overrides,
  };
}

const statusOf = (input: FilingChecklistInput, id: string) => buildFilingChecklist(input).items.find((i) => i.id === id)?.status;

describe('buildFilingChecklist', () => {
  it('lists every part of a filing in package order and calls a ready case complete', () => {
    const checklist = buildFilingChecklist(readyCase());
    expect(checklist.items.map((i) => i.id)).toEqual([
      'i-140',
      'supporting-forms',
      'fees',
      'identity',
      'status',
      'degree',
      'petition-letter',
      'recommendation-letters',
      'exhibits',
      'translations',
    ]);
    expect(checklist.counts).toEqual({ present: 9, missing: 0, blocking: 0, 'not-needed': 1 });
    expect(checklist.isComplete).toBe(true);
  });

  it('blocks on an unconfirmed I-140 guide and on a plan without it', () => {
    expect(statusOf(readyCase({ i140: { hasAssistance: true, partsConfirmed: 3, partsTotal: 8 } }), 'i-140')).toBe('blocking');
    const noGuide = buildFilingChecklist(readyCase({ i140: { hasAssistance: false, partsConfirmed: 0, partsTotal: 8 } }));
    expect(noGuide.items[0]).toMatchObject({ status: 'blocking', target: 'forms' });
    expect(noGuide.isComplete).toBe(false);
  });

  it('lets the user tick what the product cannot see, and blocks on required forms until then', () => {
    const input = readyCase({ manualDone: [], supportingForms: [{ formId: 'G-28', title: 'Notice of Entry of Appearance', need: 'required' }] });
    const checklist = buildFilingChecklist(input);
    expect(checklist.items.find((i) => i.id === 'supporting-forms')).toMatchObject({
      status: 'blocking',
      manual: { isDone: false },
      details: ['G-28: Notice of Entry of Appearance'],
    });
    expect(checklist.items.find((i) => i.id === 'fees')).toMatchObject({ status: 'blocking', manual: { isDone: false } });
    expect(checklist.items.find((i) => i.id === 'fees')!.summary).toContain('$1,315');
    expect(statusOf(readyCase({ manualDone: [], supportingForms: [] }), 'supporting-forms')).toBe('not-needed');
  });

  it('needs status documents only for adjustment in the United States', () => {
    const withoutStatus = readyCase().documents.filter((d) => d.category !== 'status');
    expect(statusOf(readyCase({ documents: withoutStatus }), 'status')).toBe('missing');
    expect(statusOf(readyCase({ documents: withoutStatus, processing: 'consular' }), 'status')).toBe('not-needed');
  });

  it('blocks an NIW filing without any evidence of the advanced degree', () => {
    const noDegree = readyCase().documents.filter((d) => d.category !== 'degree');
    expect(statusOf(readyCase({ petitionType: 'NIW', documents: noDegree, hasDegreeEvidence: false }), 'degree')).toBe('blocking');
    expect(statusOf(readyCase({ petitionType: 'NIW', documents: noDegree, hasDegreeEvidence: true }), 'degree')).toBe('missing');
    expect(statusOf(readyCase({ documents: noDegree, hasDegreeEvidence: false }), 'degree')).toBe('missing');
  });

  it('blocks on a missing, unfinished, cut or unchecked petition letter', () => {
    expect(statusOf(readyCase({ letter: null }), 'petition-letter')).toBe('blocking');
    expect(statusOf(readyCase({ letter: { state: 'writing', version: 0, pageLimit: null, check: null } }), 'petition-letter')).toBe('blocking');
    const cut = buildFilingChecklist(readyCase({ letter: { state: 'ready', version: 1, pageLimit: 5, check: { isClean: true, issues: [] } } }));
    expect(cut.items.find((i) => i.id === 'petition-letter')!.summary).toContain('first 5 pages');
    expect(statusOf(readyCase({ letter: { state: 'ready', version: 2, pageLimit: null, check: null } }), 'petition-letter')).toBe('blocking');
  });

  it('keeps the letter from Ready while its filing check finds anything, naming the first issues with their sections', () => {
    const issue = (n: number, sectionHeading: string | null = 'Judging the Work of Others') => ({
      kind: 'number-mismatch',
      message: `Finding ${n}.`,
      sectionHeading,
      text: null,
    });
    const unsupported = {
      kind: 'unsupported-sentence',
      message: 'This factual statement does not rest on any evidence.',
      sectionHeading: 'I. Introduction',
      text: 'She gave 3 keynote talks.',
    };
    const two = buildFilingChecklist(
      readyCase({ letter: { state: 'ready', version: 2, pageLimit: null, check: { isClean: false, issues: [unsupported, issue(2, null)] } } }),
    );
    expect(two.items.find((i) => i.id === 'petition-letter')).toMatchObject({
      status: 'blocking',
      target: 'petition-letter',
      summary: 'Version 2: the filing check found 2 issues to resolve.',
      details: ['In “I. Introduction”: “She gave 3 keynote talks.” This factual statement does not rest on any evidence.', 'Finding 2.'],
    });
    expect(two.isComplete).toBe(false);

    const five = buildFilingChecklist(
      readyCase({ letter: { state: 'ready', version: 4, pageLimit: null, check: { isClean: false, issues: [1, 2, 3, 4, 5].map((n) => issue(n)) } } }),
    );
    expect(five.items.find((i) => i.id === 'petition-letter')!.details).toEqual([
      'In “Judging the Work of Others”: Finding 1.',
      'In “Judging the Work of Others”: Finding 2.',
      'In “Judging the Work of Others”: Finding 3.',
      '2 more issues in the petition letter’s filing check.',
    ]);
  });

  it('names unsigned recommendation letters and missing CVs', () => {
    const item = buildFilingChecklist(
      readyCase({
        recommendations: [
          { recommenderName: 'Dr. A', hasDraft: true, isSigned: false, hasCv: false },
          { recommenderName: 'Dr. B', hasDraft: false, isSigned: false, hasCv: false },
        ],
      }),
    ).items.find((i) => i.id === 'recommendation-letters')!;
    expect(item).toMatchObject({
      status: 'missing',
      summary: '1 letter: 1 not yet signed and 1 without the recommender’s CV.',
      details: ['Dr. A: draft, not yet signed, CV missing'],
    });
  });

  it('blocks without evidence and points at unlabelled or unreadable exhibits', () => {
    expect(statusOf(readyCase({ documents: [] }), 'exhibits')).toBe('blocking');
    const item = buildFilingChecklist(
      readyCase({ documents: [doc({ id: 'a', category: 'award', exhibitLabel: null }), doc({ id: 'b', category: 'media', status: 'failed' })] }),
    ).items.find((i) => i.id === 'exhibits')!;
    expect(item.status).toBe('missing');
    expect(item.details).toEqual(['a.pdf has no exhibit label.', 'X-b: b.pdf could not be read; check that the file opens.']);
  });

  it('blocks on a document not in English until a translation is linked to it', () => {
    const foreign = doc({ id: 'press', category: 'media', isEnglish: false, name: 'Le Monde.pdf', exhibitLabel: 'E-1' });
    const blocked = buildFilingChecklist(readyCase({ documents: [...readyCase().documents, foreign] })).items.find((i) => i.id === 'translations')!;
    expect(blocked).toMatchObject({ status: 'blocking', details: ['E-1: Le Monde.pdf does not read as English and has no linked translation.'] });
    expect(blocked.summary).toContain('8 C.F.R. § 103.2(b)(3)');
    const translation = doc({ id: 'press-en', category: 'translation', translationOfId: 'press' });
    expect(statusOf(readyCase({ documents: [...readyCase().documents, foreign, translation] }), 'translations')).toBe('present');
    const loose = doc({ id: 'loose', category: 'translation' });
    expect(statusOf(readyCase({ documents: [...readyCase().documents, loose] }), 'translations')).toBe('missing');
  });

  it('adds attorney approval of the letter for a firm case only, blocking until every section is approved as it reads', () => {
    expect(buildFilingChecklist(readyCase()).items.some((i) => i.id === 'letter-approval')).toBe(false);
    const waiting = buildFilingChecklist(
      readyCase({
        letterApproval: {
          total: 3,
          approved: 1,
          awaiting: [
            { heading: 'I. Introduction', hasChanged: false },
            { heading: 'Judging', hasChanged: true },
          ],
        },
      }),
    );
    const item = waiting.items.find((i) => i.id === 'letter-approval')!;
    expect(waiting.items.map((i) => i.id).slice(6, 8)).toEqual(['petition-letter', 'letter-approval']);
    expect(item).toMatchObject({ title: 'Attorney approval of the petition letter', status: 'blocking', target: 'petition-letter' });
    expect(item.summary).toMatch(/^2 sections of 3 await attorney approval/);
    expect(item.details).toEqual(['I. Introduction: not yet approved', 'Judging: changed since it was approved']);
    expect(waiting.isComplete).toBe(false);

    const approved = buildFilingChecklist(readyCase({ letterApproval: { total: 3, approved: 3, awaiting: [] } }));
    expect(approved.items.find((i) => i.id === 'letter-approval')).toMatchObject({ status: 'present' });
    expect(approved.isComplete).toBe(true);
    expect(statusOf(readyCase({ letterApproval: { total: 0, approved: 0, awaiting: [] } }), 'letter-approval')).toBe('blocking');
  });
});
