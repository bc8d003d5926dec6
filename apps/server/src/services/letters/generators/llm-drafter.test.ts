import { beforeEach, describe, expect, it } from 'vitest';
import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { checkLetter, composeLetter, letterToPlainText, sectionToPlainText, type Section } from '@acclaim/domain/letter';
import { createLlmDrafter } from './llm-drafter';
import type { SectionMarkup } from './section-markup';
import { openEachParagraph, startFakeSectionModel } from '../../../test/fake-section-model';

const model = await startFakeSectionModel();

const input = ZAssessmentInput.parse(DEMO_PROFILE);
const brief = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
const exhibits = [...new Set(input.evidence.flatMap((e) => (e.exhibit ? [e.exhibit] : [])))].map((label) => ({
  label,
  evidenceIds: input.evidence.filter((e) => e.exhibit === label).map((e) => e.id),
}));
const criterion = brief.sections.find((s) => s.kind === 'criterion')!;
const drafter = createLlmDrafter({ provider: 'openai-compatible', baseURL: model.baseURL, model: 'test-model', maxRetries: 0 });

const evidenceOf = (section: Section) => input.evidence.filter((e) => sectionToPlainText(section).includes(`${e.exhibit}`));
const draft = (section: Section) => drafter.draftSection({ brief: section, evidence: evidenceOf(section), applicantName: 'Priya Raman', petitionType: 'EB1A' });
const withExtra =
  (extra: string) =>
  (d: SectionMarkup): SectionMarkup => ({ ...d, blocks: [...d.blocks, { type: 'paragraph', text: extra }] });

beforeEach(() => {
  model.transform = (d) => d;
  model.failWith = null;
  model.requests.length = 0;
});

describe('the LLM drafter', () => {
  it('accepts a faithful rewrite over real HTTP and keeps the provenance of every sentence', async () => {
    model.transform = openEachParagraph;
    const result = await draft(criterion);
    expect(result.keptBrief).toBeNull();
    expect(sectionToPlainText(result.section)).toContain('Notably, ');
    expect(model.requests[0]!.model).toBe('test-model');
    expect(model.requests[0]!.messages.find((m) => m.role === 'system')!.content).toMatch(/Never add a fact/);
    const letter = { ...brief, sections: brief.sections.map((s) => (s.id === criterion.id ? result.section : s)) };
    expect(checkLetter(letter, { exhibits }).filter((i) => i.kind !== 'exhibit-uncited')).toEqual([]);
  });

  it.each([
    ['a number the evidence does not hold', withExtra('She also won 7 further prizes [[exhibit:A-1]].'), /number 7/],
    ['an authority the composer did not cite here', withExtra('This is settled law [[cite:dhanasar]].'), /cites "dhanasar"/],
    ['a citation typed as words', withExtra('See Matter of Smith, 99 I&N Dec. 123 (AAO 2020).'), /number 99|not in the authority library/],
    [
      'a dropped exhibit',
      (d: SectionMarkup) => ({
        ...d,
        blocks: d.blocks.map((b) => (b.type === 'paragraph' ? { ...b, text: b.text.replace(/\[\[exhibit:[^\]]+\]\]/g, '') } : b)),
      }),
      /dropped exhibit/,
    ],
    ['talk of chances', withExtra('Her chances of approval are excellent.'), /outcome/],
    ['a gutted section', (d: SectionMarkup) => ({ heading: d.heading, blocks: d.blocks.slice(0, 1) }), /too short/],
  ])('keeps the composer section when the model adds %s', async (_name, bad, reason) => {
    model.transform = bad;
    const result = await draft(criterion);
    expect(result.keptBrief).toMatch(reason);
    expect(result.section).toEqual(criterion);
  });

  it('keeps the composer section when the model fails, and never sends the law or the index to it', async () => {
    model.failWith = 503;
    const failed = await draft(criterion);
    expect(failed.keptBrief).toMatch(/model call failed/);
    expect(failed.section).toEqual(criterion);

    model.failWith = null;
    const law = brief.sections.find((s) => s.kind === 'legal-framework')!;
    expect((await draft(law)).section).toEqual(law);
    expect(model.requests).toHaveLength(1);
  });

  it('rewrites a whole letter that still passes the filing check', async () => {
    model.transform = openEachParagraph;
    const sections: Section[] = [];
    for (const section of brief.sections) sections.push((await draft(section)).section);
    const letter = { ...brief, sections };
    expect(letterToPlainText(letter)).toContain('Notably, ');
    expect(checkLetter(letter, { exhibits }).filter((i) => i.kind !== 'exhibit-uncited')).toEqual([]);
  });
});
