import type { Content, TableCell } from '../../../../lib/pdf/pdf-types';
import type { NiwAssessment } from '@acclaim/domain';
import { getAuthority } from '@acclaim/domain/authorities';
import type { ReportLookup } from '../report-data';
import { COLORS, LEVEL_COLORS, LEVEL_LABELS, findingName } from '../report-theme';
import { levelChip, reasonList, ruledLayout } from './blocks';
import { findingBlock } from './finding-block';
import { elementsGroup, stepOneLine } from './step-one';

const ROUTE_LABELS: Record<NiwAssessment['threshold']['route'], string> = {
  advanced_degree: 'Advanced degree',
  exceptional_ability: 'Exceptional ability',
  not_met: 'Not shown yet',
};

function citationNote(authorityId: string, propositionIndex = 0): Content {
  const authority = getAuthority(authorityId);
  return {
    text: [authority.propositions[propositionIndex] ?? '', { text: ` (${authority.citation})`, color: COLORS.muted }],
    style: 'body',
    margin: [0, 0, 0, 6],
  };
}

/** The EB-2 threshold (advanced degree or exceptional ability) and the three Dhanasar prongs. */
export function niwSection(niw: NiwAssessment, lookup: ReportLookup): Content[] {
  const { threshold } = niw;
  const exceptionalRows: TableCell[][] = threshold.exceptionalAbility.map((finding) => [
    { text: findingName(finding), style: 'tableCell', bold: true },
    { text: LEVEL_LABELS[finding.level], style: 'tableCell', color: LEVEL_COLORS[finding.level], bold: true },
    { text: String(finding.score), style: 'tableCell', alignment: 'right' },
    { text: finding.summary, style: 'tableCell' },
  ]);
  const out: Content[] = [
    { text: 'EB-2 National Interest Waiver', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' },
    citationNote('dhanasar'),
    {
      stack: [
        {
          columns: [
            { text: 'The EB-2 threshold', style: 'h2', margin: [0, 0, 0, 0], tocItem: true, tocStyle: 'tocSubEntry' },
            { stack: [levelChip(threshold.level)], width: 'auto', margin: [8, 3, 0, 0] },
          ],
          margin: [0, 12, 0, 2],
        },
        { text: `Route: ${ROUTE_LABELS[threshold.route]}`, style: 'label', margin: [0, 0, 0, 6] },
        citationNote('dhanasar', 1),
        ...(threshold.stepOne ? [stepOneLine(threshold.stepOne, threshold.elements)] : []),
        { text: threshold.summary, style: 'lead' },
      ],
      unbreakable: true,
    },
    ...(threshold.elements?.length ? [elementsGroup(threshold.elements, threshold.stepOne)] : []),
    { text: 'REASONS', style: 'h3' },
    reasonList(threshold.reasons, lookup),
    { text: 'EXCEPTIONAL ABILITY CRITERIA', style: 'h3', margin: [0, 10, 0, 3] },
    citationNote('cfr-204-5-k-3-ii'),
    {
      table: {
        headerRows: 1,
        widths: [120, 62, 28, '*'],
        dontBreakRows: true,
        body: [
          [
            { text: 'Criterion', style: 'tableHeader' },
            { text: 'Level', style: 'tableHeader' },
            { text: 'Score', style: 'tableHeader', alignment: 'right' },
            { text: 'Where it stands', style: 'tableHeader' },
          ],
          ...exceptionalRows,
        ],
      },
      layout: ruledLayout,
    },
    { text: 'The three Dhanasar prongs', style: 'h2', margin: [0, 18, 0, 0] },
  ];
  for (const prong of niw.prongs) out.push(...findingBlock(prong, lookup, { isTocItem: true }));
  return out;
}
