import { detailBoolean, detailNumber, detailString } from '../../assessment/details';
import type { Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive } from './context';
import { bodyName, capitalize, counted, fmt, joinAnd, lowerFirst, money, numberWord, ordinal, quoted, sourceName, stripPeriod, yearOfDate } from './format';
import { citationsOf, mostCited, percentileOf } from './publications';
import { fact, prose } from './sentences';

/**
 * Comparison facts shared by the final merits (EB-1A) and the second prong (NIW): the figures that place an
 * item against the field (selection rates, citation percentiles, circulation, salary percentile, completed
 * reviews, use by others), each as a factual sentence on its own exhibit, and the one-line reason why such a
 * figure measures standing. Only what an item's details hold is stated; a missing figure is simply not said.
 * Also: which items are minor (trainee prizes, institutional honors), so arguments rank them out.
 */

/** A prize of training rather than of the field: student, undergraduate, trainee or institution-only honors. */
const TRAINEE =
  /\b(students?|undergraduates?|graduate school|graduation|highest honou?rs|summer (school|program|student)|trainee|scholarship|poster|retreat|eagle scout|teaching assistant)\b/i;
const LIMITED_SCOPES: ReadonlySet<string> = new Set(['institutional', 'local', 'regional']);

/** An award or grant of training: students, trainees, scholarships, posters. It competes among trainees, not the field. */
export function isTraineeAward(e: Usable): boolean {
  return (e.type === 'award' || e.type === 'grant') && TRAINEE.test(`${e.title} ${e.description}`);
}

/** An award or honor too minor to argue: limited in scope, or a prize of training, unless national or international. */
export function isMinorItem(e: Usable): boolean {
  if (e.type !== 'award' && e.type !== 'grant') return false;
  const scope = detailString(e, 'scope')?.toLowerCase() ?? '';
  if (scope === 'national' || scope === 'international') return false;
  return LIMITED_SCOPES.has(scope) || isTraineeAward(e);
}

/** winners / entrants, when both are recorded and the award was competitive. */
export function selectionRate(e: Usable): number | null {
  const winners = detailNumber(e, 'winners');
  const entrants = detailNumber(e, 'entrants');
  return winners !== null && entrants !== null && winners > 0 && entrants > winners ? winners / entrants : null;
}

/** "one in every 156": how many competed for each award, rounded down so the letter never overstates it (no percentages: they read as odds). */
export const oneInEvery = (share: number): string => `one in every ${fmt(Math.floor(1 / share))}`;

/**
 * The largest share of candidates an award may go to and still be argued as selective ("so small a share of those
 * who compete for it"): one in eight. An award given to one candidate in five is a real distinction, argued under its
 * criterion with its figures, but calling that share small is the kind of claim an officer can knock down.
 */
export const SELECTIVE_SHARE = 1 / 8;

/**
 * Selective awards, most selective first. An award of training is left out however few won it: its candidates were
 * students or trainees, so winning it does not separate the recipient from the rest of the field.
 */
export function selectiveAwards(items: readonly Usable[]): Usable[] {
  return items
    .filter((e) => e.type === 'award' && !isTraineeAward(e) && (selectionRate(e) ?? 1) <= SELECTIVE_SHARE)
    .sort((a, b) => (selectionRate(a) ?? 1) - (selectionRate(b) ?? 1) || (a.id < b.id ? -1 : 1));
}

export function selectivitySentence(e: Usable): Sentence {
  const winners = detailNumber(e, 'winners') ?? 0;
  const entrants = detailNumber(e, 'entrants') ?? 0;
  const issuer = detailString(e, 'issuer');
  const by = issuer && !e.title.toLowerCase().includes(issuer.toLowerCase()) ? `, conferred by ${bodyName(issuer)},` : '';
  return fact([e], `The ${quoted(e.title)}${by} went to ${fmt(winners)} of ${fmt(entrants)} candidates, ${oneInEvery(winners / entrants)}`);
}

/** Verified articles at or above the 90th citation percentile of their field. */
export const topPercentileWorks = (pubs: readonly Usable[]): Usable[] => pubs.filter((p) => (percentileOf(p) ?? 0) >= 90);

/** "Four of the nine verified articles rank at or above the 90th citation percentile of their fields." */
export function percentileShareSentence(ctx: ComposeContext, pubs: readonly Usable[]): Sentence | null {
  const verified = pubs.filter((p) => percentileOf(p) !== null);
  const top = topPercentileWorks(verified);
  if (top.length < 2) return null;
  const share =
    top.length === verified.length ? `All ${numberWord(verified.length)}` : `${capitalize(numberWord(top.length))} of the ${numberWord(verified.length)}`;
  return fact(
    top,
    `${share} articles by ${ctx.short} whose citations have been compared with their field rank at or above the 90th citation percentile of that field`,
  );
}

/** Total citations over the verified articles, written "cited N times" so it matches no single article's count. */
export function citationTotalSentence(ctx: ComposeContext, pubs: readonly Usable[]): Sentence | null {
  const verified = pubs.filter((p) => citationsOf(p) !== null);
  if (verified.length < 2) return null;
  const total = verified.reduce((sum, p) => sum + (citationsOf(p) ?? 0), 0);
  const allExcl = verified.every((p) => p.check?.citationsExcludingSelf != null);
  const excl = verified.reduce((sum, p) => sum + (p.check?.citationsExcludingSelf ?? 0), 0);
  if (total === 0) return null;
  return fact(
    verified,
    `Scholarly indexes show ${possessive(ctx.short)} ${numberWord(verified.length)} verified articles cited ${fmt(total)} times${allExcl ? `, ${fmt(excl)} times by other authors` : ''}`,
  );
}

/** The most-cited verified works, best first. */
export const strongestWorks = (pubs: readonly Usable[], limit: number): Usable[] => mostCited(pubs, limit);

/** Media with a recorded audience, widest first. */
export const widestMedia = (items: readonly Usable[]): Usable[] =>
  items
    .filter((e) => e.type === 'media_coverage' && detailNumber(e, 'circulation') !== null)
    .sort((a, b) => (detailNumber(b, 'circulation') ?? 0) - (detailNumber(a, 'circulation') ?? 0));

export function circulationSentence(e: Usable): Sentence {
  const outlet = detailString(e, 'outlet') ?? 'The outlet';
  return fact([e], `${outlet}, with a recorded circulation or audience of ${fmt(detailNumber(e, 'circulation') ?? 0)}, published ${quoted(e.title)}`);
}

/** Remuneration at or above the 90th percentile of a named comparison. */
export const topPay = (items: readonly Usable[]): Usable[] =>
  items
    .filter((e) => e.type === 'salary' && (detailNumber(e, 'percentile') ?? 0) >= 90)
    .sort((a, b) => (detailNumber(b, 'percentile') ?? 0) - (detailNumber(a, 'percentile') ?? 0));

export function paySentence(ctx: ComposeContext, e: Usable): Sentence {
  const source = detailString(e, 'comparisonSource');
  const amount = detailNumber(e, 'amount');
  const year = yearOfDate(e.date);
  const paid = amount !== null ? `, ${money(amount, detailString(e, 'currency'))}${year !== null ? ` in ${year}` : ''},` : '';
  return fact(
    [e],
    `${capitalize(possessive(ctx.short))} remuneration${paid} stands at the ${ordinal(detailNumber(e, 'percentile') ?? 0)} percentile${source ? ` of ${sourceName(source)}` : ''}`,
  );
}

const SENIOR_JUDGING =
  /\b(editors?|editorial board|board of (associate )?editors|program committee|programme committee|area chair|study section|grant panel|jury|chair)\b/i;

/** Judging roles at the level of editor, committee or panel. */
export const seniorJudging = (items: readonly Usable[]): Usable[] =>
  items.filter((e) => e.type === 'judging' && SENIOR_JUDGING.test(`${e.title} ${detailString(e, 'role') ?? ''}`));

/** Judging roles with a recorded count of completed reviews, in exhibit order. */
export const countedJudging = (items: readonly Usable[]): Usable[] => items.filter((e) => e.type === 'judging' && (detailNumber(e, 'count') ?? 0) > 0);

export function reviewCountSentence(ctx: ComposeContext, judging: readonly Usable[]): Sentence | null {
  const counted_ = countedJudging(judging);
  if (!counted_.length) return null;
  const total = counted_.reduce((sum, e) => sum + (detailNumber(e, 'count') ?? 0), 0);
  const roles = counted_.length === 1 ? `as ${quoted(counted_[0]?.title ?? '')}` : `across ${counted(counted_.length, 'documented role')}`;
  return fact(counted_, `${ctx.short} has completed ${fmt(total)} documented evaluations of others’ work ${roles}`);
}

/** Use by others: downloads, users, citations of the work, licences, the record's corroboration. */
export function adoptionSentences(e: Usable): Sentence[] {
  const out: Sentence[] = [];
  const figures = [
    detailNumber(e, 'downloads') !== null ? `${fmt(detailNumber(e, 'downloads') ?? 0)} downloads` : null,
    detailNumber(e, 'users') !== null ? `${fmt(detailNumber(e, 'users') ?? 0)} users` : null,
  ].filter((f): f is string => f !== null);
  if (figures.length) out.push(fact([e], `The record documents ${joinAnd(figures)} of ${quoted(e.title)}`));
  const cited = detailNumber(e, 'citationCount');
  if (cited !== null) out.push(fact([e], `${quoted(e.title)} has been cited ${fmt(cited)} times`));
  if (detailBoolean(e, 'licensed') === true) out.push(fact([e], 'The record documents that the work has been licensed to others'));
  const revenue = detailString(e, 'revenue');
  if (revenue) out.push(fact([e], `The record documents its use by others as follows: ${lowerFirst(stripPeriod(revenue))}`));
  const corroboration = detailString(e, 'corroboration');
  // A person's title ("Dr. Nakamura") keeps its capital.
  if (corroboration)
    out.push(
      fact(
        [e],
        `Independent corroboration in the record: ${/^(Dr|Prof|Mr|Mrs|Ms)\b/.test(corroboration) ? stripPeriod(corroboration) : lowerFirst(stripPeriod(corroboration))}`,
      ),
    );
  if (!out.length && detailBoolean(e, 'isAdopted') === true)
    out.push(fact([e], `The record documents the adoption of ${quoted(e.title)} by others in the field`));
  return out;
}

/** Contributions and patents with figures of use, most used first. */
export function usedWorks(items: readonly Usable[]): Usable[] {
  const reach = (e: Usable) => (detailNumber(e, 'users') ?? 0) + (detailNumber(e, 'downloads') ?? 0) + 10 * (detailNumber(e, 'citationCount') ?? 0);
  return items
    .filter(
      (e) =>
        (e.type === 'original_contribution' || e.type === 'patent' || e.type === 'commercial_success') &&
        (reach(e) > 0 || detailBoolean(e, 'isAdopted') === true || detailBoolean(e, 'licensed') === true || detailString(e, 'corroboration') !== null),
    )
    .sort((a, b) => reach(b) - reach(a) || (a.id < b.id ? -1 : 1));
}

/** Why a kind of figure measures standing: counsel's reasoning, stated without figures so it needs no exhibit. */
export const WHY = {
  award: 'An award given to so small a share of those who compete for it separates its recipients from the rest of the field.',
  citations: 'A field percentile compares each article with others of its field and year, so it measures standing against peers rather than volume.',
  media: 'Coverage by an outlet with that audience shows recognition reaching well beyond the specialists of the field.',
  pay: 'Pay at that point of the distribution for the same occupation shows how the market values the work against that of peers.',
  judging: 'Editors and committees entrust decisions on others’ work to those whose own standing in the field is established.',
  use: 'Use of the work by others outside the applicant’s own institution is the field’s own judgment of its value.',
} as const;

export const why = (ctx: ComposeContext, key: keyof typeof WHY): Sentence => prose(WHY[key].replace('the applicant’s', possessive(ctx.short)));

/**
 * Coined names that identify a work across exhibits ("scDrift", "DicomRTTool", "COVER-ALL", "TG-263"): words
 * with an inner capital, or letters and digits together, or an all-capital name of five letters or more.
 * Ordinary words are not used, so a letter is tied only to the work it really names.
 */
export function coinedNames(title: string): string[] {
  const tokens = title
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(
      (t) =>
        t.length >= 4 &&
        (/\p{Ll}\p{Lu}/u.test(t) ||
          (/^\p{L}/u.test(t) && /\p{N}/u.test(t) && /\p{L}{2}/u.test(t)) ||
          /^\p{Lu}{2,}(-\p{Lu}+)+$/u.test(t) ||
          /^\p{Lu}{5,}$/u.test(t)),
    );
  return [...new Set(tokens)];
}

const mentionsName = (s: string, name: string): boolean =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(s);

/** Documentary items (not letters) whose coined name the letter's title or summary mentions. */
export function corroboratingItems(ctx: ComposeContext, letter: Usable): Usable[] {
  const said = `${letter.title} ${letter.description}`;
  return ctx.items.filter((e) => e.type !== 'recommendation_letter' && coinedNames(e.title).some((n) => mentionsName(said, n)));
}

/** "A (Exhibit X), B (Exhibit Y) and C (Exhibit Z)" as factInline parts, each title next to its exhibit. */
export function inlineList(items: readonly Usable[]): (string | Usable)[] {
  const parts: (string | Usable)[] = [];
  items.forEach((e, i) => {
    if (i > 0) parts.push(i === items.length - 1 ? ' and ' : ', ');
    parts.push(quoted(e.title), e);
  });
  return parts;
}
