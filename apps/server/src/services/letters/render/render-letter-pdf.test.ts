import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { cutLetter, type Letter } from '@acclaim/domain/letter';
import { renderLetterPdf } from './index';
import { runningHeader } from './letter-layout';
import {
  ACCENTED_NAME,
  citationsOf,
  countOf,
  demoLetter,
  exhibitReferencesOf,
  firstDroppedText,
  longIndexLetter,
  renderOptions,
  smallLetter,
  squash,
  UPGRADE_NOTE,
} from './test-letters';

/**
 * The letter's text without the running header and footer, which the extractor interleaves with the body at
 * each page break, and with words hyphenated at a line's end joined again. `pageTexts` keep them.
 */
async function readPdf(bytes: Uint8Array, letter: Letter, applicantName = ACCENTED_NAME) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes).slice());
  const { text: pageTexts } = await extractText(pdf, { mergePages: false });
  const header = runningHeader(letter, applicantName);
  const body = pageTexts.map((page, i) => page.replace(header, ' ').replace(`Page ${i + 1} of ${pdf.numPages}`, ' ')).join(' ');
  return { text: joinHyphens(body), pageTexts: pageTexts.map(squash), pages: pdf.numPages };
}

const joinHyphens = (value: string) => squash(value).replace(/-\s+/g, '-');

describe('renderLetterPdf', () => {
  it('prints a whole letter with its contents, every heading, citation and exhibit reference', async () => {
    const letter = demoLetter();
    const { text, pageTexts, pages } = await readPdf(await renderLetterPdf(letter, renderOptions()), letter);
    expect(text).toContain(squash(letter.title));
    expect(text).toContain('March 5, 2026');
    expect(text).toContain('Contents');
    for (const section of letter.sections) {
      // Once in the contents, once above the section.
      expect(countOf(text, joinHyphens(section.heading))).toBeGreaterThanOrEqual(2);
    }
    const citations = citationsOf(letter);
    expect(citations.length).toBeGreaterThan(3);
    for (const citation of citations) expect(text).toContain(joinHyphens(citation));
    const references = exhibitReferencesOf(letter);
    expect(references.length).toBeGreaterThan(3);
    for (const reference of references) expect(text).toContain(joinHyphens(reference));
    // The exhibit index is a table of labels and descriptions.
    expect(text).toMatch(/Exhibit Index Exhibit Description A-1 /);
    // The appendix follows it as an ordinary, unnumbered section with its list of articles.
    const appendix = letter.sections.find((s) => s.kind === 'appendix')!;
    expect(text.lastIndexOf(joinHyphens(appendix.heading))).toBeGreaterThan(text.lastIndexOf('Exhibit Index Exhibit Description'));
    expect(text).toContain(joinHyphens('“scDrift: detecting drug-resistant subclones in single-cell RNA-seq”, Nature Methods, April 12, 2021'));
    // Every page names the applicant above and counts the pages below.
    pageTexts.forEach((page, i) => {
      expect(page).toContain(runningHeader(letter, ACCENTED_NAME));
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
    expect(text).not.toContain(joinHyphens(UPGRADE_NOTE));
  });

  it('prints lists, marks and an accented name in full', async () => {
    const letter = smallLetter();
    const { text } = await readPdf(await renderLetterPdf(letter, renderOptions()), letter);
    expect(text).toContain(joinHyphens(`Petition for ${ACCENTED_NAME} as an Alien of Extraordinary Ability`));
    expect(text).toContain('She reviewed 120 manuscripts for Nature Methods (Exhibit B-1).');
    expect(text).toContain('Panels and journals together (Exhibits B-1, B-2).');
    expect(text).toContain('Reviews for Nature Methods since 2019 (Exhibit B-1).');
    expect(text).toContain('Scope of the review work');
    for (const citation of citationsOf(letter)) expect(text).toContain(joinHyphens(citation));
    expect(text).toContain('A-1 Award certificate, Gottfried Prize.');
  });

  it('prints every exhibit of a 40-exhibit index, breaking a description longer than a page across pages', async () => {
    const letter = longIndexLetter(40);
    const { text, pages } = await readPdf(await renderLetterPdf(letter, renderOptions()), letter);
    const index = letter.sections.find((s) => s.kind === 'exhibit-index')!;
    const labels = index.blocks
      .flatMap((b) => (b.type === 'list' ? b.items.map((item) => item.sentences[0]!.runs[0]) : []))
      .map((run) => (run?.type === 'exhibit' ? run.label : ''));
    expect(labels).toHaveLength(40);
    for (const label of labels) {
      // The label in its column, and the whole description: its closing marker is printed.
      expect(text, label).toMatch(new RegExp(`(^|\\s)${label}\\s`));
      expect(text, label).toContain(`[end of ${label}]`);
    }
    // The long row's middle is there too, not only its ends.
    expect(text).toContain('Article 45, "Ecological forecasting with open tools, part 45"');
    expect(pages).toBeGreaterThan(2);
  });

  it('stops where the plan cut the letter, prints the upgrade note there and leaves out the contents', async () => {
    const letter = demoLetter();
    const cut = cutLetter(letter, 2);
    expect(cut.isTruncated).toBe(true);
    const { text, pages } = await readPdf(await renderLetterPdf(cut.letter, renderOptions(UPGRADE_NOTE)), letter);
    // The note is the last thing printed.
    expect(text.trimEnd().endsWith(joinHyphens(UPGRADE_NOTE))).toBe(true);
    expect(countOf(text, joinHyphens(letter.sections[0]!.heading))).toBe(1);
    expect(text).not.toContain('Contents');
    for (const hidden of cut.hiddenSections) expect(text).not.toContain(joinHyphens(hidden.heading));
    const dropped = firstDroppedText(letter, cut.letter);
    expect(dropped).not.toBeNull();
    expect(text).not.toContain(joinHyphens(dropped!));
    expect(pages).toBeLessThanOrEqual(2);
  });

  it('keeps a cut at five pages within five, and the whole letter longer than either', async () => {
    const letter = demoLetter();
    const count = async (limit: number | null) => {
      const cut = cutLetter(letter, limit);
      if (limit !== null) expect(cut.isTruncated).toBe(true);
      return (await readPdf(await renderLetterPdf(cut.letter, renderOptions(cut.isTruncated ? UPGRADE_NOTE : null)), letter)).pages;
    };
    const [atTwo, atFive, whole] = [await count(2), await count(5), await count(null)];
    expect(atFive).toBeLessThanOrEqual(5);
    expect(atTwo).toBeLessThan(atFive);
    expect(atFive).toBeLessThanOrEqual(whole);
  });
});
