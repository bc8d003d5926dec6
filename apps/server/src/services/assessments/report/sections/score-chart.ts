import type { Content, TableCell } from '../../../../lib/pdf/pdf-types';
import type { Finding } from '@acclaim/domain';
import { COLORS, LEVEL_COLORS, LEVEL_LABELS, findingName } from '../report-theme';

const BAR_WIDTH = 200;
const BAR_HEIGHT = 9;

/** Track, a faint mark at 50 that helps the eye compare rows (hidden under longer bars), and the filled part. */
function chartBar(finding: Finding): Content {
  const filled = (Math.max(0, Math.min(100, finding.score)) / 100) * BAR_WIDTH;
  return {
    canvas: [
      { type: 'rect', x: 0, y: 0, w: BAR_WIDTH, h: BAR_HEIGHT, r: 2, color: COLORS.track },
      { type: 'line', x1: BAR_WIDTH / 2, y1: -2, x2: BAR_WIDTH / 2, y2: BAR_HEIGHT + 2, lineWidth: 0.6, lineColor: COLORS.muted, dash: { length: 1.5 } },
      ...(filled > 0 ? [{ type: 'rect' as const, x: 0, y: 0, w: Math.max(filled, 3), h: BAR_HEIGHT, r: 2, color: LEVEL_COLORS[finding.level] }] : []),
    ],
  };
}

/**
 * A bar chart of findings' strength scores (0-100), drawn as vector shapes: one row per criterion with its
 * name, the bar, the score and the level in words.
 */
export function scoreChart(findings: Finding[], title: string): Content {
  const rows: TableCell[][] = findings.map((finding) => [
    { text: findingName(finding), style: 'tableCell', margin: [0, 1, 0, 0] },
    { stack: [chartBar(finding)], margin: [0, 2, 0, 0] },
    { text: String(finding.score), style: 'tableCell', bold: true, alignment: 'right' },
    { text: LEVEL_LABELS[finding.level], style: 'tableCell', color: LEVEL_COLORS[finding.level], bold: true },
  ]);
  return {
    stack: [
      { text: title, style: 'h3', margin: [0, 12, 0, 6] },
      {
        table: {
          widths: [150, BAR_WIDTH, 22, '*'],
          body: [
            [
              { text: 'Criterion', style: 'tableHeader' },
              { text: 'Strength of the evidence (0-100)', style: 'tableHeader' },
              { text: '', style: 'tableHeader' },
              { text: 'Level', style: 'tableHeader' },
            ],
            ...rows,
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
          vLineWidth: () => 0,
          hLineColor: () => COLORS.rule,
          paddingTop: () => 4,
          paddingBottom: () => 4,
          paddingLeft: () => 2,
          paddingRight: () => 6,
        },
      },
    ],
    unbreakable: true,
  };
}
