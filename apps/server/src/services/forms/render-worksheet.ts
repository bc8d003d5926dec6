import type { TFormFact, TI140Field, TI140Part, TI140Worksheet, TNoteRef } from '@acclaim/contracts';
import { renderPdf, SANS } from '../../lib/pdf/pdf-engine';
import type { Content, DocumentDefinition, TableCell, TableLayout } from '../../lib/pdf/pdf-types';

const INK = '#0f172a';
const MUTED = '#64748b';
const ERROR = '#be123c';
const WARNING = '#b45309';
const NOT_ANSWERED = '— not answered —';

const SEVERITY = {
  error: { label: 'Error', color: ERROR },
  warning: { label: 'Check', color: WARNING },
  info: { label: 'Note', color: MUTED },
} as const;

const SOURCE_LABEL: Record<TI140Field['source'], string> = { case: 'From your case', suggested: 'Suggested', missing: 'Missing' };

/** Thin rules between rows only: the worksheet has no header row to set apart. Shared with the G-28 worksheet. */
export const WORKSHEET_ROWS: TableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#cbd5e1',
  paddingTop: () => 5,
  paddingBottom: () => 5,
};

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Source: USCIS, Form I-140 page, as of Nov. 28, 2026 (https://www.uscis.gov/i-140)", and where to check what is uncertain. */
export function factSourceText(ref: TNoteRef): string {
  const source = `Source: ${ref.section} (${ref.sourceTags.join(', ')}).`;
  return ref.checkNote ? `${source} ${ref.checkNote}` : source;
}

export function factLine(fact: TFormFact): Content {
  return { stack: [{ text: fact.text }, { text: factSourceText(fact.ref), fontSize: 8, color: MUTED }], margin: [0, 0, 0, 6] };
}

function fieldRow(field: TI140Field): TableCell[] {
  const issues: Content[] = field.issues.map((issue) => ({
    text: [{ text: `${SEVERITY[issue.severity].label}: `, bold: true }, issue.text],
    color: SEVERITY[issue.severity].color,
    fontSize: 8,
    margin: [0, 2, 0, 0],
  }));
  return [
    {
      stack: [
        { text: field.label, bold: true },
        { text: field.required ? 'Required' : 'If it applies', fontSize: 8, color: MUTED },
      ],
    },
    {
      stack: [
        field.displayValue === null ? { text: NOT_ANSWERED, color: MUTED, italics: true } : { text: field.displayValue },
        ...(field.note ? [{ text: field.note, fontSize: 8, color: MUTED }] : []),
        ...issues,
      ],
    },
    field.source === 'missing' && !field.required
      ? { text: 'Not answered', fontSize: 8, color: MUTED }
      : { text: SOURCE_LABEL[field.source], fontSize: 8, color: field.source === 'missing' ? ERROR : MUTED },
  ];
}

function partBlock(part: TI140Part): Content {
  const status = part.isConfirmed
    ? 'Confirmed by you'
    : part.errors
      ? `Not confirmed — ${part.errors} ${part.errors === 1 ? 'error' : 'errors'} to fix`
      : 'Not confirmed yet';
  return {
    stack: [
      { text: `${part.number}. ${part.title}`, fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 14, 0, 2] },
      { text: status, fontSize: 9, color: part.isConfirmed ? '#047857' : part.errors ? ERROR : MUTED, margin: [0, 0, 0, 4] },
      {
        table: { widths: [150, '*', 70], body: part.fields.map(fieldRow), dontBreakRows: true },
        layout: WORKSHEET_ROWS,
      },
    ],
  };
}

function feesBlock(worksheet: TI140Worksheet): Content[] {
  const { fees } = worksheet;
  const lines: TableCell[][] = fees.lines.map((line) => [
    { stack: [{ text: line.label }, { text: `Source: ${line.sourceLabel}.${line.checkNote ? ` ${line.checkNote}` : ''}`, fontSize: 8, color: MUTED }] },
    { text: usd(line.amountUsd), alignment: 'right' },
  ]);
  lines.push([
    { text: 'Total', bold: true },
    { text: fees.totalUsd === null ? 'Not known yet' : usd(fees.totalUsd), bold: true, alignment: 'right' },
  ]);
  return [
    { text: 'Fees', fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 18, 0, 2] },
    { text: `For a filing on ${longDate(fees.filingDate)}. As of ${longDate(fees.asOf)}: ${fees.asOfLabel}`, fontSize: 9, color: MUTED, margin: [0, 0, 0, 4] },
    { table: { widths: ['*', 80], body: lines }, layout: WORKSHEET_ROWS },
    ...fees.unknown.map((text): Content => ({ text, color: WARNING, fontSize: 9, margin: [0, 4, 0, 0] })),
    { stack: fees.paymentFacts.map(factLine), margin: [0, 8, 0, 0] },
  ];
}

/**
 * The whole worksheet as a document definition: notice, every part and field, forms, fees and where to file.
 * `software` names the maker in the file's metadata: Acclaim, or a firm's own name under its white label.
 */
export function buildWorksheetDefinition(worksheet: TI140Worksheet, { software = 'Acclaim' }: { software?: string } = {}): DocumentDefinition {
  return {
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 60],
    info: { title: worksheet.title, author: software, creator: software, producer: software, subject: 'Form I-140 worksheet' },
    defaultStyle: { font: SANS, fontSize: 10, color: INK },
    footer: (page, pages) => ({
      columns: [
        { text: 'Worksheet, not the official USCIS form. Not legal advice.', fontSize: 8, color: MUTED },
        { text: `Page ${page} of ${pages}`, fontSize: 8, color: MUTED, alignment: 'right' },
      ],
      margin: [54, 20, 54, 0],
    }),
    // A heading alone at the foot of a page moves to the next one, with what it introduces.
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    content: [
      { text: 'Form I-140 worksheet', fontSize: 18, bold: true },
      { text: worksheet.caseTitle, fontSize: 11, color: MUTED, margin: [0, 2, 0, 10] },
      { text: worksheet.notice, bold: true, color: WARNING, margin: [0, 0, 0, 4] },
      { text: worksheet.disclaimer, fontSize: 9, color: MUTED, margin: [0, 0, 0, 8] },
      {
        text: `Prepared ${longDate(worksheet.generatedOn)}. Parts confirmed: ${worksheet.parts.filter((p) => p.isConfirmed).length} of ${worksheet.parts.length} (${worksheet.progress}%).`,
        fontSize: 9,
      },
      ...worksheet.parts.map(partBlock),
      { text: 'Forms that go with the petition', fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 18, 0, 4] },
      {
        ul: worksheet.recommendedForms.map((form): Content => ({
          stack: [
            { text: `${form.title} (${form.need})`, bold: true },
            { text: form.reason, fontSize: 9 },
          ],
          margin: [0, 0, 0, 4],
        })),
      },
      ...feesBlock(worksheet),
      { text: 'Where to file', fontSize: 12, bold: true, headlineLevel: 1, margin: [0, 18, 0, 4] },
      ...worksheet.whereToFile.map(factLine),
    ],
  };
}

export async function renderWorksheetPdf(worksheet: TI140Worksheet, options: { software?: string } = {}): Promise<Buffer> {
  return renderPdf(buildWorksheetDefinition(worksheet, options));
}
