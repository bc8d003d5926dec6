import type { Content, TableCell } from '../../../../lib/pdf/pdf-types';
import type { Documentation, Finding } from '@acclaim/domain';
import { assessedItemNotes } from '@acclaim/domain/assessment';
import { getAuthority } from '@acclaim/domain/authorities';
import type { ReportLookup } from '../report-data';
import { COLORS, LEVEL_COLORS, VERIFICATION_LABELS, findingName } from '../report-theme';
import { group, levelChip, reasonList, ruledLayout, scoreBar } from './blocks';
import { elementsGroup, stepOneLine } from './step-one';

const DOCUMENT_CELLS: Record<Documentation | 'unknown', { text: string; color: string }> = {
  not_documented: { text: 'No document', color: COLORS.muted },
  cv_only: { text: 'CV only', color: LEVEL_COLORS.borderline },
  primary_exhibit: { text: 'Primary exhibit', color: LEVEL_COLORS.strong },
  // A snapshot from before document categories were recorded cannot tell a CV from an exhibit.
  unknown: { text: 'Attached', color: COLORS.muted },
};

/** The evidence a finding rests on, one row per item: title, exhibit, what documents it, and verification. */
function evidenceTable(finding: Finding, lookup: ReportLookup): Content {
  const items = finding.evidenceIds.map((id) => lookup.evidence(id)).filter((item) => item !== undefined);
  if (items.length === 0)
    return { text: 'No accepted evidence was matched to this part of the assessment.', style: 'body', color: COLORS.muted, italics: true };
  const body: TableCell[][] = [
    [
      { text: 'Evidence', style: 'tableHeader' },
      { text: 'Exhibit', style: 'tableHeader' },
      { text: 'Document', style: 'tableHeader' },
      { text: 'Verification', style: 'tableHeader' },
    ],
    ...items.map((item) => {
      const notes = assessedItemNotes(item);
      const missing = notes.missingProofFacts.length
        ? [{ text: `\nMissing proof facts: ${notes.missingProofFacts.join('; ')}`, color: COLORS.muted, fontSize: 8 }]
        : [];
      return [
        { text: [item.title, ...(item.date ? [{ text: `  ${item.date}`, color: COLORS.muted }] : []), ...missing], style: 'tableCell' },
        { text: item.exhibit ?? '—', style: 'tableCell' },
        { ...DOCUMENT_CELLS[notes.documentation ?? 'unknown'], style: 'tableCell' },
        {
          text: VERIFICATION_LABELS[item.verification],
          style: 'tableCell',
          color:
            item.verification === 'verified'
              ? LEVEL_COLORS.strong
              : item.verification === 'mismatch' || item.verification === 'not_found'
                ? LEVEL_COLORS.borderline
                : COLORS.muted,
        },
      ];
    }),
  ];
  return { table: { headerRows: 1, widths: ['*', 40, 66, 90], body, dontBreakRows: true }, layout: ruledLayout };
}

/** The rules the finding applies, each with its full citation from the closed library and what it stands for. */
function legalBasis(finding: Finding, lookup: ReportLookup): Content {
  const ids = [...finding.authorityIds, ...[...finding.strengths, ...finding.gaps, ...finding.nextActions].flatMap((reason) => reason.authorityIds)];
  const authorities = lookup.authorities(ids);
  if (authorities.length === 0) return { text: finding.rule, style: 'body' };
  return {
    stack: authorities.map((authority) => ({
      text: [
        { text: authority.citation, bold: true },
        ...(authority.propositions[0] ? [{ text: ` — ${authority.propositions[0]}`, color: COLORS.muted }] : []),
      ],
      style: 'body',
      fontSize: 9,
      margin: [0, 0, 0, 3],
    })),
  };
}

/**
 * One criterion, prong or factor: name, level and score, summary, Kazarian step one (its status, documentation and
 * the elements of the rule), strengths, gaps, next actions, the evidence and the legal basis. The heading travels
 * with the summary so a page never ends on a bare heading.
 */
export function findingBlock(finding: Finding, lookup: ReportLookup, options: { isTocItem?: boolean; isCompact?: boolean } = {}): Content[] {
  const heading: Content = {
    columns: [
      { text: findingName(finding), style: 'h2', margin: [0, 0, 0, 0], width: '*', ...(options.isTocItem ? { tocItem: true, tocStyle: 'tocSubEntry' } : {}) },
      { stack: [levelChip(finding.level)], width: 'auto', margin: [8, 3, 0, 0] },
    ],
    margin: [0, 16, 0, 2],
  };
  const scoreLine: Content = {
    columns: [
      { text: finding.rule, style: 'rule', width: '*' },
      { text: [{ text: `${finding.score}`, bold: true, color: COLORS.ink }, ' / 100 strength'], style: 'label', width: 'auto', margin: [8, 0, 6, 0] },
      { stack: [scoreBar(finding.score, finding.level, 90)], width: 90, margin: [0, 2.5, 0, 0] },
    ],
    margin: [0, 0, 0, 6],
  };
  const top: Content = {
    stack: [heading, scoreLine, ...(finding.stepOne ? [stepOneLine(finding.stepOne, finding.elements)] : []), { text: finding.summary, style: 'lead' }],
    unbreakable: true,
  };
  const parts: Content[] = [
    top,
    ...(finding.elements?.length ? [elementsGroup(finding.elements, finding.stepOne)] : []),
    group('Strengths', reasonList(finding.strengths, lookup, { empty: 'Nothing in the accepted evidence supports this yet.' }), finding.strengths.length),
    group('Gaps an officer would raise', reasonList(finding.gaps, lookup, { empty: 'No gaps found.' }), finding.gaps.length),
    group('Next actions', reasonList(finding.nextActions, lookup, { ordered: true, empty: 'Nothing to add.' }), finding.nextActions.length),
  ];
  if (finding.isComparableEvidenceCandidate) {
    parts.push({
      text: `This criterion may not readily apply to the field; comparable evidence could stand in for it (${getAuthority('cfr-204-5-h-4').citation}).`,
      style: 'small',
      margin: [0, 4, 0, 0],
    });
  }
  if (!options.isCompact) {
    parts.push(
      group('Evidence considered', evidenceTable(finding, lookup), finding.evidenceIds.length),
      group('Legal basis', legalBasis(finding, lookup), finding.authorityIds.length),
    );
  }
  return parts;
}
