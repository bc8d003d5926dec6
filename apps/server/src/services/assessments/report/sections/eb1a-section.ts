import type { Content } from '../../../../lib/pdf/pdf-types';
import type { Eb1aAssessment } from '@acclaim/domain';
import { getAuthority } from '@acclaim/domain/authorities';
import type { ReportLookup } from '../report-data';
import { COLORS, LEVEL_LABELS, findingName } from '../report-theme';
import { levelChip, reasonList } from './blocks';
import { findingBlock } from './finding-block';

/** What the rule asks, in the library's own words, with its citation. */
function ruleNote(authorityId: string, propositionIndex = 0): Content {
  const authority = getAuthority(authorityId);
  return {
    text: [authority.propositions[propositionIndex] ?? '', { text: ` (${authority.citation})`, color: COLORS.muted }],
    style: 'body',
    margin: [0, 0, 0, 6],
  };
}

/** The ten criteria, the one-time achievement route, comparable evidence, then the final merits. */
export function eb1aSection(eb1a: Eb1aAssessment, lookup: ReportLookup): Content[] {
  const out: Content[] = [
    { text: 'EB-1A: the ten criteria', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' },
    ruleNote('cfr-204-5-h-3'),
    {
      text: `${eb1a.criteriaLikelyMet} of 10 criteria look likely met on the accepted evidence; ${eb1a.criteriaRequired} are needed.`,
      style: 'lead',
      bold: true,
      margin: [0, 4, 0, 4],
    },
    {
      text: [
        { text: 'Step one. ', bold: true },
        'Each criterion is met when the evidence shows every element of its plain terms; the table under each criterion says which elements are shown. ',
        'Whether a primary exhibit (a certificate, a letter, the article itself) documents the evidence is stated apart: a criterion that rests only on the CV is flagged, not rated lower.',
      ],
      style: 'body',
      margin: [0, 0, 0, 4],
    },
  ];
  for (const finding of eb1a.criteria) out.push(...findingBlock(finding, lookup, { isTocItem: true }));
  out.push(...oneTimeAchievementBlocks(eb1a, lookup), ...comparableEvidenceBlocks(eb1a, lookup), ...finalMeritsBlocks(eb1a, lookup));
  return out;
}

function oneTimeAchievementBlocks({ oneTimeAchievement }: Eb1aAssessment, lookup: ReportLookup): Content[] {
  return [
    {
      stack: [
        {
          columns: [
            { text: 'One-time achievement', style: 'h2', margin: [0, 0, 0, 0], tocItem: true, tocStyle: 'tocSubEntry' },
            { stack: [levelChip(oneTimeAchievement.level)], width: 'auto', margin: [8, 3, 0, 0] },
          ],
          margin: [0, 16, 0, 4],
        },
        {
          text: oneTimeAchievement.isClaimed
            ? 'The evidence includes an award put forward as a one-time achievement.'
            : 'No award in the evidence is put forward as a one-time achievement.',
          style: 'body',
          margin: [0, 0, 0, 4],
        },
      ],
      unbreakable: true,
    },
    reasonList([oneTimeAchievement.reason], lookup),
  ];
}

/** Shown only when comparable evidence could stand in for some criterion, or the engine says why not. */
function comparableEvidenceBlocks(eb1a: Eb1aAssessment, lookup: ReportLookup): Content[] {
  const { comparableEvidence } = eb1a;
  if (!comparableEvidence.criterionIds.length && !comparableEvidence.reason.text) return [];
  const names = comparableEvidence.criterionIds
    .map((id) => eb1a.criteria.find((finding) => finding.id === id))
    .filter((finding) => finding !== undefined)
    .map(findingName);
  return [
    { text: 'Comparable evidence', style: 'h2', tocItem: true, tocStyle: 'tocSubEntry' },
    ruleNote('cfr-204-5-h-4'),
    ...(names.length
      ? [{ text: `Criteria where comparable evidence could stand in: ${names.join('; ')}.`, style: 'body', margin: [0, 0, 0, 4] } as Content]
      : []),
    reasonList([comparableEvidence.reason], lookup),
  ];
}

function finalMeritsBlocks({ finalMerits }: Eb1aAssessment, lookup: ReportLookup): Content[] {
  return [
    { text: 'Final merits (Kazarian step two)', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' },
    ruleNote('kazarian'),
    {
      text: 'Step one only counts the criteria met. Here the whole record is weighed together; these factors have no checklist of elements.',
      style: 'body',
      margin: [0, 0, 0, 6],
    },
    ruleNote('cfr-204-5-h-2'),
    {
      columns: [
        { stack: [levelChip(finalMerits.level)], width: 'auto' },
        { text: `Overall: ${LEVEL_LABELS[finalMerits.level].toLowerCase()}`, style: 'label', margin: [8, 1, 0, 0] },
      ],
      margin: [0, 4, 0, 6],
    },
    { text: finalMerits.summary, style: 'lead' },
    ...finalMerits.factors.flatMap((factor) => findingBlock(factor, lookup, { isTocItem: false })),
  ];
}
