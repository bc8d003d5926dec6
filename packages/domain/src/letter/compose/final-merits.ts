import { detailNumber, detailString } from '../../assessment/details';
import type { Eb1aAssessment, Finding } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive, usableItems } from './context';
import { criterionTitle } from './criteria';
import { ITEM_NOUNS } from './evidence';
import { capitalize, counted, fmt, formatDate, joinAnd, lowerFirst, ordinal, quoted, sourceName, stripPeriod, yearOfDate } from './format';
import { itemBlocks } from './items';
import { letterBlocks, letterRef } from './letters';
import { citationSentence, mostCited, publicationEntry, pubYear } from './publications';
import { fact, heading, item, legalPoints, listBlock, paragraph, prose, reasonSentences, text } from './sentences';
import { citedLabels, section } from './shared';

/**
 * Kazarian step two: one sub-section per factor of the assessment's final merits (sustained acclaim, the
 * very top of the field, trajectory), each with the items that carry it; the expert letters; and the
 * evidence that fits no criterion, which the Policy Manual says is weighed here too. Continuing work has
 * its own section.
 */

const FACTOR_HEADINGS: Record<string, string> = {
  'merits-sustained-acclaim': 'Sustained National or International Acclaim',
  'merits-top-of-field': 'Among the Small Percentage at the Very Top of the Field',
  'merits-trajectory': 'The Trajectory of the Record',
};

const FACTOR_LAW: Record<string, readonly (readonly [string, number])[]> = {
  'merits-sustained-acclaim': [['ina-203-b-1-a', 0]],
  'merits-top-of-field': [['cfr-204-5-h-2', 0], ['fr-56-60897', 0]],
  'merits-trajectory': [['pm-6-f-2', 0]],
};

/** The last year an item was active: its end date ("present" is the reference year), else its own year. */
function lastActiveYear(ctx: ComposeContext, e: Usable): number | null {
  const end = detailString(e, 'endDate');
  if (end && /present|current|ongoing/i.test(end)) return ctx.referenceYear;
  return yearOfDate(end) ?? yearOfDate(e.date);
}

/** A dated line of the chronology: "July 16, 2021: award, “Best Paper Award, ISMB 2021”". */
const chronologyEntry = (e: Usable): Sentence => fact([e], `${formatDate(e.date) ?? 'Undated'}: ${ITEM_NOUNS[e.type][0]}, ${quoted(e.title)}`);

function chronology(items: readonly Usable[]): Block[] {
  const dated = items.filter((e) => e.type !== 'publication' && yearOfDate(e.date) !== null).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id < b.id ? -1 : 1));
  const pubs = items.filter((e) => e.type === 'publication' && pubYear(e) !== null);
  const byYear = new Map<number, Usable[]>();
  for (const p of pubs) byYear.set(pubYear(p) as number, [...(byYear.get(pubYear(p) as number) ?? []), p]);
  const entries = [
    ...dated.map((e): [string, Sentence] => [e.date ?? '', chronologyEntry(e)]),
    ...[...byYear].map(([year, list]): [string, Sentence] => [`${year}-99`, fact(list, `${year}: ${counted(list.length, 'scholarly article')} published`)]),
  ].sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? [listBlock(entries.map(([, s]) => item([s])))] : [];
}

/** Credentials and testimony are not themselves acclaim; the chronology shows recognition and work. */
const NOT_ACCLAIM: ReadonlySet<Usable['type']> = new Set(['recommendation_letter', 'degree', 'license', 'employment', 'citation_record', 'salary']);

/** Kinds of evidence no criterion covers, which the final merits weigh as they are (grants, talks). */
const OUTSIDE_CRITERIA: ReadonlySet<Usable['type']> = new Set(['grant', 'presentation']);

/**
 * The acclaim items of a factor: those argued under a criterion, or of a kind no criterion covers. Items of
 * criteria the letter does not claim are not presented as acclaim; they appear only as further evidence.
 */
const acclaimOf = (ctx: ComposeContext, factor: Finding, claimedIds: ReadonlySet<string>): Usable[] =>
  usableItems(ctx, factor.evidenceIds).filter((e) => !NOT_ACCLAIM.has(e.type) && (claimedIds.has(e.id) || OUTSIDE_CRITERIA.has(e.type)));

function sustained(ctx: ComposeContext, factor: Finding, claimedIds: ReadonlySet<string>): Block[] {
  const items = acclaimOf(ctx, factor, claimedIds);
  const dated = items.filter((e) => yearOfDate(e.date) !== null);
  const blocks: Block[] = [];
  if (dated.length >= 2) {
    const earliest = [...dated].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))[0] as Usable;
    const latest = [...dated].sort((a, b) => (lastActiveYear(ctx, b) ?? 0) - (lastActiveYear(ctx, a) ?? 0) || (b.date ?? '').localeCompare(a.date ?? ''))[0] as Usable;
    const first = yearOfDate(earliest.date) as number;
    const last = lastActiveYear(ctx, latest) as number;
    if (last > first && earliest.id !== latest.id) {
      blocks.push(paragraph([fact([earliest, latest], `The record of ${possessive(ctx.short)} recognition runs from ${first}, with ${quoted(earliest.title)}, to ${last}, with ${quoted(latest.title)}, a span of ${last - first + 1} years`)]));
    }
  }
  blocks.push(...chronology(items));
  return blocks;
}

/** The strongest single facts: the most selective award, the most-cited work, the widest outlet, top pay, senior judging. */
function topOfField(ctx: ComposeContext, factor: Finding, claimedIds: ReadonlySet<string>): Sentence[] {
  const out: Sentence[] = [];
  const inClaim = (e: Usable) => claimedIds.has(e.id);
  const awards = ctx.items.filter((e) => e.type === 'award' && inClaim(e) && (detailNumber(e, 'winners') ?? 0) > 0 && (detailNumber(e, 'entrants') ?? 0) > (detailNumber(e, 'winners') ?? 0));
  const selective = [...awards].sort((a, b) => (detailNumber(a, 'winners') ?? 0) / (detailNumber(a, 'entrants') ?? 1) - (detailNumber(b, 'winners') ?? 0) / (detailNumber(b, 'entrants') ?? 1))[0];
  if (selective) out.push(fact([selective], `The ${quoted(selective.title)} went to ${fmt(detailNumber(selective, 'winners') ?? 0)} of ${fmt(detailNumber(selective, 'entrants') ?? 0)} entrants`));
  const best = mostCited(ctx.items.filter((e) => e.type === 'publication' && inClaim(e)), 1)[0];
  if (best) out.push(citationSentence(ctx, best));
  const media = ctx.items.filter((e) => e.type === 'media_coverage' && inClaim(e) && detailNumber(e, 'circulation') !== null).sort((a, b) => (detailNumber(b, 'circulation') ?? 0) - (detailNumber(a, 'circulation') ?? 0))[0];
  if (media) out.push(fact([media], `${detailString(media, 'outlet') ?? 'The outlet'}, with a recorded circulation or audience of ${fmt(detailNumber(media, 'circulation') ?? 0)}, published ${quoted(media.title)}`));
  const pay = ctx.items.filter((e) => e.type === 'salary' && inClaim(e) && (detailNumber(e, 'percentile') ?? 0) >= 90).sort((a, b) => (detailNumber(b, 'percentile') ?? 0) - (detailNumber(a, 'percentile') ?? 0))[0];
  if (pay) {
    const source = detailString(pay, 'comparisonSource');
    out.push(fact([pay], `${capitalize(possessive(ctx.short))} remuneration is at the ${ordinal(detailNumber(pay, 'percentile') ?? 0)} percentile${source ? ` of ${sourceName(source)}` : ''}`));
  }
  const senior = ctx.items.filter((e) => e.type === 'judging' && inClaim(e) && /\b(editors?|editorial board|program committee|programme committee|area chair|study section|grant panel|jury)\b/i.test(`${e.title} ${e.description}`));
  if (senior.length) out.push(fact(senior, `${ctx.short} judges at a senior level, as ${joinAnd(senior.map((e) => quoted(e.title)))}`));
  // The engine's own wording here restates levels ("strong, not just sufficient") or the facts above; only
  // the one-time award, which the facts above do not cover, is taken from it.
  return [...out, ...reasonSentences(ctx, factor.strengths.filter((r) => /internationally recognized award/.test(r.text)))];
}

function trajectory(ctx: ComposeContext, factor: Finding, claimedIds: ReadonlySet<string>): Block[] {
  const from = ctx.referenceYear - 2;
  const recent = acclaimOf(ctx, factor, claimedIds).filter((e) => {
    const start = yearOfDate(e.date);
    const end = lastActiveYear(ctx, e);
    return start !== null && start <= ctx.referenceYear && (end ?? start) >= from;
  });
  // The engine's own count compares windows over items the letter may not present; the count here uses
  // only the items the chronology shows.
  const sentences: Sentence[] = [];
  if (recent.length) {
    const byType = new Map<Usable['type'], number>();
    for (const e of recent) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
    const kinds = [...byType].map(([type, n]) => counted(n, ...ITEM_NOUNS[type]));
    sentences.push(fact(recent, `From ${from} to ${ctx.referenceYear}, the chronology above includes ${joinAnd(kinds)}, which ${recent.length === 1 ? 'carries' : 'carry'} the record up to the filing of the petition`));
  }
  return sentences.length ? [paragraph(sentences)] : [];
}

/** The letters: in full here when no criterion section carries them, else a pointer back to them. */
function expertLetters(ctx: ComposeContext, cited: ReadonlySet<string>): Block[] {
  const letters = ctx.items.filter((e) => e.type === 'recommendation_letter');
  if (!letters.length) return [];
  const alreadyShown = letters.every((e) => cited.has(e.exhibit));
  return [
    heading('Letters from Experts in the Field'),
    ...(alreadyShown
      ? [paragraph([fact(letters, `${capitalize(joinAnd(letters.map(letterRef)))}, discussed above, address ${possessive(ctx.short)} work and standing in the field`), prose(text('They are weighed here with the rest of the record.'))])]
      : letterBlocks(ctx, letters)),
  ];
}

/** Degrees and jobs belong to the background, not to acclaim; the field section shows them. */
const CREDENTIALS: ReadonlySet<Usable['type']> = new Set(['degree', 'employment']);

/** Items no earlier section cited: the Policy Manual has them weighed in the final merits. */
function furtherEvidence(ctx: ComposeContext, cited: ReadonlySet<string>): Block[] {
  const rest = ctx.items.filter((e) => !cited.has(e.exhibit) && e.type !== 'recommendation_letter' && !CREDENTIALS.has(e.type));
  if (!rest.length) return [];
  const pubs = rest.filter((e) => e.type === 'publication');
  const others = rest.filter((e) => e.type !== 'publication');
  return [
    heading('Further Evidence in the Record'),
    paragraph(legalPoints(['pm-6-f-2', 1])),
    ...others.flatMap((e) => itemBlocks(ctx, e, null)),
    ...(pubs.length ? [heading('Further articles', 3), listBlock(pubs.map(publicationEntry))] : []),
  ];
}

/**
 * The objection that the final-merits step lacks a regulatory basis, preserved as the library's scope note for
 * Mukherji allows: persuasive authority from one district court, binding only on its parties, never as ending the
 * review (legal-domain.md §14.1).
 */
function preservedObjection(): Block {
  return paragraph([
    prose(text('The petitioner preserves the objection that the final-merits step has no basis in the regulation.')),
    ...legalPoints(['mukherji', 0], ['loper-bright', 0]),
    prose(text('That decision binds only its parties and is offered as persuasive authority; the record meets the final-merits standard in any event, as this section shows.')),
  ]);
}

export function finalMeritsSection(ctx: ComposeContext, eb1a: Eb1aAssessment, claimed: readonly Finding[], earlier: readonly Section[]): Section | null {
  // Without three criteria or a one-time award the officer does not reach step two (Kazarian); the letter
  // does not argue a standing the first step has not opened.
  if (claimed.length < 3 && !eb1a.oneTimeAchievement.isClaimed) return null;
  const claimedIds = new Set(claimed.flatMap((c) => c.evidenceIds));
  const blocks: Block[] = [
    paragraph(legalPoints(['kazarian', 0], ['pm-6-f-2', 3], ['pm-6-f-2', 1], ['pm-6-f-2', 2])),
    preservedObjection(),
    paragraph([
      prose(text(`The sections above present ${possessive(ctx.short)} evidence under ${counted(claimed.length, 'criterion', 'criteria')}: ${joinAnd(claimed.map((c) => criterionTitle(c).toLowerCase()))}.`)),
      prose(text('This section weighs that evidence, with the rest of the record, as a whole.')),
    ]),
  ];
  for (const factor of eb1a.finalMerits.factors) {
    const title = FACTOR_HEADINGS[factor.id];
    if (!title) continue;
    const body =
      factor.id === 'merits-sustained-acclaim'
        ? sustained(ctx, factor, claimedIds)
        : factor.id === 'merits-top-of-field'
          ? (() => {
              const s = topOfField(ctx, factor, claimedIds);
              return s.length ? [paragraph(s)] : [];
            })()
          : trajectory(ctx, factor, claimedIds);
    if (!body.length) continue;
    blocks.push(heading(title), paragraph(legalPoints(...(FACTOR_LAW[factor.id] ?? []))), ...body);
  }
  // The introduction, the field section and the chronology name items only in passing; an item no
  // criterion section describes gets its own paragraph here.
  const shown = citedLabels(earlier.filter((s) => s.kind === 'criterion' || s.kind === 'comparable-evidence'));
  blocks.push(...expertLetters(ctx, shown));
  blocks.push(...furtherEvidence(ctx, shown));
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const strong = eb1a.finalMerits.level === 'strong' || eb1a.finalMerits.level === 'likely';
  blocks.push(
    heading('Conclusion on the Final Merits'),
    paragraph([
      prose(
        text(
          `${strong ? 'Considered as a whole' : 'The petitioner submits that, considered as a whole'}, the record shows sustained acclaim and places ${ctx.short} among the small percentage at the very top of ${field ? `the field of ${lowerFirst(stripPeriod(field))}` : 'the field'}.`,
        ),
      ),
    ]),
  );
  return section('final-merits', 'final-merits', 'Final Merits Determination', blocks);
}
