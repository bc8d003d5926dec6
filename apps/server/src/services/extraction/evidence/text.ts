/** Text helpers shared by the extractors: line preparation, markup cleaning, dates. */

export interface Line {
  /** Cleaned text (trimmed, whitespace collapsed, tabs turned into " | "-free spaces). */
  text: string;
  /** The line as it came, trimmed. */
  raw: string;
  /** 0-based page index. */
  page: number;
  /** 0-based line index within the page (matches DoiHit.line). */
  index: number;
  /** A blank line (paragraph break) came before this one. */
  blankBefore: boolean;
}

const PAGE_NUMBER = /^(?:page\s+)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i;

/** Splits pages into cleaned lines, dropping page numbers and running headers/footers. */
export function toLines(pages: string[]): Line[] {
  const perPage = pages.map((pageText, page) => {
    const out: Line[] = [];
    let blank = false;
    pageText.split(/\r?\n/).forEach((rawLine, index) => {
      const raw = rawLine.trim();
      if (!raw) {
        blank = true;
        return;
      }
      const text = cleanLine(raw);
      if (!text) {
        blank = true;
        return;
      }
      out.push({ text, raw, page, index, blankBefore: blank });
      blank = false;
    });
    return out;
  });

  // Running headers/footers: the same line (digits ignored) on at least three pages and half of them.
  const shapeCount = new Map<string, number>();
  for (const lines of perPage) {
    for (const shape of new Set(lines.map((l) => lineShape(l.text)))) shapeCount.set(shape, (shapeCount.get(shape) ?? 0) + 1);
  }
  const repeated = (text: string) => {
    if (pages.length < 3) return false;
    const n = shapeCount.get(lineShape(text)) ?? 0;
    return n >= 3 && n >= pages.length / 2 && text.length > 3;
  };

  return perPage.flat().filter((l) => !PAGE_NUMBER.test(l.text) && !repeated(l.text));
}

function lineShape(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#');
}

/** Unicode/whitespace clean-up of one line; keeps the words, drops decoration. */
export function cleanLine(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\ufeff]/g, '')
    .replace(/^[\ue000-\uf8ff]+\s*/, '• ') // an icon-font glyph opening a line works as a bullet
    .replace(/[\ue000-\uf8ff]/g, ' ') // other private-use glyphs (icon fonts)
    .replace(/\t+/g, '  ')
    .replace(/[ \u00a0]+/g, ' ')
    .trim();
}

/** Removes Markdown/pandoc decoration for display text: emphasis, links, spans, citation keys. */
export function stripMarkup(text: string): string {
  return text
    .replace(/\{GS:[^}]*\}/g, '')
    .replace(/^\s*[-*+]\s+(?=\S)/, '')
    .replace(/^\s*\[[\w ,-]+\]\s+(?=\S)/, '') // "[peer-reviewed,journal] "
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1') // [text](url)
    .replace(/\{([^}]*)\}\(link\)/g, '$1')
    .replace(/~~([^~]*)~~/g, '$1')
    .replace(/\.\.([^.][^]*?)\.\.\./g, '$1.') // "..Name..." pandoc spans used for students
    .replace(/\.\.([^.][^]*?)\.\./g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[^\w*])\*([^*\n]+)\*(?=[^\w*]|$)/g, '$1$2')
    .replace(/(^|\s)_([^_\n]+)_(?=\s|[.,;:]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\^/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Collapses whitespace and trims punctuation at both ends; caps the length at a word boundary. */
export function tidy(text: string, max = 200): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–—•·|]+/, '')
    .replace(/[\s,;:\-–—•·|]+$/, '')
    .trim();
  out = out.replace(/^["“”']+(.*?)["“”']+$/, '$1');
  if (out.length > max) {
    const cut = out.slice(0, max);
    const space = cut.lastIndexOf(' ');
    out = `${cut.slice(0, space > max * 0.6 ? space : max).replace(/[\s,;:]+$/, '')}…`;
  }
  return out;
}

// ---- dates ----------------------------------------------------------------------------------------------

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '((?:19|20)\\d{2})';

const pad = (n: number) => String(n).padStart(2, '0');
const validDay = (d: number) => d >= 1 && d <= 31;
const validYear = (y: number) => y >= 1900 && y <= 2100;

export interface FoundDate {
  value: string;
  index: number;
  /** 3 = day, 2 = month, 1 = year only. */
  precision: 1 | 2 | 3;
}

/** All dates in the text, in order of appearance (overlapping shorter matches removed). */
export function findDates(text: string): FoundDate[] {
  const found: (FoundDate & { end: number })[] = [];
  const add = (index: number, length: number, y: number, m?: number, d?: number) => {
    if (!validYear(y)) return;
    if (m !== undefined && (m < 1 || m > 12)) return;
    if (d !== undefined && !validDay(d)) return;
    const value = d !== undefined && m !== undefined ? `${y}-${pad(m)}-${pad(d)}` : m !== undefined ? `${y}-${pad(m)}` : String(y);
    found.push({ value, index, end: index + length, precision: d !== undefined ? 3 : m !== undefined ? 2 : 1 });
  };
  const patterns: [RegExp, (m: RegExpExecArray) => void][] = [
    // 2017-04-27
    [new RegExp(`\\b${YEAR}-(\\d{2})-(\\d{2})\\b`, 'g'), (m) => add(m.index, m[0].length, +m[1]!, +m[2]!, +m[3]!)],
    // April 27, 2017 / Apr. 27 2017
    [
      new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}\\b`, 'gi'),
      (m) => add(m.index, m[0].length, +m[3]!, MONTHS[m[1]!.toLowerCase()], +m[2]!),
    ],
    // 27 April 2017
    [
      new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+${YEAR}\\b`, 'gi'),
      (m) => add(m.index, m[0].length, +m[3]!, MONTHS[m[2]!.toLowerCase()], +m[1]!),
    ],
    // 2020 Sep 1
    [new RegExp(`\\b${YEAR}\\s+${MONTH_NAME}\\s+(\\d{1,2})\\b`, 'gi'), (m) => add(m.index, m[0].length, +m[1]!, MONTHS[m[2]!.toLowerCase()], +m[3]!)],
    // April 2017
    [new RegExp(`\\b${MONTH_NAME},?\\s+${YEAR}\\b`, 'gi'), (m) => add(m.index, m[0].length, +m[2]!, MONTHS[m[1]!.toLowerCase()])],
    // 04/2017
    [new RegExp(`(?<![\\d/])(\\d{1,2})/${YEAR}\\b`, 'g'), (m) => add(m.index, m[0].length, +m[2]!, +m[1]!)],
    // 2017
    [new RegExp(`(?<![\\d.,/$#-])${YEAR}(?![\\d,]|\\.\\d)`, 'g'), (m) => add(m.index, m[0].length, +m[1]!)],
  ];
  for (const [regex, handle] of patterns) {
    for (let m = regex.exec(text); m; m = regex.exec(text)) handle(m);
  }
  found.sort((a, b) => a.index - b.index || b.precision - a.precision || b.end - a.end);
  const out: (FoundDate & { end: number })[] = [];
  for (const f of found) {
    const last = out[out.length - 1];
    if (last && f.index < last.end) continue;
    out.push(f);
  }
  return out.map(({ value, index, precision }) => ({ value, index, precision }));
}

/** A date prefix at the start of a CV line: "2019", "2015 - 2019", "2020, 2021", "05/2019", "Jan 2020 – Present". */
export const LEADING_DATE = new RegExp(
  `^(?:\\(?(?:${MONTH_NAME}\\s+)?${YEAR}|\\d{1,2}/${YEAR})` +
    `(?:\\s*(?:[-–—]|to|,|&)\\s*(?:(?:${MONTH_NAME}\\s+)?(?:19|20)?\\d{2}|\\d{1,2}/(?:19|20)\\d{2}|present|current|now|ongoing|today)\\b)*(?:\\s*[-–—](?=\\s))?\\)?[.:,]?(?=\\s|$)`,
  'i',
);

/** Splits a leading date prefix off a line. */
export function splitLeadingDate(text: string): { date: string | null; end: string | null; rest: string } {
  const m = LEADING_DATE.exec(text);
  if (!m) return { date: null, end: null, rest: text };
  const prefix = m[0];
  const dates = findDates(prefix);
  const endMatch = /(present|current|now|ongoing|today)\b/i.exec(prefix);
  const end = endMatch ? 'present' : dates.length > 1 ? dates[dates.length - 1]!.value : null;
  return { date: dates[0]?.value ?? null, end, rest: text.slice(prefix.length).trim() };
}

/** True for a line that is only a year (or year range) — a date heading in a list. */
export function isDateOnly(text: string): boolean {
  const { date, rest } = splitLeadingDate(text.replace(/\s*&\s*prior$/i, ''));
  return date !== null && rest.replace(/[\s.:,()]/g, '') === '';
}

/** Words for comparing titles: lower case, letters and digits only. */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
