import { renderPdf } from '../../lib/pdf/pdf-engine';
import type { Content, TableCell, TableLayout } from '../../lib/pdf/pdf-types';
import { CLASSIFICATION, generatedDocument, MUTED, RULE } from './generated-style';
import type { PackagePetitionType } from './package-types';

export interface ExhibitIndexRow {
  label: string;
  title: string;
  criterion: string | null;
  batesStart: string;
  /** 1-based page of the combined PDF where the exhibit's tab is. */
  page: number;
}

export interface ExhibitIndexHeader {
  applicantName: string;
  petitionType: PackagePetitionType;
}

export const EXHIBIT_INDEX_TITLE = 'Exhibit index';
/** The group heading of exhibits that name no criterion, when others do. */
export const UNGROUPED_HEADING = 'Other exhibits';

const LAYOUT: TableLayout = {
  hLineWidth: (i) => (i <= 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** Consecutive exhibits under the same criterion share one heading row, as they share one section of the binder. */
function bodyRows(rows: readonly ExhibitIndexRow[]): TableCell[][] {
  const isGrouped = rows.some((row) => row.criterion);
  const body: TableCell[][] = [];
  let currentGroup: string | undefined;
  for (const row of rows) {
    const group = row.criterion ?? UNGROUPED_HEADING;
    if (isGrouped && group !== currentGroup) {
      currentGroup = group;
      const heading: TableCell & { colSpan: number } = { text: group, bold: true, colSpan: 4, margin: [0, 4, 0, 0] };
      body.push([heading, '', '', '']);
    }
    body.push([{ text: row.label, bold: true }, { text: row.title }, { text: row.batesStart, noWrap: true }, { text: String(row.page), alignment: 'right' }]);
  }
  return body;
}

/**
 * The exhibit index: each exhibit's label, title, criterion (as group headings) and where it starts, by
 * Bates number and by page of the combined PDF. Placed before the first exhibit tab.
 */
export function renderExhibitIndex(rows: readonly ExhibitIndexRow[], header: ExhibitIndexHeader): Promise<Buffer> {
  const head: TableCell[] = ['Exhibit', 'Description', 'Begins at', 'Page'].map((text, index) => ({
    text,
    bold: true,
    fontSize: 9,
    color: MUTED,
    ...(index === 3 ? { alignment: 'right' as const } : {}),
  }));
  const content: Content[] = [
    { text: EXHIBIT_INDEX_TITLE, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: `${header.applicantName} · Form I-140 petition, ${CLASSIFICATION[header.petitionType]}`, color: MUTED, margin: [0, 0, 0, 14] },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [46, '*', 'auto', 30], body: [head, ...bodyRows(rows)] },
      layout: LAYOUT,
      fontSize: 9.5,
    },
  ];
  return renderPdf(generatedDocument(EXHIBIT_INDEX_TITLE, content));
}
