/**
 * Comparing what a CV says with what a scholarly record says: titles, venues and names are written many
 * ways (markup, diacritics, subtitles, abbreviations), so they are normalised before being compared.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Lower case, no markup (`<scp>T</scp>reebase`), no diacritics, letters and digits separated by single spaces. */
export function normalizeText(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function bigrams(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < value.length - 1; i++) {
    const pair = value.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen–Dice coefficient of the character bigrams of the normalised titles: 1 is identical, 0 nothing shared. */
export function titleSimilarity(a: string, b: string): number {
  const left = normalizeText(a);
  const right = normalizeText(b);
  if (left === right) return left ? 1 : 0;
  const leftPairs = bigrams(left);
  const rightPairs = bigrams(right);
  let shared = 0;
  for (const [pair, count] of leftPairs) shared += Math.min(count, rightPairs.get(pair) ?? 0);
  const total = Math.max(0, left.length - 1) + Math.max(0, right.length - 1);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** Similarity at or above which two titles are taken to be the same work. */
export const SAME_TITLE_THRESHOLD = 0.9;

/**
 * The same title, allowing for small differences in spelling and punctuation, and for a subtitle one side
 * leaves out ("Vector Quotient Filters" / "Vector Quotient Filters: Overcoming …"), when the shared part has 3+ words.
 */
export function isSameTitle(a: string, b: string): boolean {
  if (titleSimilarity(a, b) >= SAME_TITLE_THRESHOLD) return true;
  const [shorter, longer] = [normalizeText(a), normalizeText(b)].sort((x, y) => x.length - y.length) as [string, string];
  return shorter.split(' ').length >= 3 && longer.startsWith(`${shorter} `);
}

const VENUE_STOP_WORDS = new Set(['the', 'of', 'and', 'in', 'on', 'for', 'a', 'an', 'de', 'la', 'und', 'fur']);

function venueTokens(value: string): string[] {
  // Years and volume numbers say nothing about which venue it is ("SIGMOD 2021", "Proceedings of the 2021 …").
  return normalizeText(value)
    .split(' ')
    .filter((token) => token && !VENUE_STOP_WORDS.has(token) && !/^\d+$/.test(token));
}

/** `natl` abbreviates `national`: same first letter, the rest in order. */
function abbreviates(short: string, full: string): boolean {
  if (short[0] !== full[0] || short.length > full.length) return false;
  let at = 0;
  for (const char of full) if (char === short[at]) at += 1;
  return at >= short.length;
}

/** Every token of `short` abbreviates one token of `full` in order, or is an acronym of several ("usa"). */
function isAbbreviationOf(short: string[], full: string[]): boolean {
  if (short.length === 0) return full.length === 0;
  const [head, ...rest] = short as [string, ...string[]];
  if (full.length === 0) return false;
  if (abbreviates(head, full[0]!) && isAbbreviationOf(rest, full.slice(1))) return true;
  if (head.length >= 2 && head.length <= full.length) {
    const initials = full
      .slice(0, head.length)
      .map((token) => token[0])
      .join('');
    if (initials === head && isAbbreviationOf(rest, full.slice(head.length))) return true;
  }
  return false;
}

/** Whether two venue names plausibly name the same journal or proceedings (abbreviations and word order allowed). */
export function isSameVenue(a: string, b: string): boolean {
  const left = venueTokens(a);
  const right = venueTokens(b);
  if (!left.length || !right.length) return false;
  if (left.join(' ') === right.join(' ')) return true;
  if (isAbbreviationOf(left, right) || isAbbreviationOf(right, left)) return true;
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  const shared = [...leftSet].filter((token) => rightSet.has(token)).length;
  // Most words shared: "Ecology Letters" / "Ecology letters (Print)", but not "Nature" / "Nature Communications".
  return shared / Math.min(leftSet.size, rightSet.size) >= 0.8 && shared / Math.max(leftSet.size, rightSet.size) >= 0.6;
}

/** The family name as a normalised token: "Boettiger, C." and "Carl Boettiger" both give "boettiger". */
export function familyName(name: string): string | null {
  const trimmed = name.trim();
  const family = trimmed.includes(',') ? trimmed.slice(0, trimmed.indexOf(',')) : trimmed;
  const tokens = normalizeText(family)
    .split(' ')
    .filter((token) => token.length > 1 || trimmed.includes(','));
  // "Boettiger C" (Vancouver style) puts initials last: the family name is the longest leading token.
  if (!trimmed.includes(',') && tokens.length >= 2 && tokens.at(-1)!.length <= 2 && /^[A-Z]{1,2}$/.test(trimmed.split(/\s+/).at(-1)!)) {
    return tokens[0] ?? null;
  }
  return tokens.at(-1) ?? null;
}

/** Whether `name`'s family name appears among the words of any of `names` ("Temple Lang" keeps "lang"). */
export function hasFamilyNameAmong(name: string, names: string[]): boolean {
  const family = familyName(name);
  if (!family) return false;
  return names.some((other) => normalizeText(other).split(' ').includes(family));
}
