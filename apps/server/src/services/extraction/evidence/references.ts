/** Reading bibliographic references as CVs write them: authors, title, venue, year, the applicant's position. */
import { normalizeKey } from './text';

export interface ParsedReference {
  title: string;
  authors: string[];
  venue?: string;
  year?: number;
}

export interface PersonName {
  surname: string;
  /** Lower-case first letters of the given names. */
  initials: string[];
}

const PARTICLE = '(?:van|von|de|der|den|da|di|du|la|le|del|dos|das|ter|ten|st\\.?)';
const NAME_WORD = "\\p{Lu}[\\p{L}'’.\\-]*";
const NAME_LIKE = new RegExp(`^(?:${PARTICLE}\\s+)*${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s+)*${NAME_WORD}){0,4}$`, 'u');
const INITIALS_ONLY = /^(?:\p{Lu}\.?[\s-]?){1,4}$/u;
const STATUS = /^\((?:(?:19|20)\d{2}[a-z]?|in press|under review|submitted|forthcoming|accepted|in preparation)\)\.?$/i;
const ENDS_WITH_INITIAL = /(?:^|[\s,.])(?:\p{Lu}\.?){1,3}$/u;

function cleanReference(text: string): string {
  return text
    .replace(/\(?\s*(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\b(?:doi|DOI)\s*:?\s*10\.\S+/g, ' ')
    .replace(/\b10\.\d{4,9}\/\S+/g, ' ')
    .replace(/\((?:preprint|code|data|software|pdf|proposal link|recording)(?:\s*,\s*(?:preprint|code|data|software|pdf))*\)/gi, ' ')
    .replace(/\bF1000 recommended\b/gi, ' ')
    .replace(/\(\s*\d+\s+co-authors\.?\s*\)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One author-ish token: "Carl Boettiger", "Anderson B.M", "Howard, W. J.", "de Aguiar", "et al". */
function nameLike(token: string): boolean {
  const t = token.trim().replace(/[.*^]+$/, '');
  if (!t) return false;
  if (/^et\.? al\.?$/i.test(t) || /^others$/i.test(t)) return true;
  if (INITIALS_ONLY.test(t)) return true;
  if (t.length > 40) return false;
  return NAME_LIKE.test(t);
}

function splitAuthorTokens(text: string): string[] {
  return text
    .split(/\s*(?:;|,|&|\band\b)\s*/)
    .map((t) => t.trim())
    .filter((t) => t && !/^et\.? al\.?$/i.test(t));
}

/** Looks like "A. Author, B. Author & C. Author" (most comma parts are names). */
export function isAuthorList(text: string): boolean {
  const tokens = splitAuthorTokens(text);
  if (tokens.length === 0) return false;
  const named = tokens.filter(nameLike).length;
  if (tokens.length === 1) return nameLike(tokens[0]!) && (ENDS_WITH_INITIAL.test(text.trim()) || text.includes(','));
  // The list must end with a name: "…, Brock KK Detection of vessels" is an author list glued to a title.
  return named / tokens.length >= 0.75 && nameLike(tokens[tokens.length - 1]!);
}

/** A piece cut at an initial ("…, Mazur L"), not a title ending in an acronym ("… Study Instance UID"). */
function endsWithName(piece: string): boolean {
  if (!ENDS_WITH_INITIAL.test(piece)) return false;
  if (piece.split(/\s+/).length <= 4) return true;
  const tokens = splitAuthorTokens(piece);
  return tokens.length >= 2 && tokens.filter(nameLike).length / tokens.length >= 0.75;
}

/** Joins "Howard", "W. J." into "Howard, W. J."; drops empty parts. */
export function splitAuthors(text: string): string[] {
  const out: string[] = [];
  for (const token of splitAuthorTokens(text.replace(/\.$/, ''))) {
    const t = token.replace(/[*^]+/g, '').trim();
    if (!t || /co-?authors?/i.test(t)) continue;
    const prev = out[out.length - 1];
    if (prev && INITIALS_ONLY.test(t) && !INITIALS_ONLY.test(prev) && !/\s/.test(prev)) out[out.length - 1] = `${prev}, ${t}`;
    else out.push(t);
  }
  return out;
}

/** "Carl Boettiger", "Boettiger, Carl", "Brokamp, Cole" → surname + initials. */
export function parsePersonName(name: string): PersonName | null {
  const clean = name
    .replace(/\b(?:ph\.?\s?d|m\.?d|dabr|m\.?sc?|b\.?sc?|jr|sr|ii|iii|prof|dr|mr|ms|mrs)\b\.?/gi, ' ')
    .replace(/[^\p{L}\s,'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  let surname: string;
  let given: string[];
  if (clean.includes(',')) {
    const [last, first = ''] = clean.split(',', 2);
    surname = last!.trim();
    given = first.trim().split(/\s+/).filter(Boolean);
  } else {
    const words = clean.split(/\s+/);
    surname = words[words.length - 1]!;
    given = words.slice(0, -1);
  }
  if (!surname || surname.length < 2) return null;
  return { surname, initials: given.map((g) => g[0]!.toLowerCase()) };
}

/** 1-based position of the applicant among the authors, when found. */
export function authorPosition(authors: string[], applicant: PersonName | null): number | undefined {
  if (!applicant) return undefined;
  const surname = normalizeKey(applicant.surname);
  const index = authors.findIndex((author) => {
    const key = ` ${normalizeKey(author)} `;
    if (!key.includes(` ${surname} `)) return false;
    if (applicant.initials.length === 0) return true;
    const others = normalizeKey(author)
      .split(' ')
      .filter((w) => w && w !== surname);
    if (others.length === 0) return true;
    // Initials may be glued ("bm") or spelled out ("brian mark").
    const letters = new Set(others.flatMap((w) => (w.length <= 3 ? w.split('') : [w[0]!])));
    return applicant.initials.some((i) => letters.has(i));
  });
  return index >= 0 ? index + 1 : undefined;
}

/** Splits "…, Brock KK Detection of vessel…" into the last author and the rest. */
function splitGluedLastAuthor(piece: string, single = false): { authors: string; rest: string } | null {
  const commas = piece.split(', ');
  if (commas.length < 2 && !single) return null;
  const last = commas[commas.length - 1]!;
  // "Brock KK Detection…" (surname, initials) or "K Brock Automated…" (initial, surname).
  const m = /^((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}{1,3}\.?))\s+(\p{Lu}.*)$/u.exec(last) ?? /^((?:\p{Lu}\.?\s+){1,2}\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}.*)$/u.exec(last);
  if (!m) return null;
  const head = [...commas.slice(0, -1), m[1]!].join(', ');
  if (commas.length > 1 && !isAuthorList(head)) return null;
  return { authors: head, rest: m[2]! };
}

function splitVenueTail(title: string): { title: string; venue?: string } {
  // "Title, The Astrophysical Journal 652 (2) 907-916" → title + venue (a trailing part with numbers).
  const m = /^(.{15,}?),\s+((?:The\s+)?\p{Lu}[^,]{2,80}?\s+\d[\d\s():–,-]*)$/u.exec(title);
  if (m) return { title: m[1]!, venue: m[2] };
  return { title };
}

function cleanVenue(venue: string): string | undefined {
  const v = venue
    .replace(/\bIn Press\b/gi, '')
    .replace(/\(?\b\d{1,2}\/(?:19|20)\d{2}\)?/g, '')
    .replace(/\b(?:vol\.?|no\.?|pp\.?)\s*[\d–-]+/gi, '')
    .replace(/[,.]?\s*\d+\s*(?:\(\s*\d+\s*\))?\s*[:,]?\s*(?:e?\d+(?:\s*[–-]\s*\d+)?)?\s*\.?\s*$/, '')
    .replace(/\s*\((?:19|20)\d{2}\)\s*$/, '')
    .replace(/[,.;:\s]+(?:19|20)\d{2}\s*$/, '')
    .replace(/^[\s,.;:]+|[\s,.;:]+$/g, '')
    .trim();
  return v && v.length <= 140 ? v : undefined;
}

function commaStyle(text: string): { authors: string; rest: string } | null {
  const tokens = text.split(/,\s+/);
  let i = 0;
  while (
    i < tokens.length - 1 &&
    tokens[i]!.split(/\s+(?:and|&)\s+/).every((t) => /^(?:\p{Lu}\.\s?){1,3}\s?\p{Lu}[\p{L}'’-]+$/u.test(t.replace(/^and\s+/, '').trim()))
  )
    i++;
  if (i === 0 || (tokens[i]?.length ?? 0) < 10) return null;
  return { authors: tokens.slice(0, i).join(', '), rest: tokens.slice(i).join(', ') };
}

/** "Carl Boettiger" before "(2015)": a sole author written out in full is an author list of one. */
const FULL_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
const isAuthorOrSoleAuthor = (text: string) => isAuthorList(text) || FULL_NAME.test(text.trim());

/** Parses one reference; title falls back to the whole (cleaned) text. */
export function parseReference(input: string): ParsedReference {
  const text = cleanReference(input);
  const years = [...text.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map((m) => Number(m[1]));
  const parenYear = /\(\s*((?:19|20)\d{2})[a-z]?(?:,\s*[^)]{0,30})?\s*\)\.?/.exec(text);
  // Physics/chemistry style: "A. Author, B. Author, Title, Journal 125, 1 (2020)".
  const split = splitAuthorList(text, parenYear) ?? commaStyle(text);
  const authorsText = split?.authors ?? '';
  const rest = (split?.rest ?? text).replace(/^[\s.,:;]+/, '');
  const { title, venue } = splitTitleAndVenue(rest);
  const year = parenYear ? Number(parenYear[1]) : years.length ? years[years.length - 1] : undefined;
  return {
    title: title || text,
    authors: authorsText ? splitAuthors(authorsText) : [],
    ...(venue ? { venue } : {}),
    ...(year ? { year } : {}),
  };
}

interface AuthorSplit {
  authors: string;
  rest: string;
}

/** The author list and what follows it, tried in the shapes CVs write; null when none fits. */
function splitAuthorList(text: string, parenYear: RegExpExecArray | null): AuthorSplit | null {
  const initialsFirst = /^(?:\p{Lu}\.\s?){1,3}\s?\p{Lu}[\p{L}'’-]+(?:,|\s+and\s)/u.test(text) ? commaStyle(text) : null;
  // "Smith J, Doe A, et al. Title…" and "Smith J, Doe A “Title,” Journal…".
  const etAl = /^(.{3,400}?),?\s+et\.?\s*al\b\.?,?\s*(\p{Lu}.+)$/u.exec(text);
  const quotedTitle = /^(.{3,400}?)[\s,.:]*[“"]([^”"]{15,300}?)[,.]?[”"]\s*(.*)$/u.exec(text);
  if (etAl && isAuthorList(etAl[1]!)) return { authors: etAl[1]!, rest: etAl[2]! };
  const beforeQuote = quotedTitle?.[1]!.replace(/\(\s*(?:19|20)\d{2}[^)]*\)\.?$/, '').replace(/[,.]\s*$/, '');
  if (quotedTitle && isAuthorList(beforeQuote!)) return { authors: beforeQuote!, rest: `“${quotedTitle[2]}” ${quotedTitle[3]}` };
  if (initialsFirst) return initialsFirst;
  const beforeYear = parenYear && parenYear.index > 0 ? text.slice(0, parenYear.index).replace(/[,.]\s*$/, '') : null;
  if (parenYear && beforeYear !== null && isAuthorOrSoleAuthor(beforeYear)) {
    return { authors: beforeYear, rest: text.slice(parenYear.index + parenYear[0].length) };
  }
  return splitAuthorSentences(text);
}

/** "Smith J. Doe A. Title of the paper. Journal…": the leading sentences that are names are the authors. */
function splitAuthorSentences(text: string): AuthorSplit | null {
  const pieces = text.split(/(?<=[.?!])\s+(?=[\p{Lu}"“‘'(\d&]|[a-z]+[A-Z])/u);
  const authorPieces: string[] = [];
  let i = 0;
  for (; i < pieces.length - 1; i++) {
    const piece = pieces[i]!.replace(/\.$/, '');
    if (i > 0 && STATUS.test(pieces[i]!)) continue; // "(under review).", "(2019)."
    if (i === 0) {
      const fullName = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(piece) && (pieces[1] ?? '').split(/\s+/).length >= 4;
      if (isAuthorList(piece) || endsWithName(piece) || fullName) {
        authorPieces.push(piece);
        continue;
      }
      const glued = splitGluedLastAuthor(piece);
      if (glued) {
        authorPieces.push(glued.authors);
        pieces[i] = glued.rest;
      }
      break;
    }
    const afterInitial = ENDS_WITH_INITIAL.test(pieces[i - 1]!.replace(/\.$/, ''));
    // Later pieces continue the author list only where a name was cut at an initial ("John P. Clancy").
    if (
      endsWithName(piece) ||
      /^(?:&|and)\s/.test(piece) ||
      (afterInitial && (/^\p{Lu}[\p{L}'’-]+$/u.test(piece) || (piece.includes(',') && isAuthorList(piece))))
    ) {
      authorPieces.push(piece);
      continue;
    }
    if (afterInitial) {
      // "K Deep Learning Models…" after "Brock K." — the initial, then the title.
      const initial = /^(\p{Lu}{1,2})\s+(\p{Lu}\p{Ll}.*)$/u.exec(piece);
      const glued = initial ? null : splitGluedLastAuthor(piece);
      if (initial) {
        authorPieces.push(initial[1]!);
        pieces[i] = initial[2]!;
      } else if (glued) {
        authorPieces.push(glued.authors);
        pieces[i] = glued.rest;
      }
    }
    break;
  }
  if (authorPieces.length) return { authors: authorPieces.join('. '), rest: pieces.slice(i).join(' ') };
  const glued = pieces.length ? splitGluedLastAuthor(pieces[0]!) : null;
  return glued ? { authors: glued.authors, rest: [glued.rest, ...pieces.slice(1)].join(' ') } : null;
}

/** What follows the authors: a title (quoted, or the first sentence), then a venue up to its numbers. */
function splitTitleAndVenue(rest: string): { title: string; venue?: string } {
  const quoted = /^["“‘]([^"”’]{8,}?)[.,]?["”’]/.exec(rest);
  let title: string;
  let after: string;
  if (quoted) {
    title = quoted[1]!;
    after = rest.slice(quoted[0].length);
  } else {
    const m = /^(.+?(?:[^\s.A-Z]|[A-Z]{2,})[.?!])(?:\s+|$)(.*)$/su.exec(rest);
    title = m ? m[1]! : rest;
    after = m ? m[2]! : '';
    // "Title, Phys. Rev. Lett. 125, 123456 (2020)": a comma before an abbreviated journal name.
    const commaVenue = /^(.{10,}?),\s+((?:\p{Lu}[\p{L}]*\.?\s?){1,6}\d.*)$/u.exec(rest);
    if (commaVenue && (!m || commaVenue[1]!.length < title.length)) {
      title = commaVenue[1]!;
      after = commaVenue[2]!;
    }
  }
  title = title.replace(/[.,;:\s]+$/, '').replace(/^["“‘]|["”’]$/g, '');
  const split = splitVenueTail(title);
  if (split.venue) return { title: split.title, venue: cleanVenue(split.venue) };
  const upToNumbers = /^(.+?)(?=[,.;]?\s+(?:(?:19|20)\d{2}\b|e?\d+\b|vol\b|in press\b)|[.]\s+\p{Lu}[\p{Ll}]+\s+\p{Ll}|$)/iu.exec(after.trim());
  const venue = cleanVenue(upToNumbers?.[1] ?? after.split(/(?<=[.])\s+(?=[\p{Lu}(\d])/u)[0] ?? '');
  return { title, venue: venue && /^(?:in press|online|virtual|accepted|submitted)$/i.test(venue) ? undefined : venue };
}

/** A reference-like entry: an author list first, a year somewhere, and some length. */
export function looksLikeReference(text: string): boolean {
  const clean = cleanReference(text);
  if (clean.length < 40 || !/(?:19|20)\d{2}|in press|under review/i.test(clean)) return false;
  if (/^(?:i|we|my|our|he|she|they|this|the|in|as|dear|to)\b/i.test(clean) || !/^\p{L}/u.test(clean)) return false;
  const parsed = parseReference(clean);
  if (parsed.title.length < 15 || parsed.title === clean) return false;
  if (parsed.authors.length >= 2) return true;
  // A single author: only with the "Author (2019)." or "Surname, I." shape.
  return (
    parsed.authors.length === 1 &&
    (/^[^()]{2,60}\(\s*(?:19|20)\d{2}/.test(clean) || /^\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}\.\s?){1,3}/u.test(clean) || (!!parsed.venue && !!parsed.year))
  );
}
