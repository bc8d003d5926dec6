import { detailNumber, detailString, detailStrings } from '../../assessment/details';
import type { Block, Paragraph, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive } from './context';
import { counted, fmt, formatDate, joinAnd, numberWord, ordinal, quoted, stripPeriod, yearOfDate } from './format';
import { fact, heading, item, listBlock, paragraph } from './sentences';

/**
 * Scholarly articles: the authorship list (venue, year, author position, verified citations), totals
 * computed from the listed items, and the citation record of the most-cited works. Citation figures are
 * stated only for publications the scholarly check verified, and aggregate figures are phrased as "cited
 * N times", so that no sentence resting on one article shows a citation count other than that article's.
 */

const SOURCES = { crossref: 'Crossref', openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar', orcid: 'ORCID' } as const;
const POSITION_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export const venueOf = (e: Usable): string | null => e.check?.venue ?? detailString(e, 'venue');
export const pubYear = (e: Usable): number | null => detailNumber(e, 'year') ?? yearOfDate(e.date);
export const isVerifiedPub = (e: Usable): boolean => e.verification === 'verified' && e.check !== null;
export const citationsOf = (e: Usable): number | null => (isVerifiedPub(e) ? (e.check?.citationCount ?? null) : null);
export const percentileOf = (e: Usable): number | null => (isVerifiedPub(e) ? (e.check?.fieldPercentile ?? null) : null);

/** "first of three authors", "sole author", "second author"; null when the record does not say. */
export function authorPosition(e: Usable): string | null {
  const authors = detailStrings(e, 'authors');
  const position = detailNumber(e, 'authorPosition');
  if (authors.length === 1) return 'sole author';
  const nth = position !== null ? (POSITION_WORDS[position - 1] ?? ordinal(position)) : null;
  if (nth && authors.length >= (position ?? 0) && authors.length > 1) {
    return position === authors.length ? `last of ${counted(authors.length, 'author')}` : `${nth} of ${counted(authors.length, 'author')}`;
  }
  return nth ? `${nth} author` : null;
}

/** Descriptions that only restate the author position add nothing to the list. */
const POSITION_ONLY = /^(first|second|third|last|senior|sole|corresponding|co-first)[- ]author\.?$/i;

/**
 * The list entry of one article: bibliographic sentence, verified citation record, and the exhibit's note
 * unless `withNote` is false (the appendix leaves it out: for an article the CV lists, the note is the CV line).
 */
export function publicationEntry(e: Usable, withNote = true): Paragraph {
  const venue = venueOf(e);
  const date = formatDate(e.date) ?? (pubYear(e) !== null ? String(pubYear(e)) : null);
  const position = authorPosition(e);
  const authors = detailStrings(e, 'authors');
  const doi = e.check?.doi ?? detailString(e, 'doi');
  const parts = [quoted(e.title), venue, date].filter((p): p is string => Boolean(p));
  let body = parts.join(', ');
  if (position) body += `; ${position}${authors.length > 1 && authors.length <= 6 ? ` (${authors.join('; ')})` : ''}`;
  if (doi) body += `; DOI ${doi}`;
  const sentences: Sentence[] = [fact([e], body)];
  const check = isVerifiedPub(e) ? e.check : null;
  if (check && (check.citationCount !== null || check.fieldPercentile !== null)) {
    const clauses: string[] = [];
    if (check.citationCount !== null) {
      clauses.push(
        `records ${fmt(check.citationCount)} citations of the article${check.citationsExcludingSelf !== null ? `, ${fmt(check.citationsExcludingSelf)} of them by other authors` : ''}`,
      );
    }
    if (check.fieldPercentile !== null)
      clauses.push(`${clauses.length ? 'placing' : 'places'} it in the ${ordinal(check.fieldPercentile)} citation percentile of its field`);
    sentences.push(fact([e], `${SOURCES[check.source]} ${clauses.join(', ')}`));
  }
  const note = stripPeriod(e.description);
  if (withNote && note && !POSITION_ONLY.test(note))
    sentences.push(fact([e], /\b(I|me|my|My|we|We|our|Our)\b/.test(note) ? `The exhibit notes, in the first person: “${note}”` : `The exhibit notes: ${note}`));
  return item(sentences);
}

/** Groups in reading order: newest year first, undated last. */
function byYear(pubs: readonly Usable[]): [number | null, Usable[]][] {
  const groups = new Map<number | null, Usable[]>();
  for (const p of pubs) groups.set(pubYear(p), [...(groups.get(pubYear(p)) ?? []), p]);
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a));
}

/** Venues by number of articles, most first; ties by name so the order is stable. */
export function venues(pubs: readonly Usable[]): [string, Usable[]][] {
  const groups = new Map<string, Usable[]>();
  for (const p of pubs) {
    const v = venueOf(p);
    if (v) groups.set(v, [...(groups.get(v) ?? []), p]);
  }
  return [...groups].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
}

/** Totals computed from the listed articles, each resting on the articles it counts. */
export function authorshipTotals(ctx: ComposeContext, pubs: readonly Usable[]): Sentence[] {
  if (!pubs.length) return [];
  const years = pubs.map(pubYear).filter((y): y is number => y !== null);
  const first = Math.min(...years);
  const last = Math.max(...years);
  const span = years.length ? (first === last ? ` in ${first}` : `, published from ${first} to ${last}`) : '';
  const byVenue = venues(pubs);
  const out = [
    fact(
      pubs,
      `The record documents ${counted(pubs.length, 'scholarly article')} by ${ctx.short}${span}${byVenue.length > 1 ? `, in ${counted(byVenue.length, 'venue')}` : byVenue.length === 1 ? `, in ${byVenue[0]?.[0]}` : ''}`,
    ),
  ];
  if (byVenue.length > 1) {
    const shown = byVenue.slice(0, 6);
    out.push(
      fact(
        shown.flatMap(([, items]) => items),
        `${byVenue.length > shown.length ? 'The venues carrying the most articles are' : 'The venues are'} ${joinAnd(shown.map(([v, items]) => `${v} (${counted(items.length, 'article')})`))}`,
      ),
    );
  }
  const firstAuthor = pubs.filter((p) => detailNumber(p, 'authorPosition') === 1 && detailStrings(p, 'authors').length !== 1);
  const sole = pubs.filter((p) => detailStrings(p, 'authors').length === 1);
  if (firstAuthor.length) out.push(fact(firstAuthor, `${ctx.short} is first author of ${numberWord(firstAuthor.length)} of them`));
  if (sole.length) out.push(fact(sole, `${ctx.short} is the sole author of ${numberWord(sole.length)} of them`));
  const verified = pubs.filter((p) => citationsOf(p) !== null);
  if (verified.length) {
    const total = verified.reduce((sum, p) => sum + (citationsOf(p) ?? 0), 0);
    const allExcl = verified.every((p) => p.check?.citationsExcludingSelf != null);
    const excl = verified.reduce((sum, p) => sum + (p.check?.citationsExcludingSelf ?? 0), 0);
    out.push(
      fact(
        verified,
        `${verified.length === pubs.length ? (pubs.length === 1 ? 'It is' : 'All of them are') : `${numberWord(verified.length)} of them ${verified.length === 1 ? 'is' : 'are'}`} matched to scholarly index records, which show that ${verified.length === 1 ? 'it has' : 'they have'} been cited ${fmt(total)} times${allExcl ? `, ${fmt(excl)} times by other authors` : ''}`,
      ),
    );
  }
  return out;
}

/** The year's totals: how many articles, where, first-authored, and cited how often in all. */
function yearLine(ctx: ComposeContext, year: number | null, items: readonly Usable[]): Sentence {
  const where = [...new Set(items.map(venueOf).filter((v): v is string => v !== null))];
  const first = items.filter((p) => detailNumber(p, 'authorPosition') === 1 && detailStrings(p, 'authors').length !== 1).length;
  const verified = items.filter((p) => citationsOf(p) !== null);
  const cited = verified.reduce((sum, p) => sum + (citationsOf(p) ?? 0), 0);
  const clauses = [
    `${year === null ? `${counted(items.length, 'undated article')} appeared` : `In ${year}, ${counted(items.length, 'article')} appeared`}${where.length && where.length <= 3 ? ` in ${joinAnd(where)}` : where.length ? ` in ${counted(where.length, 'venue')}` : ''}`,
    first ? `${ctx.short} is first author of ${numberWord(first)}` : null,
    verified.length
      ? `the ${verified.length === 1 ? 'verified one has' : `${numberWord(verified.length)} verified ones have`} been cited ${fmt(cited)} times${verified.length > 1 ? ' in all' : ''}`
      : null,
  ].filter((c): c is string => c !== null);
  return fact(items, clauses.join('; '));
}

/** The authorship list, grouped by year (newest first): the year's totals, then one entry per article. */
export function authorshipList(ctx: ComposeContext, pubs: readonly Usable[]): Block[] {
  return byYear(pubs).flatMap(([year, items]) => [
    heading(year === null ? 'Undated articles' : `Articles published in ${year}`, 3),
    ...(items.length > 1 ? [paragraph([yearLine(ctx, year, items)])] : []),
    listBlock(items.map((e) => publicationEntry(e))),
  ]);
}

/** Verified works ranked by field percentile, then citations: the ones an officer should see first. */
export function mostCited(pubs: readonly Usable[], limit: number): Usable[] {
  const verified = pubs.filter((p) => citationsOf(p) !== null || percentileOf(p) !== null);
  const ranked = [...verified].sort(
    (a, b) => (percentileOf(b) ?? -1) - (percentileOf(a) ?? -1) || (citationsOf(b) ?? 0) - (citationsOf(a) ?? 0) || (a.id < b.id ? -1 : 1),
  );
  const high = ranked.filter((p) => (percentileOf(p) ?? 0) >= 90);
  return (high.length ? high : ranked.filter((p) => (citationsOf(p) ?? 0) > 0)).slice(0, limit);
}

/** One sentence on the citation record of one article. */
export function citationSentence(ctx: ComposeContext, e: Usable): Sentence {
  const where = [venueOf(e), pubYear(e)].filter((p) => p !== null).join(', ');
  const cited = citationsOf(e);
  const pct = percentileOf(e);
  const excl = e.check?.citationsExcludingSelf ?? null;
  const parts = [
    cited !== null ? `has been cited ${fmt(cited)} times${excl !== null ? ` (${fmt(excl)} times by other authors)` : ''}` : null,
    pct !== null ? `ranks in the ${ordinal(pct)} citation percentile of its field` : null,
  ].filter((p): p is string => p !== null);
  const position = authorPosition(e);
  const subject = `${quoted(e.title)}${where ? ` (${where})` : ''}`;
  const aside = position ? `, of which ${ctx.short} is ${position.replace(/^(first|second|third|last|sole)\b/, 'the $1')},` : '';
  return fact([e], `${subject}${aside} ${joinAnd(parts)}`);
}

/**
 * The citation record as evidence of influence: the most-cited works one by one, then the totals over the
 * verified articles and, when every work behind the person-level metrics is in the record, the h-index
 * and the spread of citing countries and institutions.
 */
export function citationImpactBlocks(ctx: ComposeContext, pubs: readonly Usable[], limit = 20): Block[] {
  const top = mostCited(pubs, limit);
  if (!top.length) return [];
  const summary = metricsSentences(ctx);
  return [paragraph(top.map((p) => citationSentence(ctx, p))), ...(summary.length ? [paragraph(summary)] : [])];
}

/**
 * The person-level citation record, when every work behind the metrics is in the letter's evidence: the h-index
 * and the spread of citing countries and institutions, and with `totals` the citations of the verified works in
 * all ("cited N times", so no sentence shows a count that is not one article's as a "citations" figure).
 */
export function metricsSentences(ctx: ComposeContext, totals = false): Sentence[] {
  const m = ctx.input.metrics;
  const works = m ? m.works.map((w) => ctx.usable.get(w.evidenceId)) : [];
  if (!m || m.publicationsVerified <= 0 || works.length === 0 || !works.every((w) => w !== undefined)) return [];
  const sources = works as Usable[];
  const out: Sentence[] = [];
  if (totals)
    out.push(
      fact(
        sources,
        `The ${counted(sources.length, 'article')} matched to scholarly index records have been cited ${fmt(m.totalCitations)} times in all${m.citationsExcludingSelf !== null ? `, ${fmt(m.citationsExcludingSelf)} times by other authors` : ''}`,
      ),
    );
  out.push(fact(sources, `Computed from these verified works, ${possessive(ctx.short)} h-index is ${m.hIndex}`));
  const spread = [
    m.citingCountries !== null ? counted(m.citingCountries, 'country', 'countries') : null,
    m.citingInstitutions !== null ? counted(m.citingInstitutions, 'institution') : null,
  ].filter((s): s is string => s !== null);
  if (spread.length) out.push(fact(sources, `The works citing them come from ${joinAnd(spread)}`));
  return out;
}
