import { describe, expect, it } from 'vitest';
import { assessCase } from '../../../assessment';
import { estimatePages, sectionToPlainText, sentenceText } from '../../plain-text';
import type { Section } from '../../schema';
import { blockParagraphs, letterSentences } from '../../walk';
import { BOETTIGER } from '../fixtures/boettiger';
import { composeLetter } from '../index';

/**
 * Carl Boettiger's EB-1A letter from his record completed with proof facts (issue 25, "Done means"): argued,
 * not listed; original contributions present; every argued fact on a primary exhibit; the bibliography in the
 * appendix.
 */

const letter = composeLetter(BOETTIGER, assessCase(BOETTIGER), { petitionType: 'EB1A' });
const byId = new Map(BOETTIGER.evidence.map((e) => [e.id, e]));
const section = (id: string): Section => {
  const found = letter.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const factual = (s: Section) =>
  s.blocks
    .flatMap(blockParagraphs)
    .flatMap(({ paragraph }) => paragraph.sentences)
    .filter((x) => x.isFactual);

describe('Carl Boettiger’s EB-1A letter', () => {
  it('runs 25 to 45 pages with a section for each criterion the record carries, original contributions included', () => {
    const pages = estimatePages(letter);
    expect(pages).toBeGreaterThanOrEqual(25);
    expect(pages).toBeLessThanOrEqual(45);
    expect(letter.sections.filter((s) => s.kind === 'criterion').map((s) => s.id)).toEqual([
      'criterion-eb1a-i',
      'criterion-eb1a-iii',
      'criterion-eb1a-iv',
      'criterion-eb1a-v',
      'criterion-eb1a-vi',
      'criterion-eb1a-viii',
    ]);
    expect(letter.sections.map((s) => s.kind).slice(-2)).toEqual(['exhibit-index', 'appendix']);
  });

  it('keeps the bibliography out of the body: no list over eight items before the exhibit index', () => {
    for (const s of letter.sections.filter((x) => x.kind !== 'exhibit-index' && x.kind !== 'appendix')) {
      for (const block of s.blocks) if (block.type === 'list') expect(block.items.length, s.heading).toBeLessThanOrEqual(8);
    }
    const appendix = section('appendix');
    const articles = appendix.blocks
      .flatMap((b) => (b.type === 'list' ? b.items : []))
      .filter((p) => byId.get(p.sentences[0]?.evidenceIds[0] ?? '')?.type === 'publication');
    expect(articles).toHaveLength(BOETTIGER.evidence.filter((e) => e.type === 'publication').length);
  });

  it('states in each criterion a significance fact and a comparison with the field', () => {
    const expectations: Record<string, RegExp[]> = {
      'criterion-eb1a-i': [/so the recognition it confers is national/, /Only 12 of 118 entrants were selected, one in every 9 /],
      'criterion-eb1a-iii': [/The article is about Dr\. Boettiger and the work in the field/, /Science’s circulation or audience is 100,000/],
      'criterion-eb1a-iv': [
        /evaluated work that others in the field submitted to Ecology Letters/,
        /The exhibit documents 85 completed reviews/,
        /Together, these roles document 275 completed reviews/,
      ],
      'criterion-eb1a-v': [
        /The record documents 110,000,000 downloads of the work/,
        /has been cited 1,480 times \(1,452 times by other authors\) and ranks in the 99th citation percentile/,
        /The works citing them come from 74 countries/,
      ],
      'criterion-eb1a-vi': [/OpenAlex records 1,480 citations of the article/, /cited more often than 99 of every 100 articles in its field/],
      'criterion-eb1a-viii': [/The record shows what depended on the role/, /The distinguished reputation of/],
    };
    for (const [id, patterns] of Object.entries(expectations)) {
      const text = sectionToPlainText(section(id));
      for (const pattern of patterns) expect(text, id).toMatch(pattern);
    }
  });

  it('rests every factual sentence of the criteria on a primary exhibit, the CV only on biography', () => {
    for (const s of letter.sections.filter((x) => x.kind === 'criterion')) {
      for (const sentence of factual(s)) {
        const categories = sentence.evidenceIds.map((id) => byId.get(id)?.documentCategory);
        expect(
          categories.every((c) => c && c !== 'cv'),
          `${s.heading}: ${sentenceText(sentence)}`,
        ).toBe(true);
      }
    }
    const cvSections = new Set(
      letterSentences(letter)
        .filter(({ sentence }) => sentence.runs.some((r) => r.type === 'exhibit' && r.label === 'A-1'))
        .map(({ section: s }) => s.kind),
    );
    for (const kind of cvSections) expect(['introduction', 'field', 'prospective-benefit', 'final-merits', 'exhibit-index']).toContain(kind);
  });

  it('corroborates the contributions with the articles, letters and press that name them', () => {
    const text = sectionToPlainText(section('criterion-eb1a-v'));
    expect(text).toContain(
      'The article “An Introduction to Rocker: Docker Containers for R” (The R Journal, 2018) presents Rocker and has been cited 318 times (Exhibit G-23)',
    );
    expect(text).toMatch(/The letter of Prof\. Miriam Castellanos and the letter of Prof\. Eszter Varga address rOpenSci \(Exhibits H-1, H-5\)/);
    expect(text).toContain('Published material about Dr. Boettiger’s work also discusses rOpenSci');
    expect(text).toContain(
      'In the letter, Dr. Anders Lindqvist, who has not collaborated with Dr. Boettiger, reports that his national fisheries-assessment group relies on rfishbase',
    );
    expect(text).not.toMatch(/:\s*Independent expert/i);
  });

  it('says why the items meet each element, and what each exhibit holds in a sentence, never as a label', () => {
    const contributions = sectionToPlainText(section('criterion-eb1a-v'));
    expect(contributions).toMatch(
      /are each met by .*?\(Exhibit E-4\): each is work that Dr\. Boettiger created or co-created[^;]*; others in the field use and build on each one/,
    );
    expect(contributions).not.toContain('The contribution is an organization');
    const text = letter.sections.map(sectionToPlainText).join('\n');
    expect(text).not.toContain('The exhibit contains:');
    expect(text).toContain('The exhibit holds the certificate of the Theory Section');
    expect(text).toContain('The article introduces Docker containers to researchers');
  });

  it('weighs research funding together in the final merits and calls only a small share of candidates selective', () => {
    const merits = sectionToPlainText(section('final-merits'));
    expect(merits).toContain(
      'In 2023, Schmidt Sciences awarded $12,600,000 to “The Eric and Wendy Schmidt Center for Data Science and Environment”, on which Dr. Boettiger is co-investigator (Exhibit I-1)',
    );
    expect(merits).toContain('In 2022, the US Geological Survey awarded $174,577');
    expect(merits).toContain(
      'In all, funding bodies have committed $14,313,894 to projects on which Dr. Boettiger is a principal or co-investigator (Exhibits I-1 to I-5)',
    );
    expect(merits).not.toMatch(/received the “The /);
    // One in every five is argued under the awards criterion with its figures, not called "so small a share".
    const selective = merits.split('so small a share')[0]!.split('Among the Small Percentage')[1]!;
    expect(selective).toContain('one in every 9');
    expect(selective).not.toContain('CAREER Award');
    // The student-paper award went to 1 of 41, but its candidates were students: it does not separate him from the field.
    expect(selective).not.toContain('Volterra');
    expect(merits).not.toMatch(/compare Dr. Boettiger most directly[^.]*Volterra/);
    expect(merits).not.toContain('against the rest of the field');
    // Under its criterion the one-in-five award keeps its figures without "Only".
    const awards = sectionToPlainText(section('criterion-eb1a-i'));
    expect(awards).toContain('560 of 2,900 entrants were selected, one in every 5 (Exhibit B-2)');
    expect(awards).not.toContain('Only 560');
  });

  it('argues the awards an officer would credit, and says what limits the student award', () => {
    const awards = sectionToPlainText(section('criterion-eb1a-i'));
    expect(awards).toContain(
      'The award is open to students and trainees across the country: the recognition it confers is national, at the start of a career, and it is offered as such rather than as a prize contested by the established members of the field (Exhibit B-4)',
    );
    // The awards open to the whole field are argued first, the student award after them.
    expect(awards.indexOf('\nVolterra Award, Ecological Society of America, Theory Section\n')).toBeGreaterThan(
      awards.indexOf('\nCAREER Award, National Science Foundation\n'),
    );
    expect(awards.indexOf('\nCAREER Award, National Science Foundation\n')).toBeGreaterThan(0);
    // The scholarship shows none of the elements beyond its receipt: it is not argued, so not summed up either.
    const sum = awards.split('In sum, the record shows')[1] ?? '';
    expect(sum).not.toContain('Winkler');
    expect(awards).not.toMatch(/### Winkler|\nWinkler Family Foundation Scholar\n/);
    // One university's undergraduate prizes are not recognition in the field.
    const merits = sectionToPlainText(section('final-merits'));
    expect(merits).not.toContain('Kusaka');
    expect(merits).not.toContain('Shenstone');
  });
});
