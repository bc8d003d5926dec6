import { supportingIds } from './eb1a/final-merits';
import { isAtLeast, isLikelyMet, LEVEL_ADJECTIVES, levelRank } from './levels';
import { reason } from './reasons';
import type { Assessment, Eb1aAssessment, NiwAssessment, Reason } from './schema';

type Recommendation = NonNullable<Assessment['recommendation']>;

/**
 * For UNDECIDED cases: which petition to file first.
 * - EB-1A first when step one is met (three criteria likely met, or a one-time award) and the final merits
 *   are at least likely (Kazarian's two steps).
 * - Otherwise the NIW when the EB-2 threshold is met and the waiver is at least borderline: the Dhanasar
 *   test asks about the endeavor and the person's position to advance it, not standing at the very top.
 * - Otherwise neither is ready and the nearer one is named.
 * The notes say nothing about filing both at once, so the engine gives no advice on that.
 */
export function recommend(eb1a: Eb1aAssessment, niw: NiwAssessment): Recommendation {
  const standing = eb1aStanding(eb1a);
  const niwMet = niw.threshold.route !== 'not_met';
  const niwViable = niwMet && isAtLeast(niw.verdict.level, 'borderline');
  const eb1aClose = standing.stepOne || eb1a.criteriaLikelyMet >= 2;

  if (standing.ready) {
    return {
      fileFirst: 'EB1A',
      alsoConsider: niwViable ? 'NIW' : null,
      headline: `File EB-1A first: ${standing.oneTime ? 'a one-time major award is in the record' : `${eb1a.criteriaLikelyMet} criteria look likely met`} and the final merits look ${LEVEL_ADJECTIVES[eb1a.finalMerits.level]}.`,
      reasons: [
        eb1aReason(eb1a, standing),
        ...(niwViable
          ? [
              reason(
                `The national interest waiver also looks ${LEVEL_ADJECTIVES[niw.verdict.level]} on this record; discuss with an attorney whether to prepare it as well.`,
                [],
                ['dhanasar'],
              ),
            ]
          : []),
      ],
    };
  }
  if (niwViable) {
    return {
      fileFirst: 'NIW',
      alsoConsider: eb1aClose ? 'EB1A' : null,
      headline: `File the NIW first: it looks ${LEVEL_ADJECTIVES[niw.verdict.level]}, while EB-1A is not ready yet.`,
      reasons: [
        eb1aReason(eb1a, standing),
        niwReason(niw, niwMet),
        ...(eb1aClose
          ? [reason('Revisit EB-1A as your record grows: strengthen the borderline criteria listed in the EB-1A section.', [], ['cfr-204-5-h-3'])]
          : []),
      ],
    };
  }
  const hasAnything = eb1a.verdict.level !== 'no_evidence' || niw.verdict.level !== 'no_evidence';
  if (!hasAnything) return notEnoughYet();
  const eb1aNearer = !niwMet || levelRank(eb1a.verdict.level) > levelRank(niw.verdict.level);
  return {
    fileFirst: eb1aNearer ? 'EB1A' : 'NIW',
    alsoConsider: null,
    headline: `Neither petition is ready yet; ${eb1aNearer ? 'EB-1A' : 'the NIW'} is the nearer goal on this record.`,
    reasons: eb1aNearer ? [eb1aReason(eb1a, standing), niwReason(niw, niwMet)] : [niwReason(niw, niwMet), eb1aReason(eb1a, standing)],
  };
}

/** Where the EB-1A stands on Kazarian's two steps. */
interface Eb1aStanding {
  readonly oneTime: boolean;
  readonly stepOne: boolean;
  readonly ready: boolean;
  readonly met: Eb1aAssessment['criteria'];
}

function eb1aStanding(eb1a: Eb1aAssessment): Eb1aStanding {
  const oneTime = eb1a.oneTimeAchievement.isClaimed && isLikelyMet(eb1a.oneTimeAchievement.level);
  const stepOne = eb1a.criteriaLikelyMet >= 3 || oneTime;
  return {
    oneTime,
    stepOne,
    ready: stepOne && isAtLeast(eb1a.finalMerits.level, 'likely'),
    met: eb1a.criteria.filter((c) => isLikelyMet(c.level)),
  };
}

function eb1aReason(eb1a: Eb1aAssessment, { oneTime, stepOne, ready, met }: Eb1aStanding): Reason {
  return stepOne
    ? reason(
        ready
          ? `Step one looks satisfied (${oneTime ? 'a one-time major award' : met.map((c) => c.label.toLowerCase()).join(', ')}), and the record as a whole supports sustained acclaim at the top of the field.`
          : `Step one looks satisfied, but the final merits look only ${LEVEL_ADJECTIVES[eb1a.finalMerits.level]}; EB-1A is for the small percentage at the very top of the field.`,
        supportingIds(met),
        ready ? ['cfr-204-5-h-3', 'kazarian'] : ['cfr-204-5-h-2', 'kazarian'],
      )
    : reason(`Only ${eb1a.criteriaLikelyMet} of the 3 required EB-1A criteria look likely met.`, supportingIds(met), ['cfr-204-5-h-3']);
}

function niwReason(niw: NiwAssessment, niwMet: boolean): Reason {
  return niwMet
    ? reason(
        `The NIW asks whether your endeavor has substantial merit and national importance and whether you are well positioned to advance it, not whether you are at the very top of your field. On this record: ${niw.verdict.headline}.`,
        [],
        ['dhanasar'],
      )
    : reason(
        'The NIW needs EB-2 eligibility first (an advanced degree, or exceptional ability), which the record does not show yet.',
        [],
        ['cfr-204-5-k-2', 'cfr-204-5-k-3-ii'],
      );
}

/** Neither petition has any evidence to weigh yet. */
function notEnoughYet(): Recommendation {
  return {
    fileFirst: 'NIW',
    alsoConsider: 'EB1A',
    headline: 'There is not enough in the case yet to recommend a petition.',
    reasons: [
      reason(
        'Add your CV, degree and evidence of your achievements; the assessment needs them to compare the two petitions.',
        [],
        ['cfr-204-5-h-3', 'cfr-204-5-k-2'],
      ),
      reason(
        'The NIW does not require standing at the very top of the field, so it is often the nearer goal; whether it is here depends on your degree and proposed endeavor.',
        [],
        ['dhanasar'],
      ),
    ],
  };
}
