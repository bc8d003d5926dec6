import { describe, expect, it } from 'vitest';
import { blockParagraphs, citationText, paragraphText, type Letter } from '@acclaim/domain/letter';
import { cite, exhibit, prose, text } from '@acclaim/domain/test/letter-builders';
import { inlinesText, paragraphInlines, sentenceInlines } from './letter-inlines';
import { demoLetter, smallLetter } from './test-letters';

const paragraphsOf = (letter: Letter) => letter.sections.flatMap((s) => s.blocks.flatMap((b) => blockParagraphs(b).map((p) => p.paragraph)));

describe('letter inlines', () => {
  it('print exactly the text of the domain plain-text renderer, paragraph by paragraph', () => {
    const paragraphs = [...paragraphsOf(demoLetter()), ...paragraphsOf(smallLetter())];
    expect(paragraphs.length).toBeGreaterThan(20);
    for (const paragraph of paragraphs) expect(inlinesText(paragraphInlines(paragraph))).toBe(paragraphText(paragraph));
  });

  it('sets case names in italics and the rest of the citation upright', () => {
    const inlines = sentenceInlines(prose(text('See '), cite('kazarian'), text('.')).runs);
    expect(inlines).toEqual([
      { text: 'See ', bold: false, italic: false },
      { text: 'Kazarian v. USCIS', bold: false, italic: true },
      { text: ', 596 F.3d 1115 (9th Cir. 2010).', bold: false, italic: false },
    ]);
    // A comma inside the case name stays in the name.
    expect(sentenceInlines([cite('christos')])[0]).toEqual({ text: "Matter of Christo's, Inc.", bold: false, italic: true });
    // Statutes and regulations have no case name.
    expect(sentenceInlines([cite('cfr-204-5-h-3-iv')])).toEqual([{ text: citationText('cfr-204-5-h-3-iv'), bold: false, italic: false }]);
  });

  it('merges neighbouring exhibit references and keeps marks', () => {
    const inlines = sentenceInlines(
      prose(text('Reviewed for '), text('Nature', ['italic', 'bold']), text(' journals'), exhibit('B-1'), exhibit('B-2'), text('.')).runs,
    );
    expect(inlinesText(inlines)).toBe('Reviewed for Nature journals (Exhibits B-1, B-2).');
    expect(inlines.find((i) => i.text === 'Nature')).toEqual({ text: 'Nature', bold: true, italic: true });
  });

  it('prints an authority outside the library as a visible marker, as the preview does', () => {
    expect(inlinesText(sentenceInlines([cite('made-up-case')]))).toBe('[unknown authority "made-up-case"]');
  });
});
