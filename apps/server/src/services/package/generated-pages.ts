import { renderPdf } from '../../lib/pdf/pdf-engine';
import type { Content } from '../../lib/pdf/pdf-types';
import { clip, generatedDocument, MUTED } from './generated-style';

export interface TabPageEntry {
  label: string;
  title: string;
  criterion: string | null;
}

/** Space above the tab's label, so it sits about a third of the way down, where a paper tab divider's text is. */
const TAB_TOP_SPACE_PT = 190;

export const exhibitHeading = (label: string) => `Exhibit ${label}`;

/** One separator page per exhibit, in one document so the font is embedded once for all of them. */
export function renderTabPages(entries: readonly TabPageEntry[]): Promise<Buffer> {
  const content: Content[] = entries.map((entry, index) => ({
    stack: [
      { text: exhibitHeading(clip(entry.label, 24)), fontSize: 40, bold: true, margin: [0, 0, 0, 20] },
      { text: clip(entry.title, 300), fontSize: 16, margin: [0, 0, 0, 12] },
      ...(entry.criterion ? [{ text: clip(entry.criterion, 200), fontSize: 11.5, color: MUTED }] : []),
    ],
    alignment: 'center',
    margin: [0, TAB_TOP_SPACE_PT, 0, 0],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return renderPdf(generatedDocument('Exhibit tabs', content));
}

/** Stands in for a file that could not be converted, so the package still opens and the gap is visible. */
export function renderPlaceholderPage({ heading, fileName, reason }: { heading: string; fileName: string; reason: string }): Promise<Buffer> {
  return renderPdf(
    generatedDocument('File not included', [
      { text: clip(heading, 300), fontSize: 16, bold: true, margin: [0, 120, 0, 16] },
      { text: 'This file could not be included in the package.', fontSize: 12, margin: [0, 0, 0, 12] },
      { text: [{ text: 'File: ', bold: true }, clip(fileName, 200)], margin: [0, 0, 0, 6] },
      { text: [{ text: 'Reason: ', bold: true }, clip(reason, 600)], margin: [0, 0, 0, 18] },
      { text: 'Replace the file and assemble the package again before filing.', color: MUTED },
    ]),
  );
}
