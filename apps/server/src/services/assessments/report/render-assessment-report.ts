import type { Content, DocumentDefinition } from '../../../lib/pdf/pdf-types';
import { renderPdf, SANS, SERIF } from '../../../lib/pdf/pdf-engine';
import { createReportLookup, type ReportData } from './report-data';
import { COLORS, STYLES } from './report-theme';
import { aboutSection, evidenceIndexSection, recommendationSection, redFlagsSection } from './sections/closing-sections';
import { COVER_BAND_HEIGHT, coverBandColor, coverPage, petitionTitle } from './sections/cover';
import { reportSoftware } from './report-branding';
import { eb1aSection } from './sections/eb1a-section';
import { niwSection } from './sections/niw-section';
import { overviewSection } from './sections/overview';

export interface RenderedReport {
  bytes: Buffer;
  pageCount: number;
}

const PAGE = { width: 612, height: 792 }; // US Letter, as USCIS filings are

/** The document definition of an assessment report (exported for tests that inspect structure). */
export function buildReportDefinition(data: ReportData, onPageCount: (count: number) => void = () => undefined): DocumentDefinition {
  const lookup = createReportLookup(data.input);
  const name = data.input.profile.fullName;
  const content: Content[] = [
    ...coverPage(data),
    { toc: { title: { text: 'Contents', style: 'tocTitle' }, textStyle: 'tocEntry', numberStyle: { font: SANS, fontSize: 9, color: COLORS.muted } } },
    { text: '', pageBreak: 'after' },
    ...overviewSection(data, lookup),
    ...recommendationSection(data, lookup),
    ...(data.result.eb1a ? eb1aSection(data.result.eb1a, lookup) : []),
    ...(data.result.niw ? niwSection(data.result.niw, lookup) : []),
    ...redFlagsSection(data, lookup),
    ...evidenceIndexSection(data),
    ...aboutSection(data),
  ];
  return {
    pageSize: 'LETTER',
    pageMargins: [60, 56, 60, 60],
    info: {
      title: `Eligibility assessment${name ? ` — ${name}` : ''}`,
      author: data.letterhead?.firmName ?? 'Acclaim',
      subject: petitionTitle(data),
      creator: reportSoftware(data),
      producer: reportSoftware(data),
    },
    defaultStyle: { font: SERIF, fontSize: 10, color: COLORS.ink },
    styles: STYLES,
    background: (page) => (page === 1 ? { canvas: [{ type: 'rect', x: 0, y: 0, w: PAGE.width, h: COVER_BAND_HEIGHT, color: coverBandColor(data) }] } : null),
    footer: (page, pages) => {
      onPageCount(pages);
      if (page === 1) return null;
      return {
        columns: [
          {
            text: data.letterhead
              ? [`${data.letterhead.firmName} · Eligibility assessment`, name ? ` · ${name}` : '', ' · Software assessment, not legal advice']
              : ['Acclaim · Eligibility assessment', name ? ` · ${name}` : '', ' · Not legal advice'],
            width: '*',
          },
          { text: `Page ${page} of ${pages}`, width: 'auto', alignment: 'right' },
        ],
        font: SANS,
        fontSize: 7.5,
        color: COLORS.muted,
        margin: [60, 24, 60, 0],
      };
    },
    content,
  };
}

/** Renders an assessment (result + the input snapshot it read) to a PDF, on the firm's letterhead when it has one. */
export async function renderAssessmentReport(data: ReportData): Promise<RenderedReport> {
  let pageCount = 0;
  const bytes = await renderPdf(buildReportDefinition(data, (count) => (pageCount = count)));
  return { bytes, pageCount };
}

/**
 * "acclaim-eligibility-assessment-zofia-nunez-2026-03-05.pdf": ASCII only, so every browser keeps it; without
 * "acclaim-" under a firm's white label.
 */
export function reportFileName(data: ReportData): string {
  const slug = (data.input.profile.fullName ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const stem = data.letterhead?.hideAcclaimBranding ? 'eligibility-assessment' : 'acclaim-eligibility-assessment';
  return [stem, slug, data.result.asOf].filter(Boolean).join('-') + '.pdf';
}
