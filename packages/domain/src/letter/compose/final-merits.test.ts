import { describe, expect, it } from 'vitest';
import { assessCase, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { RESEARCHER } from '../../assessment/test-profiles';
import { countWords, sectionToPlainText } from '../plain-text';
import type { Section } from '../schema';
import { blockParagraphs } from '../walk';
import { composeLetter } from './index';
import { BOETTIGER } from './fixtures/boettiger';
import { withExhibits } from '../../test/exhibits';

/** Final merits as an argument (issue 25, item 3), on the strong EB-1A profiles. */

const meritsOf = (input: AssessmentInput): Section => {
  const section = composeLetter(input, assessCase(input), { petitionType: 'EB1A' }).sections.find((s) => s.kind === 'final-merits');
  if (!section) throw new Error('expected a final-merits section');
  return section;
};
const PROFILES: [string, AssessmentInput][] = [
  ['demo', ZAssessmentInput.parse(DEMO_PROFILE)],
  ['researcher', withExhibits(RESEARCHER)],
  ['Boettiger', BOETTIGER],
];

describe.each(PROFILES)('the final merits of the %s letter', (_name, input) => {
  const section = meritsOf(input);
  const text = sectionToPlainText(section);

  it('argues in at least 600 words, with no list in it', () => {
    expect(countWords(text)).toBeGreaterThanOrEqual(600);
    expect(section.blocks.some((b) => b.type === 'list')).toBe(false);
  });

  it('preserves the Mukherji objection with its scope, in the alternative', () => {
    expect(text).toContain('Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)');
    expect(text).toContain('Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)');
    expect(text).toMatch(/one district court; it binds only its parties and is offered as persuasive authority/);
    expect(text).toContain('even if the final-merits step applies, the record meets it');
    expect(text).not.toMatch(/Mukherji[^.]*\b(binding on USCIS|requires USCIS|controls)\b/);
  });

  it('states the totality standard and argues sustained acclaim and top standing from figures', () => {
    expect(text).toContain('The type and quality of the evidence, not its volume, decide the final merits');
    expect(text).toMatch(/recognition in the field spans \d+ years/);
    // The span ends at the filing, even where a grant or a term runs on after it.
    const end = Number(/recognition in the field spans \d+ years, from \d{4}(?:, when it began with [^.]*?)?,? to (\d{4})/.exec(text)?.[1]);
    expect(end).toBeLessThanOrEqual(Number((input.profile.intendedFilingDate ?? input.asOf).slice(0, 4)));
    expect(text).toMatch(/went to \d+ of [\d,]+ candidates, one in every [\d,]+/);
    expect(text).toMatch(/ranks in the \d+(st|nd|rd|th) citation percentile of its field/);
    expect(text).toContain('Corroboration by Experts in the Field');
    // A writer's account continues the sentence that names the writer; no summary fragment after a colon.
    expect(text).not.toMatch(/first-hand knowledge of the work: (describes|explains|reports|states|independent)/i);
  });

  it('opens the span with a recognition received, never with a role that began then and continues', () => {
    const opener = /when it began with “([^”]+)”/.exec(text)?.[1];
    if (opener === undefined) return expect(text).toMatch(/recognition in the field spans \d+ years, from \d{4} to \d{4} \(Exhibits? /);
    const item = input.evidence.find((e) => e.title === opener);
    expect(item, `no item titled ${opener}`).toBeDefined();
    expect(String(item!.details?.endDate ?? '')).not.toMatch(/present|current|ongoing/i);
  });

  it('volunteers no weakness and lists no chronology year by year', () => {
    expect(text).not.toMatch(/the chronology|includes only|only one|\bFrom \d{4} to \d{4}, the\b/);
    expect(text).not.toMatch(/^\s*-?\s*(\w+ \d{1,2}, )?\d{4}: /m);
  });

  it('rests every factual sentence on an exhibit', () => {
    for (const { paragraph } of section.blocks.flatMap(blockParagraphs)) {
      for (const s of paragraph.sentences.filter((x) => x.isFactual)) expect(s.runs.some((r) => r.type === 'exhibit')).toBe(true);
    }
  });
});
