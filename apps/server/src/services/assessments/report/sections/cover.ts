import type { Content } from '../../../../lib/pdf/pdf-types';
import type { ReportData } from '../report-data';
import { SANS, SERIF } from '../../../../lib/pdf/pdf-engine';
import { COLORS, formatDate } from '../report-theme';
import { levelChip, panel } from './blocks';
import { summarizeVerdict } from '../../summarize-verdict';
import type { FirmLetterhead } from '../../../firms/letterhead';
import { LOGO_HEIGHT_PT, LOGO_MAX_WIDTH_PT, logoDataUrl } from '../../../firms/letterhead-pdf';
import { disclaimerHeading, reportDisclaimer } from '../report-branding';

export const COVER_BAND_HEIGHT = 250;

export function petitionTitle(data: ReportData): string {
  const { result } = data;
  if (result.petitionType === 'EB1A') return 'EB-1A · Extraordinary ability';
  if (result.petitionType === 'NIW') return 'EB-2 · National Interest Waiver';
  return 'EB-1A and EB-2 NIW, side by side';
}

/** The band's colour: the firm's on its case (checked on save to carry white text), else Acclaim's navy. */
export const coverBandColor = (data: ReportData): string => data.letterhead?.color ?? COLORS.navy;

/**
 * A firm's name and address where Acclaim's name stands on a self-petitioner's cover, and its logo on a white
 * card at the band's right, where any logo reads whatever its colours.
 */
function firmMasthead(head: FirmLetterhead): Content[] {
  const out: Content[] = [
    { text: head.firmName, font: SANS, bold: true, fontSize: 12, color: '#ffffff', absolutePosition: { x: 60, y: 56 } },
    { stack: head.lines.map((line): Content => ({ text: line, font: SANS, fontSize: 8, color: '#e2e8f0' })), absolutePosition: { x: 60, y: 74 } },
  ];
  if (head.logo) {
    // The card hugs the logo as `fit` scales it: 0.6 inch high, narrowed when it would run wider than the limit.
    const width = Math.min(LOGO_MAX_WIDTH_PT, (LOGO_HEIGHT_PT * head.logo.width) / head.logo.height);
    const height = (width * head.logo.height) / head.logo.width;
    const x = 612 - 60 - width - 16;
    out.push(
      { canvas: [{ type: 'rect', x: 0, y: 0, w: width + 16, h: height + 16, r: 4, color: '#ffffff' }], absolutePosition: { x, y: 44 } },
      { image: logoDataUrl(head.logo), fit: [width, height], absolutePosition: { x: x + 8, y: 52 } },
    );
  }
  return out;
}

/** The cover: who, what field, when, the verdict in one line, and what this report is not. */
export function coverPage(data: ReportData): Content[] {
  const { input, result } = data;
  const verdict = summarizeVerdict(result);
  const facts: [string, string][] = [
    ['Prepared for', input.profile.fullName ?? 'Not given'],
    ['Field of endeavor', input.profile.fieldOfEndeavor ?? 'Not given'],
    ...(input.profile.currentRole || input.profile.employer
      ? [['Current role', [input.profile.currentRole, input.profile.employer].filter(Boolean).join(', ')] as [string, string]]
      : []),
    ['Assessed on', formatDate(result.asOf)],
    [
      'Evidence read',
      `${result.counts.evidence} accepted ${result.counts.evidence === 1 ? 'item' : 'items'}, ${result.counts.publications} ${result.counts.publications === 1 ? 'publication' : 'publications'} (${result.counts.publicationsVerified} verified)`,
    ],
  ];
  return [
    // Drawn over the band of the page background, so placed absolutely.
    ...(data.letterhead
      ? firmMasthead(data.letterhead)
      : [{ text: 'ACCLAIM', font: SANS, bold: true, fontSize: 10, characterSpacing: 3, color: '#ffffff', absolutePosition: { x: 60, y: 64 } }]),
    { text: 'Eligibility assessment', font: SERIF, bold: true, fontSize: 32, color: '#ffffff', absolutePosition: { x: 60, y: 130 } },
    { text: petitionTitle(data), font: SANS, fontSize: 13, color: '#c7d2fe', absolutePosition: { x: 60, y: 178 } },
    { text: '', margin: [0, COVER_BAND_HEIGHT - 40, 0, 0] },
    {
      table: {
        widths: [120, '*'],
        body: facts.map(([label, value]) => [
          { text: label, style: 'label', margin: [0, 3, 0, 3] },
          { text: value, font: SERIF, fontSize: 12, color: COLORS.ink, margin: [0, 1, 0, 3] },
        ]),
      },
      layout: { hLineWidth: (i: number) => (i === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => COLORS.rule, paddingLeft: () => 0 },
      margin: [0, 0, 0, 24],
    },
    panel([
      { text: 'WHERE THE CASE STANDS', style: 'h3', margin: [0, 0, 0, 6] },
      {
        columns: [
          { stack: [levelChip(verdict.level)], width: 'auto' },
          { text: verdict.headline, style: 'lead', bold: true, margin: [10, -1, 0, 0] },
        ],
      },
    ]),
    { text: '', margin: [0, 28, 0, 0] },
    panel(
      [
        { text: disclaimerHeading(data), font: SANS, bold: true, fontSize: 10, color: COLORS.ink, margin: [0, 0, 0, 4] },
        { text: reportDisclaimer(data), style: 'body', fontSize: 9 },
      ],
      COLORS.amberSoft,
      '#f59e0b',
    ),
    { text: '', pageBreak: 'after' },
  ];
}
