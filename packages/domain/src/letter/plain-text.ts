import { AUTHORITIES, type Authority } from '../authorities/library';
import { pinnedCitation } from '../authorities/lookup';
import type { Block, Letter, Paragraph, Run, Section, Sentence } from './schema';

/**
 * Plain-text rendering of a letter, for tests, search and page estimates. Citations print the library's
 * exact citation string; exhibit references print as "(Exhibit B-2)", and adjacent ones merge into
 * "(Exhibits B-2, B-3)" as petitions write them.
 */

const BY_ID: ReadonlyMap<string, Authority> = new Map(AUTHORITIES.map((a) => [a.id, a]));

/**
 * The printed citation of an authority id, with the pinpoint when the library gives that pin for it. An id
 * outside the library prints as a visible marker rather than throwing, so a broken draft can still be
 * previewed while the filing check reports it.
 */
export function citationText(authorityId: string, pin?: string): string {
  const authority = BY_ID.get(authorityId);
  return authority ? pinnedCitation(authority, pin) : `[unknown authority "${authorityId}"]`;
}

/** "(Exhibit B-2)" or "(Exhibits B-2, B-3)"; duplicate labels print once, and a run of three or more in sequence as "G-1 to G-38". */
export function exhibitReference(labels: readonly string[]): string {
  const unique = [...new Set(labels)];
  return `(${unique.length > 1 ? 'Exhibits' : 'Exhibit'} ${collapseRuns(unique).join(', ')})`;
}

const LABEL = /^(.*?)(\d+)$/;

/** "G-1, G-2, G-3, G-5" as "G-1 to G-3, G-5": a petition cites a long series of exhibits by its ends. */
function collapseRuns(labels: readonly string[]): string[] {
  const out: string[] = [];
  let start = 0;
  const follows = (i: number) => {
    const [a, b] = [LABEL.exec(labels[i - 1] ?? ''), LABEL.exec(labels[i] ?? '')];
    return a !== null && b !== null && a[1] === b[1] && Number(b[2]) === Number(a[2]) + 1;
  };
  for (let i = 1; i <= labels.length; i++) {
    if (i < labels.length && follows(i)) continue;
    const run = labels.slice(start, i);
    out.push(...(run.length >= 3 ? [`${run[0]} to ${run[run.length - 1]}`] : run));
    start = i;
  }
  return out;
}

/** The runs of a sentence as text. Exhibit references get a space before them unless one is there. */
export function runsText(runs: readonly Run[]): string {
  let out = '';
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i];
    if (!run) continue;
    if (run.type === 'text') out += run.text;
    else if (run.type === 'citation') out += citationText(run.authorityId, run.pin);
    else {
      const labels = [run.label];
      while (runs[i + 1]?.type === 'exhibit') {
        const next = runs[++i];
        if (next?.type === 'exhibit') labels.push(next.label);
      }
      if (out !== '' && !/[\s(]$/.test(out)) out += ' ';
      out += exhibitReference(labels);
    }
  }
  return out;
}

export const sentenceText = (sentence: Sentence): string => runsText(sentence.runs).trim();

export const paragraphText = (paragraph: Paragraph): string =>
  paragraph.sentences
    .map(sentenceText)
    .filter((s) => s !== '')
    .join(' ');

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return paragraphText(block);
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${paragraphText(item)}`).join('\n');
  }
}

export function sectionToPlainText(section: Section): string {
  return [section.heading, ...section.blocks.map(blockText)].join('\n\n');
}

/** The whole letter: title, then each section's heading and blocks, separated by blank lines. */
export function letterToPlainText(letter: Letter): string {
  return [letter.title, ...letter.sections.map(sectionToPlainText)].join('\n\n') + '\n';
}

/**
 * Words per page of a petition letter. Petition letters are single-spaced (12-pt serif, 1-inch margins,
 * a blank line between paragraphs, headings and block quotes of regulation text), which holds about 550-600
 * words a page; the 250-300 of double-spaced manuscripts would double the estimate. 575 is the midpoint.
 */
export const WORDS_PER_PAGE = 575;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Estimated printed pages (whole pages, at least 1 for a letter with any text). An estimate for plan
 * limits and progress; the DOCX/PDF renderers know the real page breaks.
 */
export function estimatePages(letter: Letter): number {
  const words = countWords(letterToPlainText(letter));
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_PAGE);
}
