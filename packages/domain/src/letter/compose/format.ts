/**
 * How the composer prints numbers, dates, titles and lists. Petition letters spell out dates ("July 16,
 * 2021") and group digits ("2,000,000"); a title is always quoted exactly as the evidence gives it, so the
 * reader can find it in the exhibit.
 */

export const fmt = (n: number): string => n.toLocaleString('en-US');

/**
 * "1st", "82nd", "99th": percentiles are ordinals, never a percent sign. A fractional percentile is rounded
 * down ("99.5" → "99th"), so the letter never states a higher rank than the data gives.
 */
export function ordinal(n: number): string {
  const r = Math.floor(n);
  const s = r % 100 >= 11 && r % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th');
  return `${r}${s}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2021-07-16" → "July 16, 2021"; "2021-04" → "April 2021"; "2019" → "2019"; anything else → null. */
export function formatDate(date: string | null | undefined): string | null {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date?.trim() ?? '');
  if (!m) return null;
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!month) return m[1] ?? null;
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

/** The year of an ISO or partial date, or null. */
export function yearOfDate(date: string | null | undefined): number | null {
  const m = /^(\d{4})/.exec(date?.trim() ?? '');
  return m ? Number(m[1]) : null;
}

/** "in July 2021" / "on July 16, 2021" / "in 2019": the preposition a date takes in running text. */
export function atDate(date: string | null | undefined): string | null {
  const printed = formatDate(date);
  if (!printed) return null;
  return /^\w+ \d{1,2}, \d{4}$/.test(printed) ? `on ${printed}` : `in ${printed}`;
}

/** “Title”, trimmed and without a trailing full stop (the sentence supplies its own). */
export const quoted = (title: string): string => `“${title.trim().replace(/[.\s]+$/, '')}”`;

/** Lists "A, B and C". */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "two", "14": small numbers in words, as letters write them. */
export const numberWord = (n: number): string => WORDS[n] ?? fmt(n);

/** "two awards", "14 awards". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${numberWord(n)} ${n === 1 ? one : many}`;
}

/** "$168,000" for US dollars; "168,000 EUR" for other currencies; the bare figure when none is given. */
export function money(amount: number, currency: string | null): string {
  const code = currency?.trim().toUpperCase() ?? '';
  if (code === 'USD' || code === '$') return `$${fmt(amount)}`;
  return code ? `${fmt(amount)} ${code}` : fmt(amount);
}

/** Upper-cases the first letter, except in coined names that start lower-case ("scDrift", "eBay"). */
export const capitalize = (s: string): string => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

const NEEDS_ARTICLE =
  /^(International|National|American|European|Royal|Society|Association|Institute|Academy|Department|Ministry|Federation|Council|Foundation|University of|College of|Office of|Board of)\b|\b(foundation|society|association|academy|council|federation|agency|institute|commission|committee|department|survey|service|administration)$/i;
const PERSON = /^(Prof|Dr|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s/;

/** "the International Society for Computational Biology", "Stanford University": bodies named as in prose. */
export const bodyName = (name: string): string => {
  const n = name.trim();
  return NEEDS_ARTICLE.test(n) && !PERSON.test(n) && !/^the\b/i.test(n) ? `the ${n}` : n;
};

/** "the compensation survey of …" for a source written in lower case; named surveys keep their name. */
export const sourceName = (source: string): string => (/^\p{Ll}/u.test(source.trim()) ? `the ${source.trim()}` : source.trim());

/** Lower-cases the first letter only when the word is ordinary ("Awarded" → "awarded", "STAT" stays). */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

const ABBREVIATION = /\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Dr|Prof|etc|No|[A-Z])\.$/;

/** Text without its final full stop or semicolon, so it can be embedded in a sentence ("Inc." keeps its point). */
export function stripPeriod(s: string): string {
  const t = s.trim().replace(/[;:\s]+$/, '');
  return ABBREVIATION.test(t) ? t : t.replace(/[.\s]+$/, '');
}

/** Exhibit labels in filing order: "A-2" before "A-10", letters first. */
export function compareLabels(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

// Abbreviations a sentence may contain without ending there ("Dr. Anderson", "U.S. cancer centers").
const NO_BREAK = /(?:\b(?:Dr|Prof|Mr|Mrs|Ms|St|No|Inc|Ltd|Jr|Sr|vs|e\.g|i\.e|etc|approx)|\b[A-Z](?:\.[A-Z])*)\.$/;

/** A description split into its sentences, each without its full stop; abbreviations do not end a sentence. */
export function sentencesOf(description: string): string[] {
  const parts = description.trim().split(/(?<=[.!?][”"’)]?)\s+(?=[“"(]?[A-Z0-9])/);
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && NO_BREAK.test(last)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out.map((s) => stripPeriod(s)).filter((s) => s !== '');
}

/** A description that reads as sentences of its own ("The prize is given…"), not a label ("Clinical physicist and researcher"). */
const SENTENCE_START = /^(The|This|These|Those|It|Its|A|An|He|She|His|Her|They|Their|In|On|At|During|Each|Every|Since|Over|After|Before|Of)\b/;
export const readsAsSentences = (description: string): boolean => SENTENCE_START.test(description.trim());
