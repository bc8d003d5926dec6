import { detailBoolean, detailString } from '../../assessment/details';
import type { Eb1aAssessment } from '../../assessment/schema';
import type { Block, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { formatDate, joinAnd, quoted, stripPeriod } from './format';
import { argumentSentences, fact, heading, legalPoints, paragraph, prose, reasonSentences } from './sentences';
import { section } from './shared';

/**
 * Continuing work in the United States and prospective benefit (INA § 203(b)(1)(A), 8 CFR 204.5(h)(5)):
 * the applicant's own statement of plans, quoted; the current position and any offer or contract in the
 * record; and the use others already make of the work, which is where a prospective benefit shows.
 */

const OFFER = /\b(offer letter|job offer|offer of employment|contract|prospective employer|letter of intent|employment agreement)\b/i;
const IN_USE = /\b(adopted|adoption|used by|used in|uses|deployed|licen[cs]ed|downloads?|users|in production|relied on|built on|part of the)\b/i;

/** Items that show the work in use by others: adopted or licensed contributions and patents. */
export function workInUse(ctx: ComposeContext): Usable[] {
  return ofType(ctx, 'original_contribution', 'patent', 'commercial_success').filter(
    (e) => detailBoolean(e, 'isAdopted') === true || detailBoolean(e, 'licensed') === true || IN_USE.test(`${e.title} ${e.description}`),
  );
}

/** A role or job that has ended: a past end date, or a closed year range in its title ("(2016-2019)"). */
function hasEnded(e: Usable): boolean {
  const end = detailString(e, 'endDate');
  if (end) return !/present|current|ongoing/i.test(end);
  return /\b(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\b/.test(e.title);
}

/** The current position: a role or job that runs to the present, or one at the profile's employer that has not ended. */
export function currentPositions(ctx: ComposeContext): Usable[] {
  const employer = ctx.input.profile.employer?.trim().toLowerCase();
  return ofType(ctx, 'employment', 'leading_role').filter((e) => {
    if (OFFER.test(`${e.title} ${e.description}`) || hasEnded(e)) return false;
    const end = detailString(e, 'endDate');
    const atEmployer = employer ? `${e.title} ${detailString(e, 'organization') ?? ''}`.toLowerCase().includes(employer) : false;
    return (end !== null && /present|current|ongoing/i.test(end)) || atEmployer || /\bpresent\b/i.test(e.title);
  });
}

/** An offer or contract: what it is, when, and the exhibit's description (it is not a past job). */
function offerSentences(e: Usable): Sentence[] {
  const when = formatDate(e.date);
  const description = stripPeriod(e.description);
  return [
    fact([e], `The record includes ${quoted(e.title)}${when ? `, dated ${when}` : ''}`),
    ...(description ? [fact([e], `The exhibit describes it as follows: ${description}`)] : []),
  ];
}

export function continuingWorkSection(ctx: ComposeContext, eb1a: Eb1aAssessment) {
  const plan = ctx.input.profile.proposedEndeavor?.trim();
  const factor = eb1a.finalMerits.factors.find((f) => f.id === 'merits-continuing-work');
  const offers = ofType(ctx, 'employment', 'recommendation_letter', 'other').filter((e) => OFFER.test(`${e.title} ${e.description}`));
  const positions = currentPositions(ctx);
  const inUse = workInUse(ctx);
  const reasons = factor ? [...reasonSentences(ctx, factor.strengths), ...argumentSentences(ctx, factor.strengths, /\bplans?\b/i)] : [];
  if (!plan && !offers.length && !positions.length && !reasons.length) return null;

  const blocks: Block[] = [paragraph(legalPoints(['ina-203-b-1-a', 1], ['cfr-204-5-h-5', 0], ['cfr-204-5-h-5', 1]))];
  // The applicant's own statement of plans (8 CFR 204.5(h)(5)), quoted rather than paraphrased.
  if (plan)
    blocks.push(
      heading('The plan for continuing work'),
      paragraph([prose(`${ctx.name} states the plan for continuing work in the United States as follows: “${plan.replace(/[”"]+$/, '')}”`)]),
    );
  const current: Sentence[] = [
    ...(positions.length
      ? [
          fact(
            positions,
            `${possessive(ctx.short)} current ${positions.length === 1 ? 'position' : 'positions'}, ${joinAnd(positions.map((e) => quoted(e.title)))}, ${positions.length === 1 ? 'is' : 'are'} documented in the record`,
          ),
        ]
      : []),
    ...offers.flatMap((e) => offerSentences(e)),
    ...reasons,
  ];
  if (current.length) blocks.push(heading('Work in the area of expertise'), paragraph(current));
  if (inUse.length) {
    blocks.push(
      heading('Prospective benefit to the United States'),
      paragraph([
        legalPoints(['ina-203-b-1-a', 2])[0] as Sentence,
        fact(inUse, `The record documents that others already use ${possessive(ctx.short)} work: ${joinAnd(inUse.map((e) => quoted(e.title)))}`),
        prose(`Continuing that work in the United States extends the benefit the record already shows.`),
      ]),
    );
  }
  return section('prospective-benefit', 'prospective-benefit', 'Continuing Work in the United States and Prospective Benefit', blocks);
}

/** The role from which the applicant carries an NIW endeavor: a leading role held now, else the current position. */
export const endeavorRole = (ctx: ComposeContext): Usable | undefined => {
  const current = currentPositions(ctx);
  return current.find((e) => e.type === 'leading_role') ?? current[0];
};
