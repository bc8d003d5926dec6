import { detailBoolean, detailNumber, detailString } from '../../assessment/details';
import type { EvidenceType } from '../../evidence';
import { atDate, bodyName, fmt, formatDate, money, ordinal, quoted, stripPeriod, yearOfDate } from '../../letter/compose/format';
import { authorPosition, venueOf } from '../../letter/compose/publications';
import type { LetterItem } from '../plan-facts';
import { pick } from './voice';

/**
 * The words a letter needs about one evidence item: what to call it, what happened ("appeared in Nature
 * Methods in April 2021"), the figures its record holds, and its own description. Every figure comes from
 * the item (verified citation counts from the scholarly check, never the CV's); a missing detail is not said.
 */
export interface ItemWords {
  /** “scDrift: …”, the “Best Paper Award, ISMB 2021”. */
  readonly subject: string;
  /** Completes "…, which ___" and "it ___". */
  readonly event: string;
  /** Clauses with the item's numbers and standing, each a complete statement. */
  readonly figures: readonly string[];
  /** The exhibit's own description, quoted, when it says more than the title. */
  readonly description: string | null;
  /** "article", "award": how an opinion refers to it. */
  readonly noun: string;
}

const NOUNS: Record<EvidenceType, string> = {
  publication: 'article',
  citation_record: 'citation record',
  award: 'award',
  membership: 'membership',
  media_coverage: 'coverage',
  judging: 'judging work',
  original_contribution: 'contribution',
  presentation: 'presentation',
  exhibition: 'exhibition',
  leading_role: 'role',
  salary: 'remuneration',
  commercial_success: 'result',
  recommendation_letter: 'letter',
  degree: 'degree',
  license: 'credential',
  employment: 'position',
  patent: 'patent',
  grant: 'grant',
  other: 'record',
};

const when = (e: LetterItem): string => {
  const at = atDate(e.date);
  return at && !e.title.includes(formatDate(e.date) ?? '\u0000') ? ` ${at}` : '';
};

function span(e: LetterItem): string {
  const start = yearOfDate(e.date);
  const end = detailString(e, 'endDate');
  if (start === null) return 'is documented in the record';
  if (end && /present|current|ongoing/i.test(end)) return `began in ${start} and continues`;
  const endYear = yearOfDate(end);
  return endYear !== null && endYear !== start ? `ran from ${start} to ${endYear}` : `dates from ${start}`;
}

/**
 * How a letter states authorship, citations and percentile. A letter uses the wording of its style index for
 * every article, so two letters of one plan never phrase the same figure alike.
 */
const POSITION: readonly ((who: string, position: string) => string)[] = [
  (w, p) => `${w} is the ${p}`,
  (w, p) => `${w} appears as ${p}`,
  (w, p) => `the byline lists ${w} as ${p}`,
  (w, p) => `${w} was the ${p}`,
  (w, p) => `${w} signed it as ${p}`,
  (w, p) => `the author list places ${w} ${p}`,
  (w, p) => `${w} is listed as ${p}`,
  (w, p) => `${w} ranks as ${p}`,
];
const CITATIONS: readonly ((n: string, others: string | null) => string)[] = [
  (n, o) => `the scholarly index counts ${n} citations of it${o ? `, ${o} of them by other authors` : ''}`,
  (n, o) => `it has ${n} citations in the scholarly record${o ? ` (${o} from other authors)` : ''}`,
  (n, o) => `it has been cited ${n} times${o ? `, ${o} times by others` : ''}`,
  (n, o) => `citation data record ${n} citations${o ? `, of which ${o} come from other authors` : ''}`,
  (n, o) => `${n} citations of it are indexed${o ? `, ${o} excluding the authors’ own` : ''}`,
  (n, o) => `its citation count stands at ${n}${o ? `, with ${o} from outside its author group` : ''}`,
  (n, o) => `indexes show ${n} citations${o ? `, ${o} of them by other researchers` : ''}`,
  (n, o) => `it has drawn ${n} citations${o ? ` (${o} by other scientists)` : ''}`,
];
const PERCENTILE: readonly ((p: string) => string)[] = [
  (p) => `by citations it ranks in the ${p} percentile of its field`,
  (p) => `that places it in the ${p} percentile of comparable papers`,
  (p) => `its field-normalised citation percentile is the ${p}`,
  (p) => `measured against its field, it sits at the ${p} percentile`,
  (p) => `it falls in the ${p} percentile of its field by citations`,
  (p) => `relative to its field and year, it is in the ${p} percentile`,
  (p) => `the index puts it at the ${p} percentile for its field`,
  (p) => `among papers of its field, it reaches the ${p} percentile`,
];

function publicationFigures(e: LetterItem, short: string, style: number): string[] {
  const out: string[] = [];
  const position = authorPosition(e);
  if (position) out.push(position === 'sole author' ? `${short} is its sole author` : pick(POSITION, style)(short, position));
  const check = e.verification === 'verified' ? e.check : null;
  if (check?.citationCount != null)
    out.push(pick(CITATIONS, style)(fmt(check.citationCount), check.citationsExcludingSelf !== null ? fmt(check.citationsExcludingSelf) : null));
  if (check?.fieldPercentile != null) out.push(pick(PERCENTILE, style)(ordinal(check.fieldPercentile)));
  return out;
}

function awardFigures(e: LetterItem): string[] {
  const out: string[] = [];
  const entrants = detailNumber(e, 'entrants');
  const winners = detailNumber(e, 'winners');
  if (entrants !== null && winners !== null && winners > 0 && entrants > winners) out.push(`${fmt(winners)} of ${fmt(entrants)} candidates were chosen`);
  else if (entrants !== null) out.push(`the competition drew ${fmt(entrants)} entrants`);
  const scope = detailString(e, 'scope')?.toLowerCase();
  if (scope === 'international' || scope === 'national') out.push(`its scope is ${scope}`);
  const amount = detailNumber(e, 'amount');
  if (amount !== null) out.push(`it carries ${money(amount, detailString(e, 'currency'))}`);
  return out;
}

function otherFigures(e: LetterItem): string[] {
  const out: string[] = [];
  const count = detailNumber(e, 'count');
  if (count !== null && e.type === 'judging') out.push(`${fmt(count)} completed reviews are documented`);
  const circulation = detailNumber(e, 'circulation');
  if (circulation !== null) out.push(`the outlet’s audience is given as ${fmt(circulation)}`);
  if (detailBoolean(e, 'isAdopted') === true) out.push('the record documents its adoption by others');
  if (detailBoolean(e, 'licensed') === true) out.push('the record documents a licence of it');
  const percentile = detailNumber(e, 'percentile');
  if (percentile !== null && e.type === 'salary') out.push(`the exhibit places it at the ${ordinal(percentile)} percentile of the comparison`);
  return out;
}

function subjectAndEvent(e: LetterItem, short: string): [string, string] {
  const title = quoted(e.title);
  const org = detailString(e, 'organization');
  const issuer = detailString(e, 'issuer');
  const inTitle = (s: string | null) => (s && !e.title.toLowerCase().includes(s.toLowerCase()) ? s : null);
  switch (e.type) {
    case 'publication': {
      const venue = inTitle(venueOf(e));
      return [title, venue ? `appeared in ${venue}${when(e)}` : `was published${when(e)}`];
    }
    case 'award':
    case 'grant': {
      const by = inTitle(issuer);
      const amount = e.type === 'grant' ? detailNumber(e, 'amount') : null;
      const sum = amount !== null ? `, in the amount of ${money(amount, detailString(e, 'currency'))}` : '';
      return [`the ${title}`, `was conferred on ${short}${by ? ` by ${bodyName(by)}` : ''}${when(e)}${sum}`];
    }
    case 'media_coverage': {
      const outlet = detailString(e, 'outlet');
      const author = detailString(e, 'author');
      return [title, `${outlet ? `ran in ${outlet}` : 'was published'}${when(e)}${author ? `, written by ${author}` : ''}`];
    }
    case 'judging':
      return [`the service of ${short} recorded as ${title}`, span(e)];
    case 'leading_role':
    case 'employment': {
      const at = inTitle(org);
      return [`the position of ${short} as ${title}${at ? ` at ${bodyName(at)}` : ''}`, span(e)];
    }
    case 'membership':
      return [`the membership ${title}`, span(e)];
    case 'patent':
      return [title, `names ${short} as an inventor${when(e)}`];
    case 'presentation': {
      const venue = inTitle(detailString(e, 'venue') ?? org);
      return [title, `was presented${venue ? ` at ${venue}` : ''}${when(e)}`];
    }
    case 'exhibition':
      return [title, `showed the work of ${short}${when(e)}`];
    case 'salary': {
      const amount = detailNumber(e, 'amount');
      return [`the remuneration documented in ${title}`, amount !== null ? `amounted to ${money(amount, detailString(e, 'currency'))}` : 'is on record'];
    }
    case 'degree':
      return [`the ${title}`, `was earned${when(e)}`];
    default: {
      const date = formatDate(e.date);
      return [title, date ? `dates from ${date}` : 'is documented in the record'];
    }
  }
}

/** Descriptions that only restate an author position or the title add nothing. */
const ADDS_NOTHING = /^(first|second|third|last|senior|sole|corresponding|co-first)[- ]author\.?$/i;

export function itemWords(e: LetterItem, short: string, style: number): ItemWords {
  const [subject, event] = subjectAndEvent(e, short);
  const figures = e.type === 'publication' ? publicationFigures(e, short, style) : e.type === 'award' ? awardFigures(e) : otherFigures(e);
  const d = stripPeriod(e.description);
  const description = d && !ADDS_NOTHING.test(d) && d.toLowerCase() !== stripPeriod(e.title).toLowerCase() ? `“${d}”` : null;
  return { subject, event, figures, description, noun: NOUNS[e.type] };
}
