import { describe, expect, it } from 'vitest';
import { renderPdf, SERIF } from './pdf-engine';
import { openPdfjs } from './pdfjs';

interface Run {
  text: string;
  start: number;
  end: number;
  y: number;
}

/** Every text run on the first page with where it starts and ends on its line. */
async function runsOf(bytes: Buffer): Promise<Run[]> {
  const pdf = await (await openPdfjs(bytes)).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const runs = content.items.flatMap((item) =>
    'str' in item && item.str
      ? [{ text: item.str, start: item.transform[4] as number, end: (item.transform[4] as number) + item.width, y: item.transform[5] as number }]
      : [],
  );
  await pdf.destroy();
  return runs;
}

// A justified paragraph whose lines change style where there is no space, as letters citing
// "(Kazarian v. USCIS, 596 F.3d 1115)" do. Repeated so every line is a full, justified one.
const SENTENCE = [
  { text: 'The petitioner’s single-cell method (' },
  { text: 'Kazarian v. USCIS', italics: true },
  { text: ', 596 F.3d 1115) was adopted by laboratories in nine countries. ' },
];

describe('justified letters (pdfmake patched to justify at spaces)', () => {
  it('puts the slack of a justified line only at spaces: the italic case name starts where the text before it ends', async () => {
    const bytes = await renderPdf({
      content: [{ text: Array.from({ length: 8 }, () => SENTENCE).flat(), alignment: 'justify' }],
      defaultStyle: { font: SERIF, fontSize: 11 },
    });
    const runs = await runsOf(bytes);
    const italic = runs.filter((run) => run.text.startsWith('Kazarian'));
    expect(italic.length).toBeGreaterThan(2);
    for (const run of italic) {
      const before = runs.find((other) => other !== run && Math.abs(other.y - run.y) < 0.5 && Math.abs(other.end - run.start) < 3 && other.text.endsWith('('));
      expect(before, `the run before “${run.text}” on its line`).toBeDefined();
      expect(run.start - before!.end).toBeLessThan(0.05);
    }
  });
});
