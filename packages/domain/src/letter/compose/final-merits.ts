import { detailString } from '../../assessment/details';
import type { Eb1aAssessment, Finding } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive } from './context';
import { criterionTitle } from './criteria';
import { capitalize, counted, joinAnd, lowerFirst, quoted, stripPeriod, yearOfDate } from './format';
import { itemBlocks } from './items';
import { isIndependentLetter, letterRef, letterSummary, REPORTING_VERB, writerName, writerOf } from './letters';
import {
  adoptionSentences,
  corroboratingItems,
  inlineList,
  circulationSentence,
  citationTotalSentence,
  paySentence,
  percentileShareSentence,
  reviewCountSentence,
  isMinorItem,
  selectiveAwards,
  selectivitySentence,
  seniorJudging,
  strongestWorks,
  topPay,
  usedWorks,
  why,
  widestMedia,
} from './merits-evidence';
import { citationSentence, metricsSentences, venueOf } from './publications';
import { researchFundingBlocks } from './research-funding';
import { fact, factInline, heading, legalPoints, paragraph, prose } from './sentences';
import { citedLabels, section } from './shared';

/**
 * Kazarian step two as an argument (issue 25, item 3): the objection to the step preserved and argued in the
 * alternative; sustained acclaim across the career (its span, recognition at each stage, the newest); standing
 * at the very top of the field by comparison (selection rates, citation percentiles, circulation, pay
 * percentile, completed reviews, use by others); the Policy Manual's totality standard; the expert letters as
 * first-hand corroboration of the documentary record; then evidence no criterion carried. It never lists the
 * record year by year and never counts what a window of years lacks: the argument is what the record shows.
 */

/** Credentials and testimony are not themselves acclaim. */
const NOT_ACCLAIM: ReadonlySet<Usable['type']> = new Set(['recommendation_letter', 'degree', 'license', 'employment', 'citation_record', 'salary', 'other']);

/** Kinds of evidence no criterion covers, which the final merits weigh as they are (grants, talks). */
const OUTSIDE_CRITERIA: ReadonlySet<Usable['type']> = new Set(['grant', 'presentation']);

/** The last year an item was active: its end date ("present" is the reference year), else its own year. */
function lastActiveYear(ctx: ComposeContext, e: Usable): number | null {
  const end = detailString(e, 'endDate');
  if (end && /present|current|ongoing/i.test(end)) return ctx.referenceYear;
  const year = yearOfDate(end) ?? yearOfDate(e.date);
  // A grant or term that runs past the filing is recognition up to the filing, never in years still to come.
  return year === null ? null : Math.min(year, ctx.referenceYear);
}

const isOngoing = (e: Usable): boolean => /present|current|ongoing/i.test(detailString(e, 'endDate') ?? '');

/**
 * Acclaim items: those argued under a claimed criterion, or of a kind no criterion covers; articles only when highly
 * cited. A minor honor (one school's prize, a local award) is not acclaim in the field and does not start or extend it.
 */
function acclaimItems(ctx: ComposeContext, claimedIds: ReadonlySet<string>): Usable[] {
  const strongPubs = new Set(
    strongestWorks(
      ctx.items.filter((e) => e.type === 'publication' && claimedIds.has(e.id)),
      3,
    ).map((e) => e.id),
  );
  return ctx.items.filter((e) => {
    if (NOT_ACCLAIM.has(e.type) || yearOfDate(e.date) === null || isMinorItem(e)) return false;
    if (e.type === 'publication') return strongPubs.has(e.id);
    return claimedIds.has(e.id) || OUTSIDE_CRITERIA.has(e.type);
  });
}

const byDate = (a: Usable, b: Usable) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id < b.id ? -1 : 1);

/** "the “Best Paper Award, ISMB 2021” (2021)": an item named with its year for a sentence about a stage of the career. */
const named = (e: Usable): string => `${quoted(e.title)} (${yearOfDate(e.date)})`;

/**
 * Sustained acclaim: the span from the first recognition to the newest, what came at the start of it, what
 * renewed it, and what is current at filing. Stages are written as prose on their items, never as a year list.
 */
function sustainedBlocks(ctx: ComposeContext, items: readonly Usable[]): Block[] {
  const dated = [...items].sort(byDate);
  if (dated.length < 2) return [];
  const firstYear = yearOfDate((dated[0] as Usable).date) as number;
  const latest = [...dated].sort((a, b) => (lastActiveYear(ctx, b) ?? 0) - (lastActiveYear(ctx, a) ?? 0) || byDate(b, a))[0] as Usable;
  const lastYear = lastActiveYear(ctx, latest) as number;
  if (lastYear <= firstYear) return [];
  const third = (lastYear - firstYear) / 3;
  const early = dated.filter((e) => (yearOfDate(e.date) as number) <= firstYear + third);
  const recent = dated.filter((e) => !early.includes(e) && ((yearOfDate(e.date) as number) >= lastYear - 2 || isOngoing(e)));
  const middle = dated.filter((e) => !early.includes(e) && !recent.includes(e));
  // The span is named by a recognition received that year, never by a role that began then and continues (a
  // reviewer's or an editor's seat): "it began with peer review" reads as service, not acclaim. With none, the
  // first years' items are simply listed after it.
  const opener = dated.find((e) => yearOfDate(e.date) === firstYear && !isOngoing(e));
  const span = `${capitalize(possessive(ctx.short))} recognition in the field spans ${lastYear - firstYear + 1} years, from ${firstYear}`;
  const sentences: Sentence[] = [
    opener ? fact([opener, latest], `${span}, when it began with ${quoted(opener.title)}, to ${lastYear}`) : fact([latest], `${span} to ${lastYear}`),
  ];
  // Each stage names its items and cites exactly those, so the reader finds every one in the exhibits.
  const stage = (list: readonly Usable[], lead: string) => {
    const shown = list.slice(0, 5);
    if (shown.length) sentences.push(fact(shown, `${lead} ${joinAnd(shown.map(named))}`));
  };
  // A role that continues is said once, with the others that continue to the present.
  stage(
    early.filter((e) => e !== opener && !isOngoing(e)),
    'In those first years it came from',
  );
  stage(middle, 'It was renewed in the years that followed by');
  const ongoing = [...dated.filter(isOngoing)].sort(byDate);
  const newest = recent
    .filter((e) => !isOngoing(e))
    .sort(byDate)
    .reverse();
  stage(newest, newest.length === 1 ? 'The newest recognition in the record is' : 'The newest recognitions in the record are');
  if (ongoing.length) {
    const shown = ongoing.slice(0, 4);
    sentences.push(fact(shown, `${capitalize(joinAnd(shown.map((e) => quoted(e.title))))} ${shown.length === 1 ? 'continues' : 'continue'} to the present`));
  }
  sentences.push(
    prose(
      `The acclaim is therefore not confined to one moment of ${possessive(ctx.short)} career: it came at each stage of it, from different bodies in the field, and it continues at the time of filing.`,
    ),
  );
  return [heading('Sustained National or International Acclaim'), paragraph(legalPoints(['ina-203-b-1-a', 0], ['pm-6-f-2', 0])), paragraph(sentences)];
}

/** Top of the field by comparison: each figure that places the applicant against peers, with why it measures standing. */
function topOfFieldBlocks(ctx: ComposeContext, claimedIds: ReadonlySet<string>): Block[] {
  const claimed = ctx.items.filter((e) => claimedIds.has(e.id));
  const paragraphs: Block[] = [];
  const add = (facts: (Sentence | null)[], reason: Sentence) => {
    const present = facts.filter((s): s is Sentence => s !== null);
    if (present.length) paragraphs.push(paragraph([...present, reason]));
  };
  add(selectiveAwards(claimed).slice(0, 3).map(selectivitySentence), why(ctx, 'award'));
  const pubs = claimed.filter((e) => e.type === 'publication');
  add(
    [
      ...strongestWorks(pubs, 3).map((e) => citationSentence(ctx, e)),
      percentileShareSentence(ctx, pubs),
      citationTotalSentence(ctx, pubs),
      ...metricsSentences(ctx),
    ],
    why(ctx, 'citations'),
  );
  add(widestMedia(claimed).slice(0, 2).map(circulationSentence), why(ctx, 'media'));
  const judging = claimed.filter((e) => e.type === 'judging');
  const senior = seniorJudging(judging);
  add(
    [
      senior.length
        ? fact(senior, `${ctx.short} judges the work of others at a senior level, as ${joinAnd(senior.slice(0, 4).map((e) => quoted(e.title)))}`)
        : null,
      reviewCountSentence(ctx, judging),
    ],
    why(ctx, 'judging'),
  );
  add(usedWorks(claimed).slice(0, 3).flatMap(adoptionSentences), why(ctx, 'use'));
  add(
    topPay(claimed)
      .slice(0, 1)
      .map((e) => paySentence(ctx, e)),
    why(ctx, 'pay'),
  );
  if (!paragraphs.length) return [];
  return [heading('Among the Small Percentage at the Very Top of the Field'), paragraph(legalPoints(['cfr-204-5-h-2', 0], ['fr-56-60897', 0])), ...paragraphs];
}

/** The expert letters: each writer's first-hand account, then how the documentary record bears it out. */
function lettersBlocks(ctx: ComposeContext): Block[] {
  const letters = ctx.items.filter((e) => e.type === 'recommendation_letter');
  if (!letters.length) return [];
  const ordered = [...letters.filter(isIndependentLetter), ...letters.filter((e) => !isIndependentLetter(e))];
  const sentences: Sentence[] = [];
  for (const e of ordered) {
    // The independence note is stated in the writer's clause; the summary keeps what the writer says.
    const summary = letterSummary(e);
    const who = writerOf(e) ? capitalize(writerOf(e) as string) : `The author of ${quoted(e.title)}`;
    const independence = isIndependentLetter(e) ? `, who has not collaborated with ${ctx.short},` : '';
    if (summary && REPORTING_VERB.test(summary))
      sentences.push(fact([e], `${who}${independence} writes from first-hand knowledge of the work and ${lowerFirst(summary)}`));
    else if (summary)
      sentences.push(
        fact(
          [e],
          `${who}${independence} writes from first-hand knowledge of the work: ${/\b(I|me|my|My)\b/.test(summary) ? `“${summary}”` : lowerFirst(summary)}`,
        ),
      );
    else sentences.push(fact([e], `${who}${independence} addresses ${possessive(ctx.short)} work from first-hand knowledge`));
    const backed = corroboratingItems(ctx, e).slice(0, 3);
    if (backed.length)
      sentences.push(
        factInline([`What ${writerOf(e) ? writerName(e) : 'the writer'} describes is borne out by the documentary record: `, ...inlineList(backed)]),
      );
  }
  const independent = ordered.filter(isIndependentLetter);
  if (independent.length)
    sentences.push(
      fact(
        independent,
        `${capitalize(joinAnd(independent.map(letterRef)))} ${independent.length === 1 ? 'comes' : 'come'} from outside ${possessive(ctx.short)} own circle of collaborators`,
      ),
    );
  sentences.push(prose('The letters are offered for what their writers know first-hand, and each point they make rests on the exhibits cited with it.'));
  return [heading('Corroboration by Experts in the Field'), paragraph(legalPoints(['pm-6-f-2', 7])), paragraph(sentences)];
}

/** Degrees and jobs belong to the background, not to acclaim; the field section shows them. */
const CREDENTIALS: ReadonlySet<Usable['type']> = new Set(['degree', 'employment']);

/** Items no earlier section cited: weighed here as the Policy Manual directs; articles in one sentence, never a list. */
function furtherEvidence(ctx: ComposeContext, cited: ReadonlySet<string>): Block[] {
  const rest = ctx.items.filter((e) => !cited.has(e.exhibit) && e.type !== 'recommendation_letter' && !CREDENTIALS.has(e.type));
  if (!rest.length) return [];
  const pubs = rest.filter((e) => e.type === 'publication');
  const grants = rest.filter((e) => e.type === 'grant');
  const others = rest.filter((e) => e.type !== 'publication' && e.type !== 'grant');
  const venues = [...new Set(pubs.map(venueOf).filter((v): v is string => v !== null))];
  return [
    heading('Further Evidence in the Record'),
    paragraph(legalPoints(['pm-6-f-2', 1])),
    ...researchFundingBlocks(ctx, grants),
    ...others.flatMap((e) => itemBlocks(ctx, e, null)),
    ...(pubs.length
      ? [
          paragraph([
            fact(
              pubs,
              `The record also documents ${counted(pubs.length, 'further scholarly article')} by ${ctx.short}${venues.length ? `, in venues including ${joinAnd(venues.slice(0, 4))}` : ''}`,
            ),
          ]),
        ]
      : []),
  ];
}

/**
 * The objection that the final-merits step lacks a regulatory basis, preserved as the library's scope note for
 * Mukherji allows: persuasive authority from one district court, binding only on its parties, argued in the
 * alternative and never as ending the review.
 */
function preservedObjection(): Block[] {
  return [
    heading('The Objection to the Final-Merits Step, Preserved'),
    paragraph([
      prose(
        'The petitioner preserves the objection that the final-merits step has no basis in the regulation, which sets out the criteria and says that evidence meeting three of them establishes eligibility.',
      ),
      ...legalPoints(['mukherji', 0], ['mukherji', 1], ['mukherji', 2], ['loper-bright', 0]),
      prose(
        'Mukherji is the decision of one district court; it binds only its parties and is offered as persuasive authority, while USCIS continues to apply the two-step review of its Policy Manual.',
      ),
      prose(
        'The petitioner therefore argues in the alternative: even if the final-merits step applies, the record meets it, as the rest of this section shows.',
      ),
    ]),
  ];
}

function wholeRecord(ctx: ComposeContext, claimed: readonly Finding[]): Block {
  return paragraph([
    prose(
      `The sections above present ${possessive(ctx.short)} evidence under ${counted(claimed.length, 'criterion', 'criteria')}: ${joinAnd(claimed.map((c) => criterionTitle(c).toLowerCase()))}.`,
    ),
    prose(
      'The final merits ask what that evidence shows together: not how many items it holds, but what kind of recognition they are, who conferred it, and how it compares with the recognition others in the field receive.',
    ),
    prose(
      'Weighed that way, the record shows acclaim sustained across the career and a standing that places the petitioner among the few at the top of the field.',
    ),
  ]);
}

function conclusionBlocks(ctx: ComposeContext, eb1a: Eb1aAssessment, claimedIds: ReadonlySet<string>): Block[] {
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const strong = eb1a.finalMerits.level === 'strong' || eb1a.finalMerits.level === 'likely';
  const claimed = ctx.items.filter((e) => claimedIds.has(e.id));
  const recap: Sentence[] = [];
  const award = selectiveAwards(claimed)[0];
  const work = strongestWorks(
    claimed.filter((e) => e.type === 'publication'),
    1,
  )[0];
  const used = usedWorks(claimed)[0];
  const named_ = [award, work, used].filter((e): e is Usable => e !== undefined);
  if (named_.length)
    recap.push(
      fact(
        named_,
        // Which facts compare most directly is counsel's reading of the figures set out above; that they put the
        // petitioner above the whole field is for the officer to conclude, so the sentence does not say it.
        `The facts that compare ${ctx.short} most directly with others in the field are those of ${joinAnd(named_.map((e) => quoted(e.title)))}, set out above with their figures`,
      ),
    );
  return [
    heading('Conclusion on the Final Merits'),
    paragraph([
      ...recap,
      prose(
        `${strong ? 'Even if the final-merits step applies, the record' : 'The petitioner submits that, even if the final-merits step applies, the record'} meets it: considered as a whole, it shows sustained acclaim and places ${ctx.short} among the small percentage at the very top of ${field ? `the field of ${lowerFirst(stripPeriod(field))}` : 'the field'}.`,
      ),
    ]),
  ];
}

export function finalMeritsSection(ctx: ComposeContext, eb1a: Eb1aAssessment, claimed: readonly Finding[], earlier: readonly Section[]): Section | null {
  // Without three criteria or a one-time award the officer does not reach step two (Kazarian); the letter
  // does not argue a standing the first step has not opened.
  if (claimed.length < 3 && !eb1a.oneTimeAchievement.isClaimed) return null;
  const claimedIds = new Set(claimed.flatMap((c) => c.evidenceIds));
  const shown = citedLabels(earlier.filter((s) => s.kind === 'criterion' || s.kind === 'comparable-evidence'));
  const blocks: Block[] = [
    paragraph(legalPoints(['kazarian', 0], ['pm-6-f-2', 3], ['pm-6-f-2', 1], ['pm-6-f-2', 2])),
    ...preservedObjection(),
    heading('The Record as a Whole'),
    wholeRecord(ctx, claimed),
    ...sustainedBlocks(ctx, acclaimItems(ctx, claimedIds)),
    ...topOfFieldBlocks(ctx, claimedIds),
    ...lettersBlocks(ctx),
    ...furtherEvidence(ctx, shown),
    ...conclusionBlocks(ctx, eb1a, claimedIds),
  ];
  return section('final-merits', 'final-merits', 'Final Merits Determination', blocks);
}
