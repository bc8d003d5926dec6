import { AlignmentType, BorderStyle, ImageRun, Paragraph, TextRun } from 'docx';
import type { FirmLetterhead, LetterheadLogo } from './letterhead';

/** Word sizes images in pixels at 96 to the inch: 0.6 inch high, at most 2.5 inches wide. */
const LOGO_HEIGHT_PX = 57.6;
const LOGO_MAX_WIDTH_PX = 240;

const hex = (color: string) => color.replace('#', '').toUpperCase();

/** The logo's size at the letterhead's height, narrowed (and so shortened) when it would run too wide. */
export function logoBox(logo: Pick<LetterheadLogo, 'width' | 'height'>): { width: number; height: number } {
  const width = (LOGO_HEIGHT_PX * logo.width) / logo.height;
  const scale = width > LOGO_MAX_WIDTH_PX ? LOGO_MAX_WIDTH_PX / width : 1;
  // Unrounded: docx turns pixels into EMUs itself, so 57.6 px stays exactly 0.6 inch.
  return { width: width * scale, height: LOGO_HEIGHT_PX * scale };
}

/**
 * The firm's letterhead as Word paragraphs: the logo, the name in the firm's colour, the address and contact lines
 * in grey, and a rule in the firm's colour under the last line. Sizes are in half-points, as docx takes them.
 */
export function letterheadParagraphs(head: FirmLetterhead, { font, muted }: { font: string; muted: string }): Paragraph[] {
  const rule = { bottom: { style: BorderStyle.SINGLE, size: 8, color: hex(head.color), space: 4 } };
  const paragraphs: Paragraph[] = [];
  if (head.logo) {
    paragraphs.push(
      new Paragraph({
        spacing: { after: 80 },
        children: [
          new ImageRun({
            type: head.logo.mimeType === 'image/png' ? 'png' : 'jpg',
            data: head.logo.bytes,
            transformation: logoBox(head.logo),
            altText: { name: 'Logo', title: `${head.firmName} logo`, description: `${head.firmName} logo` },
          }),
        ],
      }),
    );
  }
  const lastIndex = head.lines.length;
  const texts = [head.firmName, ...head.lines];
  texts.forEach((text, index) => {
    const isName = index === 0;
    paragraphs.push(
      new Paragraph({
        alignment: AlignmentType.LEFT,
        border: index === lastIndex ? rule : undefined,
        spacing: { after: index === lastIndex ? 280 : 0 },
        children: [new TextRun(isName ? { text, bold: true, size: 30, color: hex(head.color), font } : { text, size: 17, color: hex(muted), font })],
      }),
    );
  });
  return paragraphs;
}
