import { describe, expect, it } from 'vitest';
import { detailString } from '../../assessment/details';
import { bodyName } from '../../letter/compose/format';
import { paragraphText } from '../../letter/plain-text';
import type { Letter, Paragraph } from '../../letter/schema';
import { findOverlaps, OVERLAP_FLAG_THRESHOLD } from '../overlaps';
import { planLetters } from '../plan';
import type { RecommenderInput } from '../schema';
import { DEMO_APPLICANT, DEMO_CITING_WORKS, DEMO_RECOMMENDERS, demoEvidence } from '../test-case';
import { draftRecommendationLetter } from './draft';

/**
 * Letters of one case must not read as if one person wrote them (a common complaint about AI-drafted letters): no two drafts share
 * a paragraph template, and the overlap check does not flag any pair. Eight recommenders, the most a plan
 * takes, so every phrase bank is used to its full width.
 */

const evidence = demoEvidence();

const MORE: RecommenderInput[] = [
  {
    id: 'person:adeyemi-f',
    name: 'Dr. Folake Adeyemi',
    title: 'Group Leader',
    affiliation: 'Max Planck Institute for Molecular Genetics',
    relationship: 'independent',
    evidenceIds: ['demo-pub-scdrift', 'demo-pub-gnn'],
  },
  {
    id: 'person:fischer-h',
    name: 'Prof. Hanna Fischer',
    title: 'Director',
    affiliation: 'Max Planck Institute for Molecular Genetics',
    relationship: 'independent',
    evidenceIds: ['demo-pub-scdrift', 'demo-pub-gnn'],
  },
  {
    id: 'person:hughes-a',
    name: 'Prof. Alan Hughes',
    title: 'Professor of Genome Sciences',
    affiliation: 'University of Washington',
    relationship: 'mentor',
    evidenceIds: ['demo-pub-scdrift', 'demo-pub-gnn', 'demo-degree-phd'],
  },
  { id: 'person:kim-j', name: 'Jordan Kim', title: 'Senior Writer', affiliation: 'STAT News', relationship: 'other', evidenceIds: ['demo-media-stat'] },
];

function draftCase(recommenders: RecommenderInput[], petitionType: 'EB1A' | 'NIW'): { id: string; letter: Letter }[] {
  const plan = planLetters({ petitionType, applicant: DEMO_APPLICANT, recommenders, evidence });
  return plan.letters.map((assignment) => ({
    id: assignment.recommenderId,
    letter: draftRecommendationLetter({
      petitionType,
      applicant: DEMO_APPLICANT,
      recommender: recommenders.find((r) => r.id === assignment.recommenderId) as RecommenderInput,
      assignment,
      evidence,
      citingWorks: DEMO_CITING_WORKS,
    }),
  }));
}

/** Names, institutions, venues and the field: what a letter fills into a template. */
const FILLERS = [
  DEMO_APPLICANT.fullName,
  'Dr. Raman',
  'computational biology',
  ...[...DEMO_RECOMMENDERS, ...MORE].flatMap((r) => [r.name, r.title ?? '', r.affiliation ?? '', r.affiliation ? bodyName(r.affiliation) : '']),
  ...evidence.flatMap((e) => ['venue', 'outlet', 'issuer', 'organization', 'author'].map((k) => detailString(e, k) ?? '')),
  ...evidence.map((e) => e.check?.venue ?? ''),
]
  .filter((t) => t.length > 2)
  .sort((a, b) => b.length - a.length);

/** A paragraph with everything filled in taken out: quotations, exhibit references, numbers, dates and names. */
function template(p: Paragraph): string {
  let t = paragraphText(p)
    .replace(/“[^”]*”/g, 'Q')
    .replace(/\(Exhibits? [^)]*\)/g, '');
  for (const filler of FILLERS) t = t.split(filler).join('X');
  return t
    .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g, 'M')
    .replace(/\d[\d,]*(st|nd|rd|th)?/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function paragraphTemplates(letter: Letter): Set<string> {
  const out = new Set<string>();
  for (const section of letter.sections) {
    for (const block of section.blocks) {
      if (block.type !== 'paragraph') continue;
      const t = template(block);
      // Lines of a few words (salutation, date, signature) are not a paragraph template.
      if (t.split(' ').length >= 6) out.add(t);
    }
  }
  return out;
}

const names = [DEMO_APPLICANT.fullName, 'Dr. Raman', ...[...DEMO_RECOMMENDERS, ...MORE].flatMap((r) => [r.name, r.affiliation ?? ''])];

describe('the drafts of one case do not read alike', () => {
  for (const petitionType of ['EB1A', 'NIW'] as const) {
    const letters = draftCase([...DEMO_RECOMMENDERS, ...MORE], petitionType);

    it(`shares no paragraph template between any two of eight drafts (${petitionType})`, () => {
      expect(letters).toHaveLength(8);
      const templates = letters.map((l) => ({ id: l.id, set: paragraphTemplates(l.letter) }));
      for (let i = 0; i < templates.length; i++) {
        for (let j = i + 1; j < templates.length; j++) {
          const a = templates[i] as (typeof templates)[number];
          const b = templates[j] as (typeof templates)[number];
          const shared = [...a.set].filter((t) => b.set.has(t));
          expect(shared, `${a.id} and ${b.id}`).toEqual([]);
        }
      }
    });

    it(`is not flagged by the overlap check (${petitionType})`, () => {
      const overlaps = findOverlaps(letters, { ignoreTerms: names });
      expect(overlaps.filter((o) => o.isFlagged)).toEqual([]);
      for (const o of overlaps) expect(o.similarity, `${o.a} and ${o.b}: ${o.passages.join(' / ')}`).toBeLessThan(OVERLAP_FLAG_THRESHOLD / 2);
    });
  }

  it('would notice a paragraph template shared verbatim', () => {
    const [first, second] = draftCase(DEMO_RECOMMENDERS, 'EB1A');
    if (!first || !second) throw new Error('two drafts expected');
    const copied = first.letter.sections[1]?.blocks[0];
    if (!copied || copied.type !== 'paragraph') throw new Error('relationship paragraph expected');
    const tampered: Letter = { ...second.letter, sections: second.letter.sections.map((s, i) => (i === 1 ? { ...s, blocks: [copied] } : s)) };
    const shared = [...paragraphTemplates(first.letter)].filter((t) => paragraphTemplates(tampered).has(t));
    expect(shared).toHaveLength(1);
  });
});
