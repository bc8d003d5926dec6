import { layoutDocument } from 'docx/layout';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { cutLetter, type Letter } from '@acclaim/domain/letter';
import { renderLetterDocx } from './index';
import { buildLetterDocument } from './render-letter-docx';
import {
  ACCENTED_NAME,
  citationsOf,
  countOf,
  demoLetter,
  exhibitReferencesOf,
  firstDroppedText,
  longIndexLetter,
  readZipEntries,
  renderOptions,
  smallLetter,
  squash,
  UPGRADE_NOTE,
} from './test-letters';

async function readDocx(bytes: Buffer) {
  const [raw, html] = await Promise.all([mammoth.extractRawText({ buffer: bytes }), mammoth.convertToHtml({ buffer: bytes })]);
  const parts = readZipEntries(bytes);
  const partsMatching = (pattern: RegExp) =>
    [...parts]
      .filter(([name]) => pattern.test(name))
      .map(([, xml]) => xml)
      .join('\n');
  return {
    text: squash(raw.value),
    html: html.value,
    document: parts.get('word/document.xml') ?? '',
    settings: parts.get('word/settings.xml') ?? '',
    headers: partsMatching(/^word\/header\d*\.xml$/),
    footers: partsMatching(/^word\/footer\d*\.xml$/),
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pages as Word lays the document out (docx/layout), without Word. */
function pagesOf(letter: Letter, upgradeNote: string | null): number {
  const layout = layoutDocument(buildLetterDocument(letter, renderOptions(upgradeNote)));
  expect(layout.stoppedAt).toBeUndefined();
  return layout.pages.length;
}

describe('renderLetterDocx', () => {
  it('writes every exhibit of a 40-exhibit index whole, as the PDF prints it', async () => {
    const letter = longIndexLetter(40);
    const { text } = await readDocx(await renderLetterDocx(letter, renderOptions()));
    const ends = text.match(/\[end of [A-Z]-\d\]/g) ?? [];
    expect(ends).toHaveLength(40);
    expect(text).toContain('Article 45, "Ecological forecasting with open tools, part 45"');
  });

  it('writes a whole letter with a contents field, headings, citations and exhibit references', async () => {
    const letter = demoLetter();
    const { text, html, document, settings, headers, footers } = await readDocx(await renderLetterDocx(letter, renderOptions()));
    expect(text).toContain(squash(letter.title));
    expect(text).toContain('March 5, 2026');
    // A real TOC field over the section headings, with their entries written; Word numbers them on opening.
    expect(document).toMatch(/<w:instrText[^>]*>TOC [^<]*\\o &quot;1-1&quot;<\/w:instrText>/);
    expect(settings).toMatch(/<w:updateFields(?: w:val="(?:true|1|on)")?\/>/);
    for (const section of letter.sections) {
      expect(html).toContain(`${escapeHtml(section.heading)}</h1>`);
      expect(countOf(text, squash(section.heading))).toBeGreaterThanOrEqual(2);
    }
    const citations = citationsOf(letter);
    expect(citations.length).toBeGreaterThan(3);
    for (const citation of citations) expect(text).toContain(citation);
    const references = exhibitReferencesOf(letter);
    expect(references.length).toBeGreaterThan(3);
    for (const reference of references) expect(text).toContain(reference);
    // The exhibit index is a two-column table.
    expect(html).toMatch(
      /<table><thead><tr><th><p><strong>Exhibit<\/strong><\/p><\/th><th><p><strong>Description<\/strong><\/p><\/th><\/tr><\/thead><tbody><tr><td><p>A-1<\/p><\/td>/,
    );
    // The appendix follows the index as an ordinary section, its list a Word list rather than a table.
    const appendix = letter.sections.find((s) => s.kind === 'appendix')!;
    expect(html.indexOf(`${escapeHtml(appendix.heading)}</h1>`)).toBeGreaterThan(html.indexOf('<table><thead>'));
    expect(headers).toContain(ACCENTED_NAME);
    expect(footers).toMatch(/>\s*PAGE\s*</);
    expect(footers).toMatch(/>\s*NUMPAGES\s*</);
    expect(text).not.toContain(UPGRADE_NOTE);
  });

  it('writes lists as Word lists, marks as formatting and case names in italics', async () => {
    const letter = smallLetter();
    const { text, html } = await readDocx(await renderLetterDocx(letter, renderOptions()));
    expect(text).toContain(`Petition for ${ACCENTED_NAME} as an Alien of Extraordinary Ability`);
    expect(html).toMatch(/<ul><li>She reviewed <strong>120<\/strong> manuscripts for Nature Methods \(Exhibit B-1\)\.<\/li>/);
    expect(html).toMatch(
      /<ol><li>Reviews for <strong>Nature Methods<\/strong> since 2019 \(Exhibit B-1\)\.<\/li><li>Panels and journals together \(Exhibits B-1, B-2\)\.<\/li><\/ol>/,
    );
    expect(html).toContain('<em>Gottfried Prize</em>');
    expect(html).toContain('<em>Kazarian v. USCIS</em>, 596 F.3d 1115 (9th Cir. 2010)');
    expect(html).toContain('<em>Matter of Chawathe</em>, 25 I&amp;N Dec. 369 (AAO 2010)');
    expect(html).toContain('<h3>Scope of the review work</h3>');
    for (const citation of citationsOf(letter)) expect(text).toContain(citation);
    expect(html).toMatch(/<td><p>A-1<\/p><\/td><td><p>Award certificate, Gottfried Prize\.<\/p><\/td>/);
  });

  it('stops where the plan cut the letter, with the upgrade note and without contents', async () => {
    const letter = demoLetter();
    const cut = cutLetter(letter, 2);
    expect(cut.isTruncated).toBe(true);
    const { text, document } = await readDocx(await renderLetterDocx(cut.letter, renderOptions(UPGRADE_NOTE)));
    // The note is the last thing written.
    expect(text.trimEnd().endsWith(squash(UPGRADE_NOTE))).toBe(true);
    expect(document).not.toMatch(/<w:instrText[^>]*>TOC /);
    expect(countOf(text, squash(letter.sections[0]!.heading))).toBe(1);
    for (const hidden of cut.hiddenSections) expect(text).not.toContain(squash(hidden.heading));
    const dropped = firstDroppedText(letter, cut.letter);
    expect(dropped).not.toBeNull();
    expect(text).not.toContain(dropped!);
  });

  it('keeps cuts at two and five pages within one page of the limit, as Word lays them out', () => {
    const letter = demoLetter();
    const atTwo = cutLetter(letter, 2);
    const atFive = cutLetter(letter, 5);
    expect(atFive.isTruncated).toBe(true);
    const [two, five] = [pagesOf(atTwo.letter, UPGRADE_NOTE), pagesOf(atFive.letter, UPGRADE_NOTE)];
    expect(two).toBeLessThanOrEqual(2);
    expect(five).toBeLessThanOrEqual(5);
    expect(two).toBeLessThan(five);
  });
});
