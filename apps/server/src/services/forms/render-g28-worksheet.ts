import type { TG28Field, TG28Section, TG28Worksheet } from '@acclaim/contracts';
import { renderPdf, SANS } from '../../lib/pdf/pdf-engine';
import type { Content, DocumentDefinition, TableCell } from '../../lib/pdf/pdf-types';
import { WORKSHEET_ROWS, factLine } from './render-worksheet';
import type { FirmLetterhead } from '../firms/letterhead';
import { letterheadContent } from '../firms/letterhead-pdf';
import { formatLetterDate } from '../letters/render/letter-layout';

const INK = '#0f172a';
const MUTED = '#64748b';
const ERROR = '#be123c';
const WARNING = '#b45309';
const MARGIN = 54;
const TEXT_WIDTH = 612 - 2 * MARGIN;

export const G28_WORKSHEET_NOTICE = 'Worksheet — not the official USCIS form. Copy these answers into the current edition of Form G-28 from uscis.gov.';

function fieldRow(field: TG28Field): TableCell[] {
  const flagged = field.fix !== null && (field.required || field.value !== null);
  return [
    {
      stack: [
        { text: field.label, bold: true },
        { text: field.required ? 'Required' : 'If it applies', fontSize: 8, color: MUTED },
      ],
    },
    {
      stack: [
        field.value === null ? { text: '— not answered —', color: MUTED, italics: true } : { text: field.value },
        ...(field.fix ? [{ text: field.fix.text, fontSize: 8, color: flagged ? ERROR : MUTED, margin: [0, 2, 0, 0] as [number, number, number, number] }] : []),
      ],
    },
  ];
}

function sectionBlock(section: TG28Section): Content {
  return {
    stack: [
      { text: section.number ? `${section.number}. ${section.title}` : section.title, fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 14, 0, 4] },
      { table: { widths: [170, '*'], body: section.fields.map(fieldRow), dontBreakRows: true }, layout: WORKSHEET_ROWS },
    ],
  };
}

export interface G28WorksheetDocument {
  worksheet: TG28Worksheet;
  caseTitle: string;
  /** YYYY-MM-DD. */
  generatedOn: string;
  disclaimer: string;
  letterhead: FirmLetterhead | null;
  /** The maker in the file's metadata: Acclaim, or the firm under white label. */
  software: string;
}

/** The G-28 worksheet on the firm's letterhead: every group of fields, what is missing and where to add it. */
export function buildG28WorksheetDefinition(input: G28WorksheetDocument): DocumentDefinition {
  const { worksheet } = input;
  const missing =
    worksheet.missing === 0
      ? 'Every required answer is here.'
      : `${worksheet.missing} required ${worksheet.missing === 1 ? 'answer is' : 'answers are'} missing; each says where to add it.`;
  return {
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN, MARGIN, 60],
    info: {
      title: `Form G-28 worksheet — ${input.caseTitle}`,
      author: worksheet.firmName,
      creator: input.software,
      producer: input.software,
      subject: 'Form G-28 worksheet',
    },
    defaultStyle: { font: SANS, fontSize: 10, color: INK },
    footer: (page, pages) => ({
      columns: [
        { text: 'Worksheet, not the official USCIS form.', fontSize: 8, color: MUTED },
        { text: `Page ${page} of ${pages}`, fontSize: 8, color: MUTED, alignment: 'right' },
      ],
      margin: [MARGIN, 20, MARGIN, 0],
    }),
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    content: [
      ...(input.letterhead ? letterheadContent(input.letterhead, { width: TEXT_WIDTH, muted: MUTED }) : []),
      { text: 'Form G-28 worksheet', fontSize: 18, bold: true },
      { text: input.caseTitle, fontSize: 11, color: MUTED, margin: [0, 2, 0, 10] },
      { text: G28_WORKSHEET_NOTICE, bold: true, color: WARNING, margin: [0, 0, 0, 4] },
      { text: input.disclaimer, fontSize: 9, color: MUTED, margin: [0, 0, 0, 8] },
      { text: `Prepared ${formatLetterDate(input.generatedOn)}. ${missing}`, fontSize: 9, color: worksheet.missing ? ERROR : MUTED },
      { text: worksheet.clientNote, fontSize: 9, margin: [0, 4, 0, 0] },
      ...worksheet.sections.map(sectionBlock),
      { text: 'What USCIS says about Form G-28', fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 18, 0, 4] },
      ...worksheet.facts.map(factLine),
    ],
  };
}

export function renderG28WorksheetPdf(input: G28WorksheetDocument): Promise<Buffer> {
  return renderPdf(buildG28WorksheetDefinition(input));
}
