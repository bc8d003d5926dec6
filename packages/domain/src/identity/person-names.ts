/**
 * Reading people's names: folding them for comparison (case, diacritics, "Lastname, Firstname", titles and
 * credentials) and tokenising a document's text so names can be found in it. Pure; used by the identity check.
 */

/** A word or a punctuation mark of a text, in order. Words are folded (`w`) and keep their written form (`raw`). */
export type Token = { kind: 'word'; w: string; raw: string; isCapitalized: boolean; isAllCaps: boolean } | { kind: 'mark'; mark: string };

/** A name the case knows: given names (first first) and the family name, each as folded words. */
export interface KnownName {
  written: string;
  given: string[];
  family: string[];
}

/** Letters NFKD does not take apart. */
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/** "Núñez" → "nunez", "Łukasiewicz" → "lukasiewicz", "O’Brien" → "obrien". */
export function foldWord(value: string): string {
  return value
    .toLowerCase()
    .replace(/[łøßæœđðþıħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '');
}

/** Words that precede a name as a form of address. */
export const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'sri',
  'shri',
  'smt',
  'mme',
  'mlle',
  'herr',
  'frau',
  'madam',
  'madame',
]);

/** Letters after a name: "Brian Mark Anderson, PhD, DABR". */
const CREDENTIALS = new Set([
  'phd',
  'md',
  'do',
  'dabr',
  'mba',
  'msc',
  'ms',
  'ma',
  'ba',
  'bs',
  'bsc',
  'jd',
  'llm',
  'mph',
  'rn',
  'cpa',
  'pe',
  'facs',
  'facp',
  'frs',
  'dphil',
  'dsc',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'esq',
  'mbbs',
  'pharmd',
  'edd',
  'psyd',
  'meng',
  'beng',
  'btech',
  'mtech',
  'fieee',
  'ieee',
]);

/** Lower-case words that may sit inside a name ("Ludwig van Beethoven", "Rosa de la Cruz"). */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'del',
  'della',
  'der',
  'den',
  'di',
  'du',
  'la',
  'le',
  'bin',
  'ibn',
  'al',
  'el',
  'dos',
  'das',
  'ter',
  'ten',
]);

/**
 * Capitalised words that are not names of people, so a cue such as "Dear" or "Mr." followed by them names no one:
 * salutations to a role ("Dear Hiring Committee"), letterhead words ("Date:"), headings and common job titles.
 */
const NOT_NAMES = new Set(
  (
    'the a an and or of for in on at to by with from as is was are be this that these those it its we i you your our he she his her they their ' +
    'date re subject ref dear team committee committees members member colleague colleagues officer officers all everyone friends friend whom concern may ' +
    'hiring selection admissions admission immigration uscis adjudicator adjudicating reviewer reviewers editor editors chair director manager ceo president ' +
    'department university college institute school center centre laboratory lab company inc ltd llc corp foundation society association award awards prize ' +
    'medal grant fellowship program programme conference journal review science sciences research group office board panel jury emp id phone email tel fax ' +
    'address cc bcc page vol no usa india us applicant applicants candidate candidates customer customers participant participants author authors sirs ' +
    'professor principal applied scientist engineer associate assistant senior lead head chief cloud infrastructure ai generative artificial intelligence ' +
    'data product technology tech abstract introduction education employment experience publications publication curriculum vitae resume biographical ' +
    'sketch name position title mentor mentors thanks thank sincerely regards congratulations please kind valued recipient recipients winner winners ' +
    'nominee nominees student students staff faculty employee employees representative representatives partner partners client clients attorney attorneys ' +
    'madam sir'
  ).split(' '),
);

/** Words a CV's heading line may not contain if it is to be read as the person's name. */
const HEADING_WORDS = new Set([
  ...NOT_NAMES,
  'cv',
  'vita',
  'contact',
  'profile',
  'summary',
  'objective',
  'skills',
  'statement',
  'personal',
  'information',
  'details',
]);

export function isTitle(token: Token | undefined): boolean {
  return token?.kind === 'word' && TITLES.has(token.w);
}

/** Splits text into words and the marks that end names (commas, full stops, colons, line breaks …). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’]*|\n|[,.;:!?()[\]|•·&@/"“”]|\d+/gu)) {
    const value = match[0];
    if (/^\d+$/.test(value)) tokens.push({ kind: 'mark', mark: '#' });
    else if (/^[\p{L}\p{M}]/u.test(value)) {
      // "Agarwal’s" is Agarwal.
      const raw = value.replace(/['’]s$/u, '');
      const letters = raw.replace(/['’]/g, '');
      tokens.push({
        kind: 'word',
        w: foldWord(raw),
        raw,
        isCapitalized: /^\p{Lu}/u.test(letters),
        isAllCaps: letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
      });
    } else tokens.push({ kind: 'mark', mark: value });
  }
  return tokens;
}

/** Folded words of a written name, titles and credentials left out. */
function nameWords(written: string): string[] {
  return tokenize(written)
    .flatMap((token) => (token.kind === 'word' ? [token.w] : []))
    .filter((word) => !TITLES.has(word) && !CREDENTIALS.has(word));
}

/**
 * The ways a written name splits into given and family names. "Boettiger, Carl" is unambiguous; "Juan Pablo Alperin"
 * may be Juan Pablo + Alperin or Juan + Pablo Alperin, so both are tried (a family name of one or two words).
 */
export function parseKnownName(written: string): KnownName[] {
  const trimmed = written.trim();
  if (!trimmed) return [];
  const comma = trimmed.indexOf(',');
  if (comma > 0) {
    const family = nameWords(trimmed.slice(0, comma));
    const given = nameWords(trimmed.slice(comma + 1));
    if (family.length && given.length) return [{ written: trimmed, given, family }];
  }
  const words = nameWords(trimmed);
  if (!words.length) return [];
  if (words.length === 1) return [{ written: trimmed, given: [], family: words }];
  const splits: KnownName[] = [{ written: trimmed, given: words.slice(0, -1), family: words.slice(-1) }];
  if (words.length >= 3) splits.push({ written: trimmed, given: words.slice(0, -2), family: words.slice(-2) });
  return splits;
}

/** One letter added, removed or changed: an OCR slip ("Agarwai" for "Agarwal"), allowed only on long names. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether a word is written like part of a name: capitalised or in capitals, and not a common word. */
export function isNameWord(token: Token | undefined): token is Extract<Token, { kind: 'word' }> {
  return token?.kind === 'word' && (token.isCapitalized || token.isAllCaps) && !NOT_NAMES.has(token.w) && !TITLES.has(token.w);
}

export const isCredential = (word: string) => CREDENTIALS.has(word);
export const isHeadingWord = (word: string) => HEADING_WORDS.has(word);
export const isParticle = (token: Token | undefined): token is Extract<Token, { kind: 'word' }> =>
  token?.kind === 'word' && PARTICLES.has(token.w) && !token.isCapitalized;

/** "AMIT AGARWAL" → "Amit Agarwal"; names already in mixed case are kept as written. */
export function displayName(words: string[]): string {
  return words
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : /^\p{Lu}$/u.test(word) ? `${word}.` : word))
    .join(' ')
    .replace(/ \./g, '.');
}
