import { describe, expect, it } from 'vitest';
import { checkLetter, type LetterIssue } from './filing-check';
import { ZLetter, type Letter, type LetterDraft, type Sentence } from './schema';
import { CLEAN_EXHIBITS, cite, cleanLetter, cleanLetterDraft, exhibit, fact, prose, text } from './test-builders';

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
    const pinned = (pin: string) => withSentences(prose(text('"National interest" is undefined ('), { type: 'citation', authorityId: 'dhanasar', pin }, text(').')));
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
});
