import { createRequire } from 'node:module';

/**
 * pdfmake justifies a line by spreading the slack over every boundary between its inlines, and it starts a new
 * inline wherever the styling changes or a word breaks at a hyphen. Justified text then opens gaps inside words:
 * "( Kazarian v. USCIS , 596 F.3d" around an italic case name, "single- cell" at a hyphen. This puts the slack
 * only where the text has a space, as typesetters do. A line with no space at all (one long word) stays
 * left-aligned. Lines that are not justified keep pdfmake's own alignment.
 *
 * It replaces one method of pdfmake's internal ElementWriter (pdfmake 0.3), so it checks the shape it relies on
 * and leaves pdfmake untouched when that shape is not there.
 */

interface Inline {
  text: string;
  x: number;
  alignment?: string;
  justifyShift?: number;
}

interface Line {
  inlines: Inline[];
  newLineForced?: boolean;
  lastLineInParagraph?: boolean;
  getWidth(): number;
}

interface ElementWriterPrototype {
  alignLine(this: ElementWriterPrototype, line: Line): void;
  context(): { availableWidth: number };
}

let isPatched = false;

export function justifyAtSpaces(): void {
  if (isPatched) return;
  isPatched = true;
  const require = createRequire(import.meta.url);
  const writer = (require('pdfmake/js/ElementWriter.js') as { default?: { prototype?: Partial<ElementWriterPrototype> } }).default?.prototype;
  const alignLine = writer?.alignLine;
  if (!writer || typeof alignLine !== 'function' || typeof writer.context !== 'function') return;
  writer.alignLine = function (this: ElementWriterPrototype, line: Line) {
    const { inlines } = line;
    const isJustified = inlines?.[0]?.alignment === 'justify' && !line.newLineForced && !line.lastLineInParagraph && inlines.length > 1;
    if (!isJustified) return alignLine.call(this, line);
    const isGap = inlines.map((_, i) => i > 0 && /\s$/.test(inlines[i - 1]?.text ?? ''));
    const gaps = isGap.filter(Boolean).length;
    if (gaps === 0) return;
    const extra = (this.context().availableWidth - line.getWidth()) / gaps;
    let offset = 0;
    inlines.forEach((inline, i) => {
      if (isGap[i]) {
        offset += extra;
        inline.justifyShift = extra;
      }
      inline.x += offset;
    });
  };
}
