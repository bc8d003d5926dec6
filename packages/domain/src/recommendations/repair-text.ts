/**
 * Text as PDF and Word extraction leaves it, repaired before any letter quotes it. A CV's PDF breaks words
 * at the line end ("Univer-\nsity", read as "Univer- sity"), splits accents from their letters ("L ́opez",
 * "Chad`es"), and the reader of a publication list keeps the list number ("25. ") or takes the author-year
 * run ("Carl Boettiger (2018)") for the title. Pure and idempotent: repairing twice gives the same text.
 */

/** Words that end a hyphenated compound broken at its own hyphen ("decision-\nmaking"): the hyphen stays. */
const COMPOUND_HEADS = new Set(
  (
    'high low long short well self non multi open large small near real cross peer full fine broad wide cloud data time ' +
    'community field user end state world first second third top life early late mid single double cell evidence ' +
    'decision policy science machine deep model risk cost'
  ).split(' '),
);

/** "low- and high-dose": a hyphen left hanging before a conjunction belongs to a word written later. */
const SUSPENDED_BEFORE = /^(?:and|or|to|nor|versus|vs)$/i;

/** Spacing accents PDF text layers put beside the letter they belong on, as combining marks. */
const SPACING_ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  '˜': '\u0303',
  ˆ: '\u0302',
  '˚': '\u030A',
  '¸': '\u0327',
  ˇ: '\u030C',
};

/** "Univer- sity" → "University"; "Decision- Making" → "Decision-Making"; "low- and" unchanged. */
function joinBrokenWords(text: string): string {
  return text.replace(/(\p{L}+)-[ \t]*\r?\n?[ \t]*(\p{L}+)/gu, (whole, left: string, right: string) => {
    if (!/-\s/.test(whole)) return whole;
    if (SUSPENDED_BEFORE.test(right)) return `${left}- ${right}`;
    if (/^\p{Lu}/u.test(right) || COMPOUND_HEADS.has(left.toLowerCase())) return `${left}-${right}`;
    return `${left}${right}`;
  });
}

/** "L ́opez" → "López", "Ma ̈elle" → "Maëlle", "Chad`es" → "Chadès". */
function reattachAccents(text: string): string {
  return text
    .replace(/(\p{L}) ?([\u0300-\u036f])(\p{L})/gu, (_, before: string, mark: string, letter: string) => `${before}${`${letter}${mark}`.normalize('NFC')}`)
    .replace(
      /(\p{L}) ?([´`¨˜ˆ˚¸ˇ])(\p{L})/gu,
      (_, before: string, accent: string, letter: string) => `${before}${`${letter}${SPACING_ACCENTS[accent] ?? ''}`.normalize('NFC')}`,
    );
}

/** "25. ", "[3] ", "(12) ", "• ": the numbering or bullet of the list the line came from. */
const LIST_MARKER = /^\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.)](?!\d)|[•·▪◦*–—-])\s*/u;

/** One author as a reference list writes them: "Carl Boettiger", "Boettiger", "T Alex Perkins", "de Aguiar", "Chad`es", "Boettiger, C.". */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}’'`´¨˜.-]*|\p{Lu}\.?|van|von|de|da|del|della|der|den|di|du|le|la|dos|das|ten|ter|jr\.?)$/u;

function isAuthorName(chunk: string): boolean {
  const words = chunk.trim().split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 5 && words.every((w) => NAME_WORD.test(w)) && words.some((w) => /\p{L}{2}/u.test(w));
}

/** "Pascal, Memarzadeh, Boettiger, Lloyd, Chadès", "Carl Boettiger & Jorrit Poelen", "Katz, Allen, et al.". */
function isAuthorList(text: string): boolean {
  const chunks = text
    .replace(/\bet al\.?/g, '')
    .split(/\s*(?:,|;|&|\band\b)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  return chunks.length > 0 && chunks.every(isAuthorName);
}

/** "Carl Boettiger (2018). " at the head of a reference: authors, then the year in parentheses. */
const AUTHOR_YEAR_HEAD = /^(.{1,400}?)\.?\s*\((\d{4}[a-z]?)\)[.,:]?\s*/u;

/**
 * The author-year run at the head of a reference, removed: "Carl Boettiger (2018). Managing Larger Data" →
 * "Managing Larger Data"; "Carl Boettiger (2018)" → "" (there is no title in it).
 */
function withoutAuthorYearHead(text: string): string {
  const m = AUTHOR_YEAR_HEAD.exec(text);
  if (!m?.[1] || !isAuthorList(m[1])) return text;
  return text.slice(m[0].length);
}

function tidySpacing(text: string): string {
  return text
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)\]”’])/g, '$1')
    .replace(/([([“])\s+/g, '$1')
    .replace(/\b(https?):\s+\/\//g, '$1://')
    .trim();
}

export interface RepairOptions {
  /**
   * The text names a work (a title): the author-year run of a reference is not a title, so it is removed,
   * and what is left after it is the title ("" when nothing is).
   */
  readonly title?: boolean;
}

/**
 * Extracted text made fit to quote: words broken at line ends joined ("Univer- sity" → "University",
 * "Decision- Making" → "Decision-Making"), accents put back on their letters, the list number or bullet
 * of the line removed ("25. "), spacing made single and kept off punctuation. With `title`, an author-year
 * run taken for a title is removed too ("Carl Boettiger (2018)" → "").
 *
 * Exported for the petition composer as well: the letter and the recommendation letters quote the same
 * extracted titles and should repair them the same way.
 */
export function repairExtractedText(text: string, options: RepairOptions = {}): string {
  let out = tidySpacing(reattachAccents(joinBrokenWords(text)));
  out = out.replace(LIST_MARKER, '');
  if (options.title) {
    out = withoutAuthorYearHead(out);
    // What is left may still be only the authors ("Scoville, Faxon, Chapman."): a list of names is no title.
    if (isAuthorList(out.replace(/[.,;:]+$/, '')) && /[,&]/.test(out)) out = '';
    out = out.replace(/^[\s.,;:]+/, '');
  }
  return out.trim();
}
