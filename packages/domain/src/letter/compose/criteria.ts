import type { Eb1aAssessment, Finding } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive, usableItems } from './context';
import { criterionLawBlocks } from './criterion-law';
import { capitalize, compareLabels, counted, joinAnd, numberWord } from './format';
import { letterBlocks } from './letters';
import type { ArguedItem, CriterionPlan } from './plan/plan';
import { claimedCriteria, MAX_LETTERS } from './plan/plan';
import { elementSentences } from './plan/elements';
import { APPENDIX_NAME, criterionTotals, restSentences } from './plan/summary';
import { citationImpactBlocks, metricsSentences, venues } from './publications';
import { cite, fact, factInline, heading, paragraph, prose } from './sentences';
import { AT_LEAST_BORDERLINE, section } from './shared';

/**
 * One section per EB-1A criterion the letter argues (8 CFR 204.5(h)(3)(i)-(x)), written from the argument
 * plan (plan/plan.ts): the law, the claim in the regulation's words, the strongest items one by one (facts →
 * why they show the element → comparison with the field → corroboration), one sentence on the rest (listed in
 * the appendix), and the conclusion. No list in the body: an officer reads arguments, the appendix the record.
 */

export { claimedCriteria };

/** Headings in the regulation's own terms, addressed to the officer. */
export const CRITERION_HEADINGS: Record<string, string> = {
  'eb1a-i': 'Lesser Nationally or Internationally Recognized Prizes or Awards',
  'eb1a-ii': 'Membership in Associations Requiring Outstanding Achievements',
  'eb1a-iii': 'Published Material about the Beneficiary and the Beneficiary’s Work',
  'eb1a-iv': 'Judging the Work of Others',
  'eb1a-v': 'Original Contributions of Major Significance',
  'eb1a-vi': 'Authorship of Scholarly Articles',
  'eb1a-vii': 'Display of Work at Artistic Exhibitions or Showcases',
  'eb1a-viii': 'Leading or Critical Role for Distinguished Organizations',
  'eb1a-ix': 'High Salary or Other Significantly High Remuneration',
  'eb1a-x': 'Commercial Successes in the Performing Arts',
};

export const criterionTitle = (c: Pick<Finding, 'id' | 'label'>): string => CRITERION_HEADINGS[c.id] ?? c.label;

const numeral = (findingId: string): string => findingId.replace(/^eb1a-/, '');

/** What the applicant claims under each criterion, in the regulation's own words (8 CFR 204.5(h)(3)). */
const CLAIMS: Record<string, string> = {
  'eb1a-i': 'has received lesser nationally or internationally recognized prizes or awards for excellence in the field of endeavor',
  'eb1a-ii':
    'is a member of associations in the field which require outstanding achievements of their members, as judged by recognized national or international experts',
  'eb1a-iii': 'is the subject of published material in professional or major trade publications or other major media, relating to the work in the field',
  'eb1a-iv': 'has participated, individually or on a panel, as a judge of the work of others in the same or an allied field',
  'eb1a-v': 'has made original scientific or scholarly contributions of major significance in the field',
  'eb1a-vi': 'is the author of scholarly articles in the field, in professional or major trade publications or other major media',
  'eb1a-vii': 'has displayed work at artistic exhibitions or showcases',
  'eb1a-viii': 'has performed in a leading or critical role for organizations or establishments that have a distinguished reputation',
  'eb1a-ix': 'has commanded a high salary or other significantly high remuneration for services, in relation to others in the field',
  'eb1a-x': 'has achieved commercial successes in the performing arts',
};

const claimText = (c: Finding): string => CLAIMS[c.id] ?? `meets the criterion of ${criterionTitle(c).toLowerCase()}`;

/** The claim, then how the section is built: the strongest items in depth, the rest in one sentence. */
function claimParagraph(ctx: ComposeContext, plan: CriterionPlan): Block {
  const c = plan.finding;
  const claim = prose(`${ctx.name} ${claimText(c)} (`, cite(`cfr-204-5-h-3-${numeral(c.id)}`), ').');
  const n = plan.argued.length;
  const subject = c.id === 'eb1a-vi' ? (n === 1 ? 'article' : 'articles') : n === 1 ? 'item of evidence' : 'items of evidence';
  const which = c.id === 'eb1a-vi' ? 'most-cited' : 'strongest';
  const how =
    plan.rest.length > 0
      ? prose(
          `The ${n === 1 ? `${which} ${subject} is` : `${numberWord(n)} ${which} ${subject} are`} argued one by one below; the remaining evidence is summarised after ${n === 1 ? 'it' : 'them'} and listed in full in ${APPENDIX_NAME}.`,
        )
      : prose(`The evidence is argued item by item below.`);
  return paragraph([claim, how]);
}

/** Short titles for sub-headings; the full title is in the first sentence. */
const headingTitle = (e: Usable): string => (e.title.trim().length > 110 ? `${e.title.trim().slice(0, 107).trimEnd()}…` : e.title.trim());

/** One argued item: its facts, why they show the element with the field comparison, then its corroboration. */
function arguedBlocks(a: ArguedItem): Block[] {
  const why = [...a.element, ...a.comparison];
  return [
    heading(headingTitle(a.item), 3),
    paragraph(a.facts),
    ...(why.length ? [paragraph(why)] : []),
    ...(a.corroboration.length ? [paragraph(a.corroboration)] : []),
  ];
}

/** Articles: where they appeared most, resting on the articles in those venues. */
function venueSentence(ctx: ComposeContext, pubs: readonly Usable[]): Sentence[] {
  const byVenue = venues(pubs);
  if (byVenue.length < 2) return [];
  const shown = byVenue.slice(0, 5);
  const cited = shown.flatMap(([, items]) => items).sort((a, b) => compareLabels(a.exhibit, b.exhibit));
  return [
    fact(
      cited,
      `The venues carrying most of ${possessive(ctx.short)} articles are ${joinAnd(shown.map(([v, items]) => `${v} (${counted(items.length, 'article')})`))}`,
    ),
  ];
}

/** Original contributions: the citation record of the work and the expert letters, after the works themselves. */
function contributionSupport(ctx: ComposeContext, plan: CriterionPlan): Block[] {
  const own = plan.items.filter((e) => e.type === 'publication');
  const citations = citationImpactBlocks(ctx, own.length ? own : ofType(ctx, 'publication'), 3);
  const shown = plan.letters.slice(0, MAX_LETTERS);
  const more = plan.letters.slice(MAX_LETTERS);
  return [
    ...(citations.length ? [heading('The citation record of the work', 3), ...citations] : []),
    ...(shown.length ? [heading('Letters from experts in the field', 3), ...letterBlocks(ctx, shown)] : []),
    ...(more.length
      ? [paragraph([fact(more, `${capitalize(counted(more.length, 'further expert letter'))} ${more.length === 1 ? 'is' : 'are'} listed in ${APPENDIX_NAME}`)])]
      : []),
  ];
}

/** The summing-up sentence: the strongest figure of each argued item, each beside its exhibit. */
function summingUp(plan: CriterionPlan): Sentence | null {
  if (!plan.argued.length) return null;
  const parts: (string | Usable)[] = ['In sum, the record shows '];
  plan.argued.forEach((a, i) => {
    if (i > 0) parts.push(i === plan.argued.length - 1 ? ' and ' : '; ');
    parts.push(a.highlight, a.item);
  });
  parts.push('.');
  return factInline(parts);
}

function conclusion(ctx: ComposeContext, plan: CriterionPlan): Block[] {
  const c = plan.finding;
  const authority = `cfr-204-5-h-3-${numeral(c.id)}`;
  const verdict: Sentence =
    AT_LEAST_BORDERLINE.has(c.level) && c.level !== 'borderline'
      ? prose(`On this evidence, ${ctx.short} meets the criterion of `, cite(authority), '.')
      : prose('The petitioner submits that this evidence satisfies the plain language of ', cite(authority), '.');
  const sum = summingUp(plan);
  const elements = elementSentences(
    c,
    plan.argued.map((a) => a.item),
    ctx.short,
  );
  return [heading('Why the evidence meets the criterion'), ...(elements.length ? [paragraph(elements)] : []), paragraph([...(sum ? [sum] : []), verdict])];
}

export function criterionSection(ctx: ComposeContext, plan: CriterionPlan): Section {
  const c = plan.finding;
  const pubs = plan.items.filter((e) => e.type === 'publication');
  const after: Sentence[] = [...restSentences(ctx, plan.rest), ...criterionTotals(plan.items), ...(c.id === 'eb1a-vi' ? venueSentence(ctx, pubs) : [])];
  // The citation record compares the articles with their field; Kazarian places it beyond the plain terms of (vi), so it follows the evidence.
  const record = c.id === 'eb1a-vi' ? metricsSentences(ctx, true) : [];
  return section(`criterion-${c.id}`, 'criterion', criterionTitle(c), [
    ...criterionLawBlocks(c.id, plan.items),
    heading('The evidence'),
    claimParagraph(ctx, plan),
    ...plan.argued.flatMap(arguedBlocks),
    ...(after.length ? [heading(c.id === 'eb1a-vi' ? 'The other articles' : 'Further evidence of this criterion', 3), paragraph(after)] : []),
    ...(record.length ? [heading('How the articles compare with the field', 3), paragraph(record)] : []),
    ...(c.id === 'eb1a-v' ? contributionSupport(ctx, plan) : []),
    ...conclusion(ctx, plan),
  ]);
}

/** Criteria that may not readily apply, with evidence offered in their place (8 CFR 204.5(h)(4)). */
export function comparableCandidates(ctx: ComposeContext, eb1a: Eb1aAssessment): Finding[] {
  const claimed = new Set(claimedCriteria(ctx, eb1a).map((c) => c.id));
  return eb1a.criteria.filter((c) => eb1a.comparableEvidence.criterionIds.includes(c.id) && !claimed.has(c.id) && usableItems(ctx, c.evidenceIds).length > 0);
}
