import { detailNumber, detailString, detailStrings } from '../../../assessment/details';
import type { Sentence } from '../../schema';
import type { ComposeContext, Usable } from '../context';
import { ITEM_NOUNS } from '../evidence';
import { counted, fmt, joinAnd, numberWord, yearOfDate } from '../format';
import { pubYear, venueOf } from '../publications';
import { fact } from '../sentences';
import { recordedCitations } from './strength';

/**
 * The one sentence that stands in the body for the items a criterion does not argue in depth: how many,
 * of what kind, over which years, with the figures they hold in total, and where the appendix lists them.
 * Never a list: the appendix carries the list.
 */

export const APPENDIX_NAME = 'Appendix A';

function yearSpan(years: readonly number[]): string {
  if (!years.length) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? ` in ${first}` : ` from ${first} to ${last}`;
}

/** "seven further awards", "57 further articles": the kind, or the kinds when they differ. */
function further(items: readonly Usable[]): string {
  const byType = new Map<Usable['type'], number>();
  for (const e of items) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
  return joinAnd([...byType].map(([type, n]) => `${numberWord(n)} further ${n === 1 ? ITEM_NOUNS[type][0] : ITEM_NOUNS[type][1]}`));
}

/** Totals the items' proof facts add up to: reviews, downloads, users, recorded citations. */
function totals(items: readonly Usable[]): string[] {
  const sum = (key: string) => items.reduce((s, e) => s + (detailNumber(e, key) ?? 0), 0);
  const out: string[] = [];
  const judging = items.filter((e) => e.type === 'judging');
  if (judging.some((e) => detailNumber(e, 'count') !== null))
    out.push(`${fmt(judging.reduce((s, e) => s + (detailNumber(e, 'count') ?? 0), 0))} completed reviews or evaluations`);
  const downloads = sum('downloads');
  if (downloads > 0) out.push(`${fmt(downloads)} recorded downloads`);
  const users = sum('users');
  if (users > 0) out.push(`${fmt(users)} recorded users`);
  return out;
}

/** Articles: how many, in how many venues, over which years, first-authored, and cited how often in all. */
function articleSummary(ctx: ComposeContext, pubs: readonly Usable[]): string {
  const venues = new Set(pubs.map(venueOf).filter((v): v is string => v !== null));
  const years = pubs.map(pubYear).filter((y): y is number => y !== null);
  const first = pubs.filter((p) => detailNumber(p, 'authorPosition') === 1 && detailStrings(p, 'authors').length !== 1).length;
  const cited = pubs.filter((p) => recordedCitations(p) !== null);
  const citations = cited.reduce((s, p) => s + (recordedCitations(p) ?? 0), 0);
  const clauses = [
    `${numberWord(pubs.length)} further ${pubs.length === 1 ? 'scholarly article' : 'scholarly articles'}${venues.size > 1 ? ` in ${counted(venues.size, 'venue')}` : ''}${yearSpan(years)}`,
    first ? `${ctx.short} is first author of ${numberWord(first)} of them` : null,
    cited.length
      ? cited.length === 1
        ? `the one with a citation record has been cited ${fmt(citations)} times`
        : `the ${numberWord(cited.length)} with a citation record have been cited ${fmt(citations)} times in all`
      : null,
  ].filter((c): c is string => c !== null);
  return clauses.join('; ');
}

/** Outlets of press items, named when there are few. */
function outletsOf(items: readonly Usable[]): string {
  const outlets = [...new Set(items.map((e) => detailString(e, 'outlet')).filter((o): o is string => o !== null))];
  return outlets.length && outlets.length <= 3 ? `, in ${joinAnd(outlets)}` : outlets.length ? `, in ${counted(outlets.length, 'outlet')}` : '';
}

/** The sentence on the items not argued, or null when there are none. */
export function restSentence(ctx: ComposeContext, rest: readonly Usable[]): Sentence | null {
  if (!rest.length) return null;
  const where = `listed in full in ${APPENDIX_NAME}`;
  if (rest.every((e) => e.type === 'publication'))
    return fact(
      rest,
      `Beyond the articles argued above, the record documents ${articleSummary(ctx, rest)}; ${rest.length === 1 ? 'it is' : 'they are'} ${where}`,
    );
  const years = rest.map((e) => yearOfDate(e.date)).filter((y): y is number => y !== null);
  const figures = totals(rest);
  const outlets = rest.every((e) => e.type === 'media_coverage') ? outletsOf(rest) : '';
  return fact(
    rest,
    `The record documents ${further(rest)}${outlets}${yearSpan(years)}${figures.length ? `, with ${joinAnd(figures)} between them` : ''}, ${where}`,
  );
}

/**
 * The body's sentences on the items not argued: articles in one sentence and anything else (talks among the
 * authorship evidence) in another, so a talk is never counted as an article.
 */
export function restSentences(ctx: ComposeContext, rest: readonly Usable[]): Sentence[] {
  const articles = rest.filter((e) => e.type === 'publication');
  const others = rest.filter((e) => e.type !== 'publication');
  if (!articles.length || !others.length) return [restSentence(ctx, rest)].filter((s): s is Sentence => s !== null);
  return [restSentence(ctx, articles), restSentence(ctx, others)].filter((s): s is Sentence => s !== null);
}

/**
 * The criterion's totals over every item, argued or not, each resting on the items it adds up: the reviews
 * the judging roles document, the downloads and users of the contributions.
 */
export function criterionTotals(items: readonly Usable[]): Sentence[] {
  const out: Sentence[] = [];
  const reviewed = items.filter((e) => e.type === 'judging' && detailNumber(e, 'count') !== null);
  if (reviewed.length >= 2)
    out.push(
      fact(
        reviewed,
        `Together, these roles document ${fmt(reviewed.reduce((s, e) => s + (detailNumber(e, 'count') ?? 0), 0))} completed reviews or evaluations of others’ work`,
      ),
    );
  const downloaded = items.filter((e) => (detailNumber(e, 'downloads') ?? 0) > 0);
  if (downloaded.length >= 2)
    out.push(
      fact(
        downloaded,
        `Together, the ${counted(downloaded.length, 'contribution')} with a recorded download count have been downloaded ${fmt(downloaded.reduce((s, e) => s + (detailNumber(e, 'downloads') ?? 0), 0))} times`,
      ),
    );
  return out;
}
