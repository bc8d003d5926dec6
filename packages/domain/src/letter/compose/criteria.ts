import type { Eb1aAssessment, Finding } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, usableItems } from './context';
import { criterionLawBlocks } from './criterion-law';
import { itemBlocks, sharedReasons } from './items';
import { letterBlocks } from './letters';
import { authorshipList, authorshipTotals, citationImpactBlocks } from './publications';
import { detailNumber } from '../../assessment/details';
import { ITEM_NOUNS } from './evidence';
import { counted, fmt, joinAnd, yearOfDate } from './format';
import { cite, fact, heading, paragraph, prose, reasonSentences, text } from './sentences';
import { AT_LEAST_BORDERLINE, section } from './shared';

/** One section per EB-1A criterion the letter argues (8 CFR 204.5(h)(3)(i)-(x)). */

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

/** Criteria the letter argues: at least borderline, with at least one usable item. */
export function claimedCriteria(ctx: ComposeContext, eb1a: Eb1aAssessment): Finding[] {
  return eb1a.criteria.filter((c) => AT_LEAST_BORDERLINE.has(c.level) && usableItems(ctx, c.evidenceIds).length > 0);
}

/** Original contributions: each contribution or patent, the citation record, then the expert letters. */
function contributionEvidence(ctx: ComposeContext, c: Finding, items: readonly Usable[]): Block[] {
  const works = items.filter((e) => e.type !== 'publication' && e.type !== 'recommendation_letter');
  const pubs = items.filter((e) => e.type === 'publication');
  const letters = items.filter((e) => e.type === 'recommendation_letter');
  const citations = citationImpactBlocks(ctx, pubs);
  return [
    ...works.flatMap((e) => itemBlocks(ctx, e, c)),
    ...(citations.length ? [heading('The citation record of the work', 3), ...citations] : []),
    ...(letters.length ? [heading('Letters from experts in the field', 3), ...letterBlocks(ctx, letters)] : []),
  ];
}

/** Authorship: the totals, the list by year, then any published conference papers. */
function authorshipEvidence(ctx: ComposeContext, c: Finding, items: readonly Usable[]): Block[] {
  const pubs = items.filter((e) => e.type === 'publication');
  const others = items.filter((e) => e.type !== 'publication');
  const totals = authorshipTotals(ctx, pubs);
  return [...(totals.length ? [paragraph(totals)] : []), ...authorshipList(ctx, pubs), ...others.flatMap((e) => itemBlocks(ctx, e, c))];
}

/**
 * The opening line of a criterion's evidence: what the record holds for it, counted by kind, and the
 * years it covers; for judging, the reviews the items document in total.
 */
function overview(ctx: ComposeContext, c: Finding, items: readonly Usable[]): Sentence[] {
  const shown = items.filter((e) => !(c.id === 'eb1a-v' && e.type === 'publication'));
  if (shown.length < 2) return [];
  const byType = new Map<Usable['type'], number>();
  for (const e of shown) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
  const years = shown.map((e) => yearOfDate(e.date)).filter((y): y is number => y !== null);
  const first = Math.min(...years);
  const last = Math.max(...years);
  const span = years.length ? (first === last ? `, all from ${first}` : `, dated from ${first} to ${last}`) : '';
  const out = [fact(shown, `For this criterion the record documents ${joinAnd([...byType].map(([type, n]) => counted(n, ...ITEM_NOUNS[type])))}${span}`)];
  const reviewed = shown.filter((e) => e.type === 'judging' && detailNumber(e, 'count') !== null);
  if (reviewed.length >= 2) out.push(fact(reviewed, `Together, these roles document ${fmt(reviewed.reduce((sum, e) => sum + (detailNumber(e, 'count') ?? 0), 0))} completed reviews or evaluations of others’ work`));
  return out;
}

/** The closing argument: the reasons about several items, then the conclusion on the criterion. */
function argument(ctx: ComposeContext, c: Finding, items: readonly Usable[]): Block[] {
  // The judging total is stated in the overview from the labelled items alone.
  const reasons = reasonSentences(ctx, sharedReasons(c.strengths, items).filter((r) => !/^In all, the record documents/.test(r.text)));
  const authority = `cfr-204-5-h-3-${numeral(c.id)}`;
  const conclusion: Sentence =
    c.level === 'borderline'
      ? prose(text(`The petitioner submits that this evidence satisfies the plain language of `), cite(authority), text('.'))
      : prose(text(`On this evidence, ${ctx.short} meets the criterion of `), cite(authority), text('.'));
  return [heading('Why the evidence meets the criterion'), ...(reasons.length ? [paragraph(reasons)] : []), paragraph([conclusion])];
}

export function criterionSection(ctx: ComposeContext, c: Finding): Section {
  const items = usableItems(ctx, c.evidenceIds);
  const evidence =
    c.id === 'eb1a-v' ? contributionEvidence(ctx, c, items) : c.id === 'eb1a-vi' ? authorshipEvidence(ctx, c, items) : items.flatMap((e) => itemBlocks(ctx, e, c));
  const opening = c.id === 'eb1a-vi' ? [] : overview(ctx, c, items);
  return section(`criterion-${c.id}`, 'criterion', criterionTitle(c), [
    ...criterionLawBlocks(c.id, items),
    heading('The evidence'),
    ...(opening.length ? [paragraph(opening)] : []),
    ...evidence,
    ...argument(ctx, c, items),
  ]);
}

/** Criteria that may not readily apply, with evidence offered in their place (8 CFR 204.5(h)(4)). */
export function comparableCandidates(ctx: ComposeContext, eb1a: Eb1aAssessment): Finding[] {
  return eb1a.criteria.filter((c) => eb1a.comparableEvidence.criterionIds.includes(c.id) && !AT_LEAST_BORDERLINE.has(c.level) && usableItems(ctx, c.evidenceIds).length > 0);
}
