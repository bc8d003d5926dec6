import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { Block, Letter, Section } from '@acclaim/domain/letter';
import { exhibitIndexRows, type ExhibitIndexRow } from './exhibit-index-rows';
import { paragraphInlines, type Inline } from './letter-inlines';
import { documentSubject, formatLetterDate, isTocOnOwnPage, LETTER_LAYOUT as L, runningHeader } from './letter-layout';
import { softwareName } from '../../firms/letterhead';
import { letterheadParagraphs } from '../../firms/letterhead-docx';
import type { Letterhead, LetterRenderOptions } from './render-options';

/**
 * The petition letter as a Word document (the `docx` library), from the same structured letter as the PDF:
 * title, date, a TOC field (whole letters only), Heading 1-3 styles, justified paragraphs, real Word lists,
 * the exhibit index as a table, the upgrade note in a bordered box, the applicant's name in the header and
 * "Page N of M" fields in the footer.
 *
 * Times New Roman rather than DejaVu Serif: a DOCX names its font and Word draws it from the reader's machine,
 * where Times New Roman is always present and covers accented Latin names; embedding DejaVu would add
 * megabytes. The contents are written with their entries and left for Word to number (`updateFields`): docx's
 * own page layout (`estimatePageNumbers` of docx/layout) would write the numbers too, but takes 5-7 s of
 * blocking CPU on a 40-page letter against about 0.3 s without it (measured with `npm run bench`).
 */

const FONT = 'Times New Roman';
const pt = (points: number) => Math.round(points * 20); // twips
const halfPt = (points: number) => Math.round(points * 2);
const hex = (color: string) => color.replace('#', '').toUpperCase();
const BULLETS = 'letter-bullets';
const NUMBERS = 'letter-numbers';

const toRuns = (inlines: readonly Inline[], size?: number): TextRun[] =>
  inlines.map(
    (i) => new TextRun({ text: i.text, bold: i.bold || undefined, italics: i.italic || undefined, size: size === undefined ? undefined : halfPt(size) }),
  );

const body = (inlines: readonly Inline[], extra: { numbering?: { reference: string; level: number; instance?: number } } = {}) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: pt(extra.numbering ? L.listItemAfterPt : L.paragraphAfterPt) },
    children: toRuns(inlines),
    ...extra,
  });

const thin = { style: BorderStyle.SINGLE, size: 4, color: hex(L.noteBorder) };
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

function exhibitTable(rows: readonly ExhibitIndexRow[]): FileChild[] {
  const widths = [pt(56), pt(L.page.widthPt - L.margin.leftPt - L.margin.rightPt - 56)];
  const cell = (children: TextRun[], width: number) =>
    new TableCell({ width: { size: width, type: WidthType.DXA }, children: [new Paragraph({ spacing: { before: 30, after: 30 }, children })] });
  const head = new TableRow({
    tableHeader: true,
    children: [
      cell([new TextRun({ text: 'Exhibit', bold: true, size: halfPt(L.bodyPt.docx - 1) })], widths[0]!),
      cell([new TextRun({ text: 'Description', bold: true, size: halfPt(L.bodyPt.docx - 1) })], widths[1]!),
    ],
  });
  const table = new Table({
    width: { size: widths[0]! + widths[1]!, type: WidthType.DXA },
    columnWidths: widths,
    borders: { top: thin, bottom: thin, insideHorizontal: thin, left: none, right: none, insideVertical: none },
    rows: [
      head,
      ...rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell([new TextRun({ text: row.label, size: halfPt(L.bodyPt.docx - 1) })], widths[0]!),
              cell(toRuns(row.description, L.bodyPt.docx - 1), widths[1]!),
            ],
          }),
      ),
    ],
  });
  // Word needs a paragraph between a table and what follows; it also gives the table its space below.
  return [table, new Paragraph({ spacing: { after: pt(L.paragraphAfterPt - 4) }, children: [] })];
}

function blockChildren(block: Block, section: Section, nextListInstance: () => number): FileChild[] {
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: block.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3, children: [new TextRun(block.text)] })];
    case 'paragraph':
      return [body(paragraphInlines(block))];
    case 'list': {
      const rows = section.kind === 'exhibit-index' ? exhibitIndexRows(block) : null;
      if (rows) return exhibitTable(rows);
      // Each ordered list restarts at 1: a numbering instance of its own.
      const numbering = block.ordered ? { reference: NUMBERS, level: 0, instance: nextListInstance() } : { reference: BULLETS, level: 0 };
      const items = block.items.map((item) => body(paragraphInlines(item), { numbering }));
      return [...items, new Paragraph({ spacing: { after: pt(L.paragraphAfterPt - 3) }, children: [] })];
    }
  }
}

function upgradeNote(note: string): Paragraph {
  const border = { style: BorderStyle.SINGLE, size: 6, color: hex(L.noteBorder), space: 6 };
  return new Paragraph({
    spacing: { before: pt(10) },
    keepLines: true,
    border: { top: border, bottom: border, left: border, right: border },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(L.noteFill) },
    children: [new TextRun({ text: note, italics: true })],
  });
}

const headingStyle = (level: 1 | 2 | 3) => ({
  run: { font: FONT, size: halfPt(L.bodyPt.docx + L.headingUpPt[level]), bold: true, italics: level === 3 || undefined, color: hex(L.ink) },
  paragraph: { spacing: { before: pt(L.headingBeforePt[level]), after: pt(L.headingAfterPt[level]) }, keepNext: true, keepLines: true },
});

/** The writer's name and position at the top, a rule under them, then the date and the subject line. */
function letterheadOpening(letter: Letter, date: string, head: Letterhead): Paragraph[] {
  const rule = { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(L.noteBorder), space: 4 } };
  const lines = head.lines.map(
    (text, i) =>
      new Paragraph({
        border: i === head.lines.length - 1 ? rule : undefined,
        spacing: { after: i === head.lines.length - 1 ? pt(14) : 0 },
        children: [new TextRun(i === 0 ? { text, bold: true, size: halfPt(L.bodyPt.docx + L.titleUpPt) } : { text, color: hex(L.muted) })],
      }),
  );
  return [
    ...lines,
    new Paragraph({ spacing: { after: pt(10) }, children: [new TextRun(formatLetterDate(date))] }),
    new Paragraph({ spacing: { after: pt(6) }, children: [new TextRun({ text: letter.title, bold: true })] }),
  ];
}

/** The docx Document (exported for tests that lay its pages out with docx/layout). */
export function buildLetterDocument(letter: Letter, options: LetterRenderOptions): Document {
  const head = options.letterhead;
  const firm = options.firmLetterhead ?? null;
  const children = letterChildren(letter, options);
  const subject = head?.subject ?? documentSubject(letter, options.applicantName, firm);
  return new Document({
    creator: firm && !head ? firm.firmName : softwareName(firm),
    ...(firm ? { lastModifiedBy: softwareName(firm) } : {}),
    title: letter.title,
    subject,
    description: subject,
    features: { updateFields: true },
    styles: letterStyles(),
    numbering: listNumbering(),
    sections: [
      {
        properties: {
          page: {
            size: { width: pt(L.page.widthPt), height: pt(L.page.heightPt) },
            margin: {
              top: pt(L.margin.topPt),
              right: pt(L.margin.rightPt),
              bottom: pt(L.margin.bottomPt),
              left: pt(L.margin.leftPt),
              header: pt(L.headerFromEdgePt),
              footer: pt(L.footerFromEdgePt),
            },
          },
        },
        ...pageHeaderAndFooter(head?.runningHeader ?? runningHeader(letter, options.applicantName)),
        children,
      },
    ],
  });
}

/** The opening (letterhead or title and date), the contents of a whole letter, the sections and the upgrade note. */
function letterChildren(letter: Letter, options: LetterRenderOptions): FileChild[] {
  let listInstances = 0;
  const nextListInstance = () => ++listInstances;
  const head = options.letterhead;
  const firm = options.firmLetterhead ?? null;
  const children: FileChild[] = head
    ? letterheadOpening(letter, options.date, head)
    : [
        ...(firm ? letterheadParagraphs(firm, { font: FONT, muted: L.muted }) : []),
        new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(letter.title)] }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: pt(14) },
          children: [new TextRun({ text: formatLetterDate(options.date), color: hex(L.muted) })],
        }),
      ];
  const isWhole = options.upgradeNote === null && !head;
  if (isWhole) {
    children.push(
      new Paragraph({ spacing: { after: pt(6) }, children: [new TextRun({ text: 'Contents', bold: true, size: halfPt(L.bodyPt.docx + L.headingUpPt[1]) })] }),
      new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-1' }),
    );
  }
  const tocOwnPage = isWhole && isTocOnOwnPage(letter);
  letter.sections.forEach((section, i) => {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: (i === 0 && tocOwnPage) || undefined, children: [new TextRun(section.heading)] }),
    );
    for (const block of section.blocks) children.push(...blockChildren(block, section, nextListInstance));
  });
  if (options.upgradeNote !== null) children.push(upgradeNote(options.upgradeNote));
  return children;
}

function letterStyles() {
  return {
    default: {
      document: { run: { font: FONT, size: halfPt(L.bodyPt.docx), color: hex(L.ink) }, paragraph: { spacing: { after: 0, line: 240 } } },
      title: {
        run: { font: FONT, size: halfPt(L.bodyPt.docx + L.titleUpPt), bold: true, color: hex(L.ink) },
        paragraph: { alignment: AlignmentType.CENTER, spacing: { after: pt(4) } },
      },
      heading1: headingStyle(1),
      heading2: headingStyle(2),
      heading3: headingStyle(3),
    },
  };
}

/** The two Word lists the letter uses: bullets, and numbers (each ordered list takes an instance of its own). */
function listNumbering() {
  return {
    config: [
      {
        reference: BULLETS,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '•',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: pt(L.listIndentPt), hanging: pt(12) } } },
          },
        ],
      },
      {
        reference: NUMBERS,
        levels: [
          {
            level: 0,
            format: LevelFormat.DECIMAL,
            text: '%1.',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: pt(L.listIndentPt), hanging: pt(16) } } },
          },
        ],
      },
    ],
  };
}

/** The running header on the right, "Page N of M" in the footer's centre. */
function pageHeaderAndFooter(headerText: string): { headers: { default: Header }; footers: { default: Footer } } {
  const small = halfPt(L.smallPt);
  const muted = hex(L.muted);
  return {
    headers: {
      default: new Header({
        children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: headerText, size: small, color: muted })] })],
      }),
    },
    footers: {
      default: new Footer({
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: small, color: muted })],
          }),
        ],
      }),
    },
  };
}

/** Renders the (already cut) letter to DOCX bytes. */
export function renderLetterDocx(letter: Letter, options: LetterRenderOptions): Promise<Buffer> {
  return Packer.toBuffer(buildLetterDocument(letter, options));
}
