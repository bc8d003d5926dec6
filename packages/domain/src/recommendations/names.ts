import { foldWord, parseKnownName, type KnownName } from '../identity/person-names';

/**
 * People's names as scholarly records and letters write them: "Raman, P.", "Priya Raman", "Prof. Elena
 * Marquez, Stanford University", "van der Berg, T.". Two spellings are the same person when the family name
 * and the first initial agree after folding accents and case; that merges "Hughes, A." with "Alan Hughes"
 * and can merge two people who share both, which only ever costs a duplicate suggestion.
 */

export interface PersonName {
  /** "Alan Hughes", "P. Raman": given names first, honorifics dropped. */
  readonly display: string;
  readonly given: string;
  readonly family: string;
  /** "hughes|a": family name and first initial, folded. */
  readonly key: string;
  /** What followed the name after a comma when it was not the given name ("Stanford University"). */
  readonly affiliation: string | null;
}

const HONORIFICS = /^(?:prof(?:essor)?|dr|mr|mrs|ms|mx|sir|dame|assoc|asst|assistant|associate)\.?$/i;
const SUFFIXES = /^(?:ph\.?d|m\.?d|jr|sr|ii|iii|iv|frs|facs|mph|msc|mba)\.?$/i;
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'le', 'la', 'bin', 'al', 'el', 'ten', 'ter']);
/** Author lists carry groups as well as people; a group cannot sign a letter. */
const GROUP = /\b(consortium|collaboration|group|network|initiative|investigators|team|project|committee|society|association|study)\b/i;
const INSTITUTION =
  /\b(university|universit[äé]t|institute|college|school|hospital|center|centre|laborator(?:y|ies)|inc|ltd|corp|gmbh|department|faculty|academy|foundation|clinic)\b/i;

/** Words an extracted author list holds when it misread a heading or a book's subtitle ("Environment, Society, and Machine Learning"). */
const NOT_A_PERSON =
  /\b(learning|machine|environment|society|science|sciences|data|research|analysis|contributors?|press|journal|review|letters|proceedings|handbook|editors?|eds)\b/i;

/** Lower-case ASCII letters only: "Müller" → "muller". */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

function stripTitles(tokens: string[]): string[] {
  let start = 0;
  while (start < tokens.length && HONORIFICS.test(tokens[start] ?? '')) start++;
  let end = tokens.length;
  while (end > start && SUFFIXES.test((tokens[end - 1] ?? '').replace(/,$/, ''))) end--;
  return tokens.slice(start, end);
}

/** Capitalised words naming no institution, at most three ("P.", "Alan J."). */
const isGivenPart = (s: string): boolean => {
  const tokens = words(s);
  return tokens.length > 0 && tokens.length <= 3 && tokens.every((t) => /^\p{Lu}/u.test(t)) && !INSTITUTION.test(s) && !/\d/.test(s);
};
const isInitials = (s: string): boolean => /^(?:\p{Lu}\.?[\s-]*)+$/u.test(s.trim());

/**
 * "Raman, P." and "van der Berg, Tomas" are family-name-first; "Prof. Alan Hughes, Doctoral Advisor" is not:
 * an honorific or two name words before the comma mean the name is given-first, unless only initials follow.
 */
function isFamilyFirst(head: string, tail: string): boolean {
  if (!tail || !isGivenPart(tail)) return false;
  const tokens = words(head);
  if (tokens.some((t) => HONORIFICS.test(t))) return false;
  const core = tokens.filter((t) => !PARTICLES.has(t.toLowerCase()));
  return core.length === 1 || (core.length === 2 && isInitials(tail));
}

function splitFamily(tokens: string[]): { given: string[]; family: string[] } {
  let cut = tokens.length - 1;
  while (cut > 1 && PARTICLES.has((tokens[cut - 1] ?? '').toLowerCase())) cut--;
  return { given: tokens.slice(0, cut), family: tokens.slice(cut) };
}

/** Parses one person's name; null for groups, empty strings and single initials. */
export function parsePersonName(raw: string): PersonName | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || GROUP.test(text)) return null;
  const [head = '', ...rest] = text.split(',').map((p) => p.trim());
  const tail = rest.join(', ').trim();
  let given: string[];
  let family: string[];
  let affiliation: string | null = null;
  if (isFamilyFirst(head, tail)) {
    family = stripTitles(words(head));
    given = stripTitles(words(tail));
  } else {
    affiliation = tail || null;
    ({ given, family } = splitFamily(stripTitles(words(head))));
  }
  const familyText = family.join(' ');
  const givenText = given.join(' ');
  if (fold(familyText).length < 2) return null;
  const initial = fold(givenText).charAt(0);
  return {
    display: [givenText, familyText].filter(Boolean).join(' '),
    given: givenText,
    family: familyText,
    key: `${fold(familyText)}|${initial}`,
    affiliation,
  };
}

/** Keys of everyone the names stand for; unparseable names are skipped. */
export const nameKeys = (names: readonly string[]): Set<string> =>
  new Set(
    names
      .map(parsePersonName)
      .filter((n): n is PersonName => n !== null)
      .map((n) => n.key),
  );

/** The fuller of two spellings of one person ("Alan Hughes" over "A. Hughes"). */
export function fullerName(a: PersonName, b: PersonName): PersonName {
  const score = (n: PersonName) => n.given.replace(/\./g, '').length;
  return score(b) > score(a) ? b : a;
}

/**
 * A name someone can sign a letter with: a given name spelled out and a family name ("Alan Hastings", not
 * "Hastings", "A. Hastings" or "A. H."), made of words that name people rather than topics or bodies.
 */
export function isFullName(name: PersonName): boolean {
  const given = words(name.given).map((w) => w.replace(/\.$/, ''));
  if (!given.some((w) => /^\p{Lu}[\p{Ll}\p{M}’'-]+$/u.test(w))) return false;
  if (fold(name.family).length < 2 || !/\p{Ll}/u.test(name.family)) return false;
  return !NOT_A_PERSON.test(name.display) && !INSTITUTION.test(name.display);
}

/** The applicant's names as the identity check reads them, every split of given and family name. */
export const knownNamesOf = (names: readonly string[]): KnownName[] => names.flatMap(parseKnownName);

/**
 * Whether a name is the applicant's, however a reference list writes it: the same family name with the same
 * given name or initial ("C. Boettiger", "Boettiger, Carl"), or the family name alone ("Boettiger" in
 * "Hampton, Jones, …, Boettiger"), which in the applicant's own record stands for the applicant.
 */
export function isNameOf(name: PersonName, known: readonly KnownName[]): boolean {
  const family = words(name.family)
    .map(foldWord)
    .filter((w) => !PARTICLES.has(w));
  const givenWords = words(name.given).map((w) => foldWord(w.replace(/\.$/, '')));
  return known.some((k) => {
    const knownFamily = k.family.filter((w) => !PARTICLES.has(w));
    if (family.join(' ') !== knownFamily.join(' ') && family.at(-1) !== knownFamily.at(-1)) return false;
    const first = givenWords[0];
    if (!first || !k.given.length) return true;
    return k.given.includes(first) || (first.length === 1 && k.given.some((g) => g.startsWith(first)));
  });
}
