import { describe, expect, it } from 'vitest';
import { checkLetter, type LetterExhibit, type LetterIssue } from './filing-check';
import { ZLetter, type Letter, type LetterDraft, type Sentence } from './schema';
import { CLEAN_EXHIBITS, cite, cleanLetter, cleanLetterDraft, exhibit, fact, prose, text } from '../test/letter-builders';

/** The clean letter with one extra paragraph in the introduction. */
function withSentences(...sentences: Sentence[]): Letter {
  const draft: LetterDraft = cleanLetterDraft();
  draft.sections[0]!.blocks!.push({ type: 'paragraph', sentences });
  return ZLetter.parse(draft);
}

const kinds = (issues: LetterIssue[]) => issues.map((i) => i.kind);

describe('checkLetter', () => {
  it('passes a clean letter', () => {
    expect(checkLetter(cleanLetter(), { exhibits: CLEAN_EXHIBITS })).toEqual([]);
  });

  it('finds a factual sentence with no evidence, and one with evidence but no exhibit reference', () => {
    const letter = withSentences(
      fact([], text('She is the most cited author in her field.')),
      fact(['ev-award'], text('The prize has 3 winners a year.')),
      prose(text('This shows acclaim.')),
    );
    const issues = checkLetter(letter, { exhibits: CLEAN_EXHIBITS });
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'unsupported-sentence',
        text: 'She is the most cited author in her field.',
        location: { sectionId: 'introduction', block: 1, sentence: 0 },
        message: 'This factual statement does not rest on any evidence.',
      }),
      expect.objectContaining({
        kind: 'unsupported-sentence',
        location: { sectionId: 'introduction', block: 1, sentence: 1 },
        message: expect.stringContaining('no exhibit reference'),
      }),
    ]);
  });

  it('finds exhibits cited but missing (once per label) and evidence outside the cited exhibit', () => {
    const letter = withSentences(
      fact(['ev-x'], text('She chaired the panel'), exhibit('Z-9'), text('.')),
      fact(['ev-x'], text('Again'), exhibit('Z-9'), text('.')),
      fact(['ev-panel'], text('She reviewed for NSF'), exhibit('B-1'), text('.')),
      fact(['ev-review'], text('She reviewed for journals'), exhibit('B-1', ['ev-review', 'ev-award']), text('.')),
    );
    const issues = checkLetter(letter, { exhibits: CLEAN_EXHIBITS });
    expect(kinds(issues)).toEqual(['exhibit-missing', 'evidence-not-in-exhibit', 'evidence-not-in-exhibit']);
    expect(issues[0]).toMatchObject({ label: 'Z-9', location: { sectionId: 'introduction', block: 1, sentence: 0 } });
    expect(issues[1]).toMatchObject({ evidenceIds: ['ev-panel'], location: { sentence: 2 } });
    expect(issues[2]).toMatchObject({ evidenceIds: ['ev-award'], location: { sentence: 3 } });
  });

  it('finds exhibits never cited; a mention in the exhibit index alone does not count', () => {
    const exhibits = [...CLEAN_EXHIBITS, { label: 'C-1', evidenceIds: ['ev-press'] }];
    const draft = cleanLetterDraft();
    const index = draft.sections[2]!.blocks![0]!;
    if (index.type === 'list') index.items.push({ sentences: [prose(exhibit('C-1'), text(' Press article.'))] });
    const issues = checkLetter(ZLetter.parse(draft), { exhibits });
    expect(issues).toEqual([expect.objectContaining({ kind: 'exhibit-uncited', label: 'C-1', location: null })]);
  });

  it('finds citation runs whose authority is not in the library', () => {
    const issues = checkLetter(withSentences(prose(text('See '), cite('matter-of-smith'), text('.'))), { exhibits: CLEAN_EXHIBITS });
    expect(issues).toEqual([expect.objectContaining({ kind: 'unknown-authority', authorityId: 'matter-of-smith' })]);
  });

  it('accepts a pinpoint the library gives and flags any other', () => {
    const pinned = (pin: string) =>
      withSentences(prose(text('"National interest" is undefined ('), { type: 'citation', authorityId: 'dhanasar', pin }, text(').')));
    expect(checkLetter(pinned('887'), { exhibits: CLEAN_EXHIBITS })).toEqual([]);
    expect(checkLetter(pinned('902'), { exhibits: CLEAN_EXHIBITS })).toEqual([
      expect.objectContaining({ kind: 'citation-outside-library', citation: 'Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016), at 902' }),
    ]);
  });

  it('flags free-text citations outside the library in sentences, headings and the title', () => {
    const draft = cleanLetterDraft();
    draft.title = 'Petition under 8 U.S.C. § 1153(b)(1)(A)';
    draft.sections[1]!.heading = 'Judging, 8 C.F.R. § 204.5(h)(3)(xi)';
    draft.sections[0]!.blocks!.push({ type: 'heading', text: 'Smith v. Mayorkas' });
    draft.sections[0]!.blocks!.push({
      type: 'paragraph',
      sentences: [prose(text('As held in '), text('Matter of Smith', ['italic']), text(', the petition succeeds.'))],
    });
    const issues = checkLetter(ZLetter.parse(draft), { exhibits: CLEAN_EXHIBITS });
    expect(issues.map((i) => [i.kind, i.kind === 'citation-outside-library' ? i.citation : '', i.location])).toEqual([
      ['citation-outside-library', '8 U.S.C. § 1153(b)(1)(A)', { sectionId: null }],
      ['citation-outside-library', 'Smith v. Mayorkas', { sectionId: 'introduction', block: 1 }],
      ['citation-outside-library', '8 C.F.R. § 204.5(h)(3)(xi)', { sectionId: 'criterion-eb1a-iv' }],
      // Text split across runs (a mark change) is linted as one piece of prose.
      ['citation-outside-library', 'Matter of Smith', { sectionId: 'introduction', block: 2, sentence: 0 }],
    ]);
  });

  it('accepts library citations written as free text and does not glue text around citation runs', () => {
    const letter = withSentences(
      prose(text('Under Matter of Dhanasar and 8 CFR 204.5(h)(3), the test applies.')),
      // Joined with a plain space this would read "Smith v. Jones", a citation outside the library.
      prose(text('Smith'), cite('kazarian'), text('v. Jones')),
    );
    expect(checkLetter(letter, { exhibits: CLEAN_EXHIBITS })).toEqual([]);
  });

  it('finds numbers that differ from verified data, per evidence item or for the person', () => {
    const verifiedNumbers = [
      { evidenceId: null, term: 'citations', value: 1234 },
      { evidenceId: null, term: 'h-index', value: 14 },
      { evidenceId: 'ev-review', term: 'manuscripts', value: 120 },
    ];
    // The clean letter's "120 manuscripts" agrees.
    expect(checkLetter(cleanLetter(), { exhibits: CLEAN_EXHIBITS, verifiedNumbers })).toEqual([]);

    const letter = withSentences(
      fact(['ev-award'], text('Her work has 1,300 independent citations and an h-index of 14'), exhibit('A-1', ['ev-award']), text('.')),
      fact(['ev-award'], text('Her h-index is 15'), exhibit('A-1'), text('.')),
      // Not about ev-review, so its manuscript count is not compared.
      fact(['ev-award'], text('The prize jury read 300 manuscripts'), exhibit('A-1'), text('.')),
      // Not factual: argument is not checked against data.
      prose(text('Few scientists reach 1,300 citations.')),
    );
    const issues = checkLetter(letter, { exhibits: CLEAN_EXHIBITS, verifiedNumbers });
    expect(issues.map((i) => (i.kind === 'number-mismatch' ? [i.term, i.stated, i.verified, i.location.sentence] : i.kind))).toEqual([
      ['citations', 1300, 1234, 0],
      ['h-index', 15, 14, 1],
    ]);
    expect(issues[0]?.message).toBe('The letter says 1300 citations; verified data says 1234.');
  });

  it('reports several kinds together in one letter', () => {
    const letter = withSentences(fact([], text('Unsupported.')), prose(text('See '), cite('nope'), exhibit('Q-1'), text('.')));
    const issues = checkLetter(letter, { exhibits: [...CLEAN_EXHIBITS, { label: 'D-1', evidenceIds: [] }] });
    expect(new Set(kinds(issues))).toEqual(new Set(['unsupported-sentence', 'unknown-authority', 'exhibit-missing', 'exhibit-uncited']));
  });

  describe('exhibits the identity check holds back', () => {
    const heldAward: LetterExhibit = {
      label: 'A-1',
      evidenceIds: ['ev-award'],
      documentName: 'award-letter.pdf',
      category: 'award',
      identity: { reason: 'names-other', names: ['Amit Agarwal'] },
    };
    const withHeldAward = (held: LetterExhibit) => [held, ...CLEAN_EXHIBITS.slice(1)];

    it('reports a cited exhibit whose document names another person, once, and points to Documents', () => {
      const letter = withSentences(fact(['ev-award'], text('The prize went to one chemist a year'), exhibit('A-1', ['ev-award']), text('.')));
      const issues = checkLetter(letter, { exhibits: withHeldAward(heldAward) });
      expect(issues).toEqual([
        {
          kind: 'exhibit-identity-unconfirmed',
          label: 'A-1',
          location: { sectionId: 'introduction', block: 0, sentence: 1 },
          message:
            'Exhibit A-1 (award-letter.pdf) names Amit Agarwal, not the beneficiary, and no one has confirmed it is the beneficiary’s. On the Documents screen, confirm that it belongs to the beneficiary or remove it; until then, do not cite it in the letter.',
        },
      ]);
    });

    it('reports one that names no one, even when only the exhibit index lists it', () => {
      const draft = cleanLetterDraft();
      const index = draft.sections[2]!.blocks![0]!;
      if (index.type === 'list') index.items.push({ sentences: [prose(exhibit('C-1'), text(' Press article.'))] });
      const held: LetterExhibit = { label: 'C-1', evidenceIds: ['ev-press'], identity: { reason: 'names-no-one', names: [] } };
      const issues = checkLetter(ZLetter.parse(draft), { exhibits: [...CLEAN_EXHIBITS, held] });
      expect(issues).toEqual([
        expect.objectContaining({
          kind: 'exhibit-identity-unconfirmed',
          label: 'C-1',
          message: expect.stringMatching(/^Exhibit C-1 names no one the case knows/),
        }),
      ]);
    });

    it('does not ask for a held exhibit to be cited, and says nothing once it is confirmed', () => {
      const uncitedHeld: LetterExhibit = { label: 'D-1', evidenceIds: [], identity: { reason: 'names-other', names: ['Jane Roe'] } };
      expect(checkLetter(cleanLetter(), { exhibits: [...CLEAN_EXHIBITS, uncitedHeld] })).toEqual([]);
      expect(checkLetter(cleanLetter(), { exhibits: withHeldAward({ ...heldAward, identity: null }) })).toEqual([]);
    });
  });

  describe('argued sections resting only on the CV', () => {
    const cvExhibits: LetterExhibit[] = [
      { label: 'A-1', evidenceIds: ['ev-award'], category: 'award' },
      {
        label: 'B-1',
        evidenceIds: ['ev-review', 'ev-panel'],
        category: 'cv',
        documentName: 'cv.pdf',
        evidenceTypes: { 'ev-review': 'judging', 'ev-panel': 'judging' },
      },
    ];
    /** The clean letter with the judging section's two facts cited to the CV (B-1). */
    function judgingOnTheCv(): Letter {
      const draft = cleanLetterDraft();
      const list = draft.sections[1]!.blocks![2]!;
      if (list.type === 'list')
        list.items[1] = { sentences: [fact(['ev-panel'], text('She served on the 2024 NSF review panel'), exhibit('B-1', ['ev-panel']), text('.'))] };
      const index = draft.sections[2]!.blocks![0]!;
      if (index.type === 'list') index.items.pop();
      return ZLetter.parse(draft);
    }

    it('reports a criterion section whose facts cite only the CV, once, with the documents to attach', () => {
      const issues = checkLetter(judgingOnTheCv(), { exhibits: cvExhibits });
      expect(issues).toEqual([
        {
          kind: 'cv-only-section',
          location: { sectionId: 'criterion-eb1a-iv' },
          documentsToAttach: ['the invitation to review or judge and its confirmation'],
          message:
            'Every fact in “Judging the Work of Others” rests only on the CV (Exhibit B-1), which an officer reads as the applicant’s own summary, not as proof. Upload the primary documents on the Documents screen and cite them in this section: the invitation to review or judge and its confirmation.',
        },
      ]);
    });

    it('lists the primary document of each item type the section argues, in order', () => {
      const draft = cleanLetterDraft();
      draft.sections.splice(2, 0, {
        id: 'final-merits',
        heading: 'Final Merits',
        kind: 'final-merits',
        blocks: [
          {
            type: 'paragraph',
            sentences: [
              fact(['ev-paper'], text('Her 2019 article has 310 citations'), exhibit('B-1'), text('.')),
              fact(['ev-talk'], text('She gave the 2022 keynote'), exhibit('B-1', ['ev-talk']), text('.')),
            ],
          },
        ],
      });
      const exhibits: LetterExhibit[] = [
        ...CLEAN_EXHIBITS.filter((e) => e.label !== 'B-1'),
        {
          label: 'B-1',
          evidenceIds: ['ev-review', 'ev-paper', 'ev-talk'],
          category: 'cv',
          evidenceTypes: { 'ev-paper': 'publication', 'ev-talk': 'presentation' },
        },
      ];
      const issues = checkLetter(ZLetter.parse(draft), { exhibits });
      // The judging section also cites B-2, a primary exhibit, so only final merits rests on the CV alone.
      expect(issues.map((i) => [i.kind, i.location?.sectionId, i.kind === 'cv-only-section' ? i.documentsToAttach : null])).toEqual([
        ['cv-only-section', 'final-merits', ['the article itself (first page with the venue and authors)', 'the programme or invitation naming the talk']],
      ]);
    });

    it('leaves the introduction on the CV alone, and a section with one primary exhibit', () => {
      const exhibits: LetterExhibit[] = [
        { label: 'A-1', evidenceIds: ['ev-award'], category: 'cv' },
        { label: 'B-1', evidenceIds: ['ev-review'], category: 'cv' },
        { label: 'B-2', evidenceIds: ['ev-panel'], category: 'judging' },
      ];
      expect(checkLetter(cleanLetter(), { exhibits })).toEqual([]);
    });

    it('falls back to a general description when the items’ types are not known', () => {
      const exhibits = cvExhibits.map((e) => (e.category === 'cv' ? { label: e.label, evidenceIds: e.evidenceIds, category: e.category } : e));
      const [issue] = checkLetter(judgingOnTheCv(), { exhibits });
      expect(issue).toMatchObject({
        kind: 'cv-only-section',
        documentsToAttach: [],
        message: expect.stringContaining('the certificate, invitation, article, letter or record that shows each fact.'),
      });
    });
  });
});
