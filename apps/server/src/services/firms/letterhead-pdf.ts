import type { Content } from '../../lib/pdf/pdf-types';
import type { FirmLetterhead, LetterheadLogo } from './letterhead';

/** A letterhead logo is scaled to 0.6 inch high (43.2 pt), and never wider than this, whatever its proportions. */
export const LOGO_HEIGHT_PT = 43.2;
export const LOGO_MAX_WIDTH_PT = 180;

export const logoDataUrl = (logo: LetterheadLogo): string => `data:${logo.mimeType};base64,${Buffer.from(logo.bytes).toString('base64')}`;

/**
 * The firm's letterhead as pdfmake content, for the top of a first page: the logo on the left (when there is one)
 * with the name and address on the right, or the name and address alone; the name and the rule under it in the
 * firm's colour. `width` is the text width of the page, for the rule.
 */
export function letterheadContent(head: FirmLetterhead, { width, muted }: { width: number; muted: string }): Content[] {
  const identity: Content[] = [
    { text: head.firmName, bold: true, fontSize: 15, color: head.color, margin: [0, 0, 0, 2] },
    ...head.lines.map((text): Content => ({ text, fontSize: 8.5, color: muted })),
  ];
  const top: Content = head.logo
    ? {
        columns: [
          { image: logoDataUrl(head.logo), fit: [LOGO_MAX_WIDTH_PT, LOGO_HEIGHT_PT], width: 'auto' },
          { stack: identity, alignment: 'right', width: '*' },
        ],
        columnGap: 12,
      }
    : { stack: identity };
  return [top, { canvas: [{ type: 'line', x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 1, lineColor: head.color }], margin: [0, 0, 0, 16] }];
}
