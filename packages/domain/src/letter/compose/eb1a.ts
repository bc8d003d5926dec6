import { detailNumber, detailString } from '../../assessment/details';
import type { Eb1aAssessment, Finding } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive, usableItems } from './context';
import { continuingWorkSection, currentPositions } from './continuing-work';
import { claimedCriteria, comparableCandidates, criterionSection, criterionTitle } from './criteria';
import { fieldSection } from './field';
import { finalMeritsSection } from './final-merits';
import { counted, fmt, joinAnd, lowerFirst, ordinal, quoted, sourceName, stripPeriod } from './format';
import { itemBlocks } from './items';
import { appendixSection } from './plan/appendix';
import { type CriterionPlan, planCriterion } from './plan/plan';
import { pubYear, venueOf } from './publications';
import { cite, fact, factInline, heading, item, legalPoints, listBlock, paragraph, prose, reasonSentences } from './sentences';
import { section } from './shared';

/**
 * The EB-1A letter outline practitioners use, one builder per section, in the order of `eb1aSections`: introduction,
 * legal framework, the field, one section per claimed criterion, comparable evidence, final merits, continuing work
 * and conclusion.
 */

/** A short phrase on one item's standing, for the summary of the evidence. */
function headline(e: Usable): string {
  const title = quoted(e.title);
  const winners = detailNumber(e, 'winners');
  const entrants = detailNumber(e, 'entrants');
  switch (e.type) {
    case 'award':
      return winners !== null && entrants !== null && entrants > winners ? `${title}, given to ${fmt(winners)} of ${fmt(entrants)} entrants` : title;
    case 'media_coverage': {
      const outlet = detailString(e, 'outlet');
      return outlet ? `${title}, published by ${outlet}` : title;
    }
    case 'judging': {
      const count = detailNumber(e, 'count');
      return count !== null ? `${title}, with ${fmt(count)} documented reviews or evaluations` : title;
    }
    case 'publication': {
      const where = [venueOf(e), pubYear(e)].filter((p) => p !== null).join(', ');
      return `${title}${where ? ` (${where})` : ''}`;
    }
    case 'salary': {
      const p = detailNumber(e, 'percentile');
      return p !== null
        ? `${title}, at the ${ordinal(p)} percentile${detailString(e, 'comparisonSource') ? ` of ${sourceName(detailString(e, 'comparisonSource') ?? '')}` : ''}`
        : title;
    }
    case 'leading_role': {
      const org = detailString(e, 'organization');
      return org && !e.title.includes(org) ? `${title} at ${org}` : title;
    }
    default:
      return title;
  }
}

/** The summary of the evidence: per criterion, the items the plan argues in depth. */
function summaryOfEvidence(plans: readonly CriterionPlan[]): Block[] {
  const entries = plans
    .filter((p) => p.argued.length > 0)
    .map((p) => {
      const c = p.finding;
      const shown = p.argued.map((a) => a.item);
      const parts: (string | Usable)[] = [`${criterionTitle(c)}: `];
      shown.forEach((e, i) => parts.push(...(i > 0 ? ['; '] : []), headline(e), e));
      return item([factInline(parts)]);
    });
  return entries.length ? [heading('Summary of the evidence'), listBlock(entries)] : [];
}

function introduction(ctx: ComposeContext, eb1a: Eb1aAssessment, plans: readonly CriterionPlan[]): Section {
  const claimed = plans.map((p) => p.finding);
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const opening: Sentence[] = [
    prose(`This letter supports the petition to classify ${ctx.name} as an alien of extraordinary ability under `, cite('ina-203-b-1-a'), '.'),
  ];
  if (field) opening.push(prose(`The field of endeavor is ${lowerFirst(stripPeriod(field))}.`));
  const position = currentPositions(ctx)[0];
  if (position) opening.push(fact([position], `${ctx.short} currently holds the position ${quoted(position.title)}`));
  const blocks: Block[] = [paragraph(opening)];
  const oneTime = eb1a.oneTimeAchievement;
  if (oneTime.isClaimed) {
    const facts = reasonSentences(ctx, [oneTime.reason]);
    if (facts.length) blocks.push(paragraph([legalPoints(['cfr-204-5-h-3', 0])[0] as Sentence, ...facts]));
  }
  if (claimed.length) {
    blocks.push(
      paragraph([
        prose(
          `The evidence is presented under ${claimed.length === 1 ? 'the criterion' : counted(claimed.length, 'criterion', 'criteria')} of `,
          cite('cfr-204-5-h-3'),
          `: ${joinAnd(claimed.map((c) => criterionTitle(c).toLowerCase()))}.`,
        ),
        prose(
          `The letter then weighs the record as a whole in the final merits determination and sets out ${possessive(ctx.short)} continuing work in the United States.`,
        ),
      ]),
    );
  }
  blocks.push(...summaryOfEvidence(plans));
  return section('introduction', 'introduction', 'Introduction and Classification Sought', blocks);
}

function legalFramework(eb1a: Eb1aAssessment): Section {
  return section('legal-framework', 'legal-framework', 'Legal Framework', [
    heading('The statute'),
    paragraph(legalPoints(['ina-203-b-1-a', 0], ['ina-203-b-1-a', 1], ['ina-203-b-1-a', 2])),
    heading('Who may file'),
    paragraph(legalPoints(['cfr-204-5-h-1', 0], ['cfr-204-5-h-5', 0])),
    heading('The regulation'),
    paragraph([
      ...legalPoints(['cfr-204-5-h-2', 0], ['cfr-204-5-h-2', 1], ['cfr-204-5-h-3', 0]),
      ...(eb1a.oneTimeAchievement.isClaimed ? [] : legalPoints(['hr-rep-101-723', 0])),
    ]),
    heading('The two-step analysis'),
    paragraph(legalPoints(['kazarian', 0], ['kazarian', 1], ['pm-6-f-2', 3], ['amin', 0])),
    heading('The standard of proof'),
    paragraph(legalPoints(['chawathe', 0], ['chawathe', 1], ['e-m', 0], ['ina-291', 0])),
  ]);
}

function comparableEvidence(ctx: ComposeContext, eb1a: Eb1aAssessment): Section | null {
  const candidates = comparableCandidates(ctx, eb1a);
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  if (!candidates.length) return null;
  return section('comparable-evidence', 'comparable-evidence', 'Comparable Evidence', [
    paragraph(legalPoints(['cfr-204-5-h-4', 0], ['pm-6-f-2', 6], ['pm-update-2023-09-12', 0])),
    ...candidates.flatMap((c) => [
      heading(criterionTitle(c)),
      // The engine marks the criterion as one that may not readily apply to this occupation (8 CFR 204.5(h)(4)).
      paragraph([
        prose(
          `The criterion of ${criterionTitle(c).toLowerCase()} does not readily apply to ${possessive(ctx.short)} occupation${field ? ` in ${lowerFirst(stripPeriod(field))}` : ''}, so the record offers the following evidence of comparable significance in its place.`,
        ),
      ]),
      ...usableItems(ctx, c.evidenceIds).flatMap((e) => itemBlocks(ctx, e, c)),
    ]),
  ]);
}

function conclusion(ctx: ComposeContext, eb1a: Eb1aAssessment, claimed: readonly Finding[]): Section {
  const sentences: Sentence[] = eb1a.oneTimeAchievement.isClaimed
    ? [
        prose(
          `The record shows a one-time achievement, a major internationally recognized award, as `,
          cite('cfr-204-5-h-3'),
          ` allows, and shows by a preponderance of the evidence (`,
          cite('chawathe'),
          `) that ${ctx.name} qualifies under `,
          cite('ina-203-b-1-a'),
          '.',
        ),
      ]
    : claimed.length >= 3
      ? [
          prose(
            `The evidence addresses ${joinAnd(claimed.map((c) => criterionTitle(c).toLowerCase()))}, and shows by a preponderance of the evidence (`,
            cite('chawathe'),
            `) that ${ctx.name} qualifies under `,
            cite('ina-203-b-1-a'),
            '.',
          ),
        ]
      : [prose(`${ctx.name} requests classification under `, cite('ina-203-b-1-a'), '.')];
  sentences.push(prose('We respectfully request that the petition be approved.'));
  return section('conclusion', 'conclusion', 'Conclusion', [paragraph(sentences)]);
}

/**
 * The EB-1A sections in reading order, the appendix last (the composer prints it after the exhibit index).
 * The argument plan comes first: which criteria, and which items of each are argued in depth.
 */
export function eb1aSections(ctx: ComposeContext, eb1a: Eb1aAssessment): Section[] {
  const plans = claimedCriteria(ctx, eb1a).map((c) => planCriterion(ctx, c));
  const claimed = plans.map((p) => p.finding);
  const head = [introduction(ctx, eb1a, plans), legalFramework(eb1a), fieldSection(ctx)].filter((s): s is Section => s !== null);
  const criteria = plans.map((p) => criterionSection(ctx, p));
  const comparable = comparableEvidence(ctx, eb1a);
  const argued = [...head, ...criteria, ...(comparable ? [comparable] : [])];
  const merits = finalMeritsSection(ctx, eb1a, claimed, argued);
  const appendix = appendixSection(ctx, plans);
  return [...argued, ...(merits ? [merits] : []), continuingWorkSection(ctx, eb1a), conclusion(ctx, eb1a, claimed), ...(appendix ? [appendix] : [])].filter(
    (s): s is Section => s !== null,
  );
}
