import { detailNumber, detailString } from '../../assessment/details';
import type { Block } from '../schema';
import type { Usable } from './context';
import { heading, legalPoints, paragraph } from './sentences';

/**
 * The law of each EB-1A criterion as the authority library states it: the regulation's text, then the
 * guidance and case law the library holds for that criterion. A point is included only when the
 * criterion's evidence makes it relevant (the circulation rule when circulation is shown, the rule on
 * past memberships when a membership has ended, the letter cases when letters are offered), so the legal
 * part of each section speaks to the evidence that follows it.
 */

type Point = readonly [authorityId: string, proposition: number];

interface CriterionLaw {
  readonly regulation: readonly Point[];
  readonly guidance: (items: readonly Usable[]) => readonly Point[];
}

const hasEnded = (e: Usable): boolean => {
  const end = detailString(e, 'endDate');
  return Boolean(end) && !/present|current|ongoing/i.test(end ?? '');
};

const LAW: Record<string, CriterionLaw> = {
  'eb1a-i': { regulation: [['cfr-204-5-h-3-i', 0]], guidance: () => [['pm-6-f-2', 5]] },
  'eb1a-ii': {
    regulation: [['cfr-204-5-h-3-ii', 0]],
    guidance: (items) => [['pm-6-f-2', 4], ...(items.some((e) => e.type === 'membership' && hasEnded(e)) ? ([['pa-2024-24', 0]] as const) : [])],
  },
  'eb1a-iii': {
    regulation: [['cfr-204-5-h-3-iii', 0]],
    guidance: (items) => [
      ['cfr-204-5-h-3-iii', 1],
      ['pa-2024-24', 1],
      ...(items.some((e) => detailNumber(e, 'circulation') !== null) ? ([['noroozi', 1]] as const) : []),
    ],
  },
  'eb1a-iv': { regulation: [['cfr-204-5-h-3-iv', 0]], guidance: () => [] },
  'eb1a-v': {
    regulation: [['cfr-204-5-h-3-v', 0]],
    guidance: (items) => [
      ['visinscaia', 1],
      ['amin', 2],
      ...(items.some((e) => e.type === 'recommendation_letter')
        ? ([
            ['visinscaia', 2],
            ['rubin', 0],
          ] as const)
        : []),
    ],
  },
  'eb1a-vi': { regulation: [['cfr-204-5-h-3-vi', 0]], guidance: () => [['kazarian', 3]] },
  'eb1a-vii': { regulation: [['cfr-204-5-h-3-vii', 0]], guidance: () => [['pa-2024-24', 4]] },
  'eb1a-viii': { regulation: [['cfr-204-5-h-3-viii', 0]], guidance: () => [] },
  'eb1a-ix': {
    regulation: [['cfr-204-5-h-3-ix', 0]],
    guidance: () => [
      ['price', 1],
      ['skokos', 0],
    ],
  },
  'eb1a-x': { regulation: [['cfr-204-5-h-3-x', 0]], guidance: () => [] },
};

/** "The regulation" and, where the library has it, "How the criterion is applied", for one criterion. */
export function criterionLawBlocks(criterionId: string, items: readonly Usable[]): Block[] {
  const law = LAW[criterionId];
  if (!law) return [];
  const guidance = law.guidance(items);
  return [
    heading('The regulation'),
    paragraph(legalPoints(...law.regulation)),
    ...(guidance.length ? [heading('How the criterion is applied'), paragraph(legalPoints(...guidance))] : []),
  ];
}
