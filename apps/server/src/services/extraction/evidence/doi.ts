/**
 * DOI detection that never invents: every DOI returned is a substring of the page text once whitespace
 * is removed (line-wrapped DOIs are re-joined, nothing else is changed apart from lower-casing).
 */

export interface DoiHit {
  /** Normalised: lower case, no resolver prefix, no trailing punctuation. */
  doi: string;
  /** 0-based page index. */
  page: number;
  /** 0-based line index within the page (the line the DOI starts on). */
  line: number;
  /** Character offset of the DOI in that line. */
  column: number;
}

// "10." + registrant (4–9 digits, optional sub-divisions) + "/" + a suffix without whitespace.
const DOI_START = /\b10\.\d{4,9}(?:\.\d+)*\/\S*/gi;
const TRAILING_PUNCT = /[.,;:'"’”*_\]}>]+$/;

/** Characters PDF/Word exports put inside DOIs: soft hyphens go, Unicode hyphens become "-". */
export function cleanDoiChars(text: string): string {
  return text.replace(/\u00ad/g, '').replace(/[\u2010\u2011\u2012\u2013]/g, '-');
}

/** Lower-cases, strips resolver prefixes and trailing punctuation; returns null for something that is not a DOI. */
export function normalizeDoi(raw: string): string | null {
  let doi = cleanDoiChars(raw.trim())
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  const start = doi.search(/10\.\d{4,9}/);
  if (start < 0) return null;
  doi = doi.slice(start);
  doi = trimDoi(doi);
  if (!/^10\.\d{4,9}(?:\.\d+)*\/\S+$/.test(doi)) return null;
  return doi.toLowerCase();
}

/** Drops trailing punctuation and unbalanced closing brackets; a trailing "/" is dropped too. */
function trimDoi(candidate: string): string {
  let doi = candidate;
  for (;;) {
    const before = doi;
    doi = doi.replace(TRAILING_PUNCT, '');
    if (doi.endsWith(')') && count(doi, '(') < count(doi, ')')) doi = doi.slice(0, -1);
    if (doi.endsWith('/') && doi.indexOf('/') < doi.length - 1) doi = doi.slice(0, -1);
    // Markdown link syntax glued to a DOI: "10.1/x](https://…" or "10.1/x)."
    const glued = doi.search(/\]\(|\)\(/);
    if (glued > 0) doi = doi.slice(0, glued);
    if (doi === before) return doi;
  }
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/**
 * Finds the DOIs on each page. A DOI that ends a line with "-" or "/" (or with the bare "10.x/")
 * continues on the next line: that is how PDF exports wrap long DOIs.
 */
export function findDois(pages: string[]): DoiHit[] {
  const hits: DoiHit[] = [];
  pages.forEach((pageText, page) => {
    const lines = cleanDoiChars(pageText).split(/\r?\n/);
    lines.forEach((lineText, line) => {
      for (const match of lineText.matchAll(DOI_START)) {
        let raw = match[0];
        const atLineEnd = (match.index ?? 0) + raw.length >= lineText.trimEnd().length;
        if (atLineEnd) {
          // Join the next non-empty line's first token when the DOI visibly continues there.
          let next = line + 1;
          while (next < lines.length && lines[next]!.trim() === '') next++;
          const token = lines[next]?.trim().match(/^[^\s]+/)?.[0];
          const suffix = raw.slice(raw.indexOf('/') + 1);
          const continues =
            /[-/]$/.test(raw) ||
            // "10.1016/j." + "cell.2020.01.001": a cut right after a dot, the rest starts in lower case.
            (/\.$/.test(raw) && !!token && /^[a-z][\w.;()/:-]*\d[\w.;()/:-]*$/.test(token.replace(/[.,;)]+$/, '')) && suffix.length <= 12);
          if (continues && token && /^[\w(]/.test(token)) raw += token;
        }
        const doi = normalizeDoi(raw);
        if (doi) hits.push({ doi, page, line, column: match.index ?? 0 });
      }
    });
  });
  return hits;
}

/** Haystacks a DOI must be found in: the text without whitespace, and the same with wrap hyphens removed. */
export function doiHaystacks(pages: string[]): string[] {
  const joined = cleanDoiChars(pages.join('\n')).toLowerCase();
  return [joined.replace(/\s+/g, ''), joined.replace(/-\s*\n\s*/g, '').replace(/\s+/g, '')];
}

/** True when the (normalised) DOI literally appears in the text after whitespace/hyphenation normalisation. */
export function doiAppearsIn(doi: string, haystacks: string[]): boolean {
  const needle = doi.toLowerCase().replace(/\s+/g, '');
  return haystacks.some((h) => h.includes(needle));
}
