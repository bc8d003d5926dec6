import type { Block, Letter, Section } from '@acclaim/domain/letter';
import { renderPdf, SERIF } from '../../../lib/pdf/pdf-engine';
import type { Content, DocumentDefinition, Style, TableCell, TextRun } from '../../../lib/pdf/pdf-types';
import { exhibitIndexRows, type ExhibitIndexRow } from './exhibit-index-rows';
import { paragraphInlines, type Inline } from './letter-inlines';
import { documentSubject, formatLetterDate, isTocOnOwnPage, LETTER_LAYOUT as L, runningHeader } from './letter-layout';
import { softwareName } from '../../firms/letterhead';
import { letterheadContent } from '../../firms/letterhead-pdf';
import type { Letterhead, LetterRenderOptions } from './render-options';

/**
 * The petition letter as a PDF (pdfmake, DejaVu Serif through the shared engine so every accented name keeps
 * its letters). Same structure as the DOCX: title, date, contents (whole letters only), numbered sections,
 * justified paragraphs, lists, the exhibit index as a table, the upgrade note where a plan cut the letter.
 */

function letterStyles(): Record<string, Style> {
  const body = L.bodyPt.pdf;
  const heading = (level: 1 | 2 | 3): Style => ({
    fontSize: body + L.headingUpPt[level],
    bold: true,
    ...(level === 3 ? { italics: true } : {}),
    margin: [0, L.headingBeforePt[level], 0, L.headingAfterPt[level]],
  });
  return {
    title: { fontSize: body + L.titleUpPt, bold: true, alignment: 'center', margin: [0, 0, 0, 3] },
    date: { alignment: 'center', color: L.muted, margin: [0, 0, 0, 12] },
    tocTitle: { fontSize: body + L.headingUpPt[1], bold: true, margin: [0, 0, 0, 4] },
    tocEntry: { margin: [0, 1, 0, 1] },
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    body: { alignment: 'justify', margin: [0, 0, 0, L.paragraphAfterPt] },
    listItem: { alignment: 'justify', margin: [0, 0, 0, L.listItemAfterPt] },
    tableHead: { bold: true, fontSize: body - 1 },
    tableCell: { fontSize: body - 1 },
    note: { italics: true },
  };
}

const toRuns = (inlines: readonly Inline[]): TextRun[] =>
  inlines.map((i) => ({ text: i.text, ...(i.bold ? { bold: true } : {}), ...(i.italic ? { italics: true } : {}) }));

function exhibitTable(rows: readonly ExhibitIndexRow[]): Content {
  const head: TableCell[] = [
    { text: 'Exhibit', style: 'tableHead' },
    { text: 'Description', style: 'tableHead' },
  ];
  return {
    table: {
      headerRows: 1,
      // Rows break across pages: pdfmake drops a row that must stay whole but is taller than a page (a
      // description listing sixty articles), so the index printed blank where the DOCX had it. The header repeats.
      dontBreakRows: false,
      widths: [56, '*'],
      body: [
        head,
        ...rows.map((row): TableCell[] => [
          { text: row.label, style: 'tableCell' },
          { text: toRuns(row.description), style: 'tableCell' },
        ]),
      ],
    },
    layout: {
      hLineWidth: (i) => (i <= 1 ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => L.noteBorder,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    margin: [0, 2, 0, L.paragraphAfterPt],
  };
}

function blockContent(block: Block, section: Section): Content {
  switch (block.type) {
    case 'heading':
      return { text: block.text, style: block.level === 2 ? 'h2' : 'h3', headlineLevel: block.level };
    case 'paragraph':
      return { text: toRuns(paragraphInlines(block)), style: 'body' };
    case 'list': {
      const rows = section.kind === 'exhibit-index' ? exhibitIndexRows(block) : null;
      if (rows) return exhibitTable(rows);
      const items: Content[] = block.items.map((item) => ({ text: toRuns(paragraphInlines(item)), style: 'listItem' }));
      const list: Content = block.ordered ? { ol: items } : { ul: items };
      return { stack: [list], margin: [L.listIndentPt - 10, 0, 0, L.paragraphAfterPt] };
    }
  }
}

function upgradeNoteBox(note: string): Content {
  return {
    table: { widths: ['*'], body: [[{ text: note, style: 'note', fillColor: L.noteFill }]] },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: () => 0.8,
      hLineColor: () => L.noteBorder,
      vLineColor: () => L.noteBorder,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 8,
      paddingBottom: () => 8,
    },
    unbreakable: true,
    margin: [0, 10, 0, 0],
  };
}

/** The writer's name and position at the top, a rule under them, then the date and the subject line. */
function letterheadOpening(letter: Letter, date: string, head: Letterhead): Content[] {
  const lines: Content[] = head.lines.map((text, i) => (i === 0 ? { text, bold: true, fontSize: L.bodyPt.pdf + L.titleUpPt } : { text, color: L.muted }));
  const width = L.page.widthPt - L.margin.leftPt - L.margin.rightPt;
  return [
    ...lines,
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: width, y2: 4, lineWidth: 0.6, lineColor: L.noteBorder }], margin: [0, 0, 0, 14] },
    { text: formatLetterDate(date), margin: [0, 0, 0, 10] },
    { text: letter.title, bold: true, margin: [0, 0, 0, 6] },
  ];
}

/** The document definition (exported for tests and calibration). */
export function buildLetterPdfDefinition(letter: Letter, options: LetterRenderOptions): DocumentDefinition {
  const head = options.letterhead;
  const firm = options.firmLetterhead ?? null;
  const content: Content[] = head
    ? letterheadOpening(letter, options.date, head)
    : [
        ...(firm ? letterheadContent(firm, { width: L.page.widthPt - L.margin.leftPt - L.margin.rightPt, muted: L.muted }) : []),
        { text: letter.title, style: 'title' },
        { text: formatLetterDate(options.date), style: 'date' },
      ];
  if (options.upgradeNote === null && !head) {
    content.push({
      toc: { title: { text: 'Contents', style: 'tocTitle' }, textStyle: 'tocEntry', numberStyle: 'tocEntry', outlines: true },
      margin: [0, 0, 0, 8],
    });
    if (isTocOnOwnPage(letter)) content.push({ text: '', pageBreak: 'after' });
  }
  for (const section of letter.sections) {
    content.push({ text: section.heading, style: 'h1', tocItem: true, headlineLevel: 1 });
    for (const block of section.blocks) content.push(blockContent(block, section));
  }
  if (options.upgradeNote !== null) content.push(upgradeNoteBox(options.upgradeNote));

  const header = head?.runningHeader ?? runningHeader(letter, options.applicantName);
  return {
    pageSize: 'LETTER',
    pageMargins: [L.margin.leftPt, L.margin.topPt, L.margin.rightPt, L.margin.bottomPt],
    info: {
      title: letter.title,
      // The firm's petition letter is the firm's work; a recommendation letter stays the applicant's file.
      author: firm && !head ? firm.firmName : options.applicantName,
      subject: head?.subject ?? documentSubject(letter, options.applicantName, firm),
      creator: softwareName(firm),
      producer: softwareName(firm),
    },
    defaultStyle: { font: SERIF, fontSize: L.bodyPt.pdf, color: L.ink },
    styles: letterStyles(),
    header: () => ({
      text: header,
      fontSize: L.smallPt,
      color: L.muted,
      alignment: 'right',
      margin: [L.margin.leftPt, L.headerFromEdgePt, L.margin.rightPt, 0],
    }),
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      fontSize: L.smallPt,
      color: L.muted,
      alignment: 'center',
      margin: [L.margin.leftPt, L.margin.bottomPt - L.footerFromEdgePt - L.smallPt, L.margin.rightPt, 0],
    }),
    // A heading never ends a page: it moves to the next one with the text it introduces.
    pageBreakBefore: (node, nodes) => node.headlineLevel !== undefined && nodes.getFollowingNodesOnPage().length === 0,
    content,
  };
}

/** Renders the (already cut) letter to PDF bytes. */
export function renderLetterPdf(letter: Letter, options: LetterRenderOptions): Promise<Buffer> {
  return renderPdf(buildLetterPdfDefinition(letter, options));
}
