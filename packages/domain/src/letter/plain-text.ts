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

/** "(Exhibit B-2)" or "(Exhibits B-2, B-3)"; duplicate labels print once. */
export function exhibitReference(labels: readonly string[]): string {
  const unique = [...new Set(labels)];
  return `(${unique.length > 1 ? 'Exhibits' : 'Exhibit'} ${unique.join(', ')})`;
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
  paragraph.sentences.map(sentenceText).filter((s) => s !== '').join(' ');

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
