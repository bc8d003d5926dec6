import type { EngineContext } from '../context';
import { named, reason } from '../reasons';
import type { Eb1aAssessment } from '../schema';
import { isMajorInternationalAward } from '../signals';

/**
 * 8 CFR 204.5(h)(3): a one-time achievement - a major, internationally recognized award - stands in for
 * the three criteria. Only claimed when an award in the record is one of the household-name prizes (Nobel,
 * Pulitzer, Academy Award, Olympic gold, Booker, Turing: `isMajorInternationalAward`); national championships
 * are not such awards.
 */
export function assessOneTimeAchievement(ctx: EngineContext): Eb1aAssessment['oneTimeAchievement'] {
  const major = ctx.ofType('award').filter(isMajorInternationalAward);
  const late = ctx.lateOfType('award').filter(isMajorInternationalAward);
  const first = major[0];
  if (first) {
    return {
      isClaimed: true,
      level: first.documentId ? 'strong' : 'likely',
      reason: reason(
        `Your ${named(first)} is a major, internationally recognized award of the kind that can stand in for the three criteria on its own${first.documentId ? '' : '; attach the award document so it can be filed as an exhibit'}. The final merits review still applies.`,
        major,
        ['cfr-204-5-h-3', 'hr-rep-101-723'],
      ),
    };
  }
  if (late[0]) {
    return {
      isClaimed: true,
      level: 'weak',
      reason: reason(`Your ${named(late[0])} is dated after your intended filing date, so it cannot support a petition filed on that date.`, late, [
        'cfr-204-5-h-3',
        'cfr-103-2-b-1',
        'katigbak',
      ]),
    };
  }
  return {
    isClaimed: false,
    level: 'no_evidence',
    reason: reason(
      'No award in the record is a major, internationally recognized award (the examples given are prizes such as the Nobel Prize, the Pulitzer Prize, an Academy Award or an Olympic gold medal), so the petition must meet at least three of the ten criteria instead.',
      [],
      ['cfr-204-5-h-3', 'hr-rep-101-723'],
    ),
  };
}
