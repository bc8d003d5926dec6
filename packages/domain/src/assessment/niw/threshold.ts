import type { EngineContext } from '../context';
import { capLevel, isLikelyMet, LEVEL_ADJECTIVES, weakestLevel } from '../levels';
import { namedList, plural, reason } from '../reasons';
import type { Finding, NiwAssessment, Reason, StrengthLevel } from '../schema';
import { degreeFacts, isAdvanced } from './degrees';

/**
 * The EB-2 threshold (legal-domain §8): an advanced degree - a degree above the baccalaureate, or a
 * bachelor's plus at least five years of progressive post-degree experience in the specialty - held by a
 * member of the professions; otherwise exceptional ability in the sciences, arts or business shown by
 * three of the six criteria and the record as a whole. It must be met before the Dhanasar prongs matter.
 */
export function assessThreshold(ctx: EngineContext, exceptionalAbility: Finding[]): NiwAssessment['threshold'] {
  const degrees = degreeFacts(ctx);
  const reasons: Reason[] = [];
  const years = ctx.profile.yearsOfExperience;
  const notAProfession = ctx.field.isAthletic || ctx.field.isPerformingArts;
  const eaMet = exceptionalAbility.filter((f) => isLikelyMet(f.level));

  if (isAdvanced(degrees.level)) {
    const documented = degrees.items.some((d) => d.documentId);
    let level: StrengthLevel = documented ? 'strong' : 'likely';
    reasons.push(
      reason(
        `${degrees.items.length ? `Your ${namedList(degrees.items)}` : `Your ${degrees.label ?? 'degree'} (from your profile)`} is a degree above the baccalaureate, which meets the advanced-degree route.`,
        degrees.items,
        ['cfr-204-5-k-2', 'pm-6-f-5'],
      ),
    );
    if (!documented) reasons.push(reason('Attach the diploma and transcript (with a credential evaluation if the degree is foreign) so the degree can be filed as an exhibit.', degrees.allItems, ['cfr-204-5-k-2', 'cfr-103-2-b-3']));
    if (notAProfession) {
      level = capLevel(level, 'borderline');
      reasons.push(reason('The advanced-degree route also requires that your occupation be a profession (one whose minimum entry requirement is a bachelor’s degree); show that it is, or rely on exceptional ability.', [], ['ina-203-b-2-a', 'pa-2025-03']));
    }
    return { route: 'advanced_degree', level, summary: `The EB-2 threshold looks ${LEVEL_ADJECTIVES[level]} through an advanced degree.`, reasons, exceptionalAbility };
  }

  if (degrees.level === 'bachelor' && years !== null && years >= 5) {
    const jobs = ctx.ofType('employment');
    const level: StrengthLevel = jobs.length ? 'likely' : 'borderline';
    reasons.push(
      reason(
        `Your bachelor's degree plus ${plural(years, 'year')} of experience can count as a master's degree, if at least five of those years are progressive, post-degree experience in the specialty.`,
        degrees.items,
        ['cfr-204-5-k-2', 'pm-6-f-5', 'pa-2025-03'],
      ),
    );
    if (jobs.length) reasons.push(reason(`${namedList(jobs)} document${jobs.length === 1 ? 's' : ''} your work history; make sure the letters show growing responsibility after the degree.`, jobs, ['cfr-204-5-k-2', 'pa-2025-03']));
    reasons.push(reason('Get letters from each employer since your bachelor’s degree giving dates, title and duties, showing five years of progressively responsible work in the specialty after graduation.', jobs, ['cfr-204-5-k-2', 'pa-2025-03']));
    return { route: 'advanced_degree', level, summary: `The EB-2 threshold looks ${LEVEL_ADJECTIVES[level]} through a bachelor's degree plus five years of progressive experience.`, reasons, exceptionalAbility };
  }

  if (degrees.level === 'bachelor' && years !== null) {
    reasons.push(reason(`Your bachelor's degree with ${plural(years, 'year')} of experience is short of the five years of progressive post-degree experience that count as a master's.`, degrees.items, ['cfr-204-5-k-2']));
  } else if (degrees.level === 'none' || degrees.level === 'other') {
    reasons.push(reason('The record shows no bachelor’s degree or higher, so the advanced-degree route is not available.', degrees.allItems, ['pm-6-f-5']));
  } else if (degrees.level === 'bachelor') {
    reasons.push(reason('Your profile does not give your years of experience; with a bachelor’s degree, five years of progressive post-degree experience would count as a master’s.', degrees.items, ['cfr-204-5-k-2']));
  }

  if (ctx.field.isAthletic) {
    reasons.push(reason('Exceptional ability under EB-2 covers the sciences, arts and business; athletics is not among them, so this route does not fit your field.', [], ['ina-203-b-2-a']));
    return { route: 'not_met', level: 'weak', summary: 'The EB-2 threshold is not met on this record.', reasons, exceptionalAbility };
  }
  if (eaMet.length >= 3) {
    const third = [...eaMet].sort((a, b) => b.score - a.score)[2] as Finding;
    const level = weakestLevel([third.level, 'likely']);
    reasons.push(
      reason(
        `${eaMet.length} of the six exceptional-ability criteria look met (${eaMet.map((f) => f.label.toLowerCase()).join(', ')}); the record is then weighed as a whole, so show expertise significantly above that ordinarily encountered in your field.`,
        eaMet.flatMap((f) => f.evidenceIds),
        ['cfr-204-5-k-3-ii', 'cfr-204-5-k-2'],
      ),
    );
    reasons.push(reason('Your exceptional ability must relate to the endeavor you propose.', [], ['pa-2025-03']));
    return { route: 'exceptional_ability', level, summary: `The EB-2 threshold looks ${LEVEL_ADJECTIVES[level]} through exceptional ability.`, reasons, exceptionalAbility };
  }
  reasons.push(
    reason(
      `Only ${eaMet.length} of the six exceptional-ability criteria look met; three are needed.`,
      eaMet.flatMap((f) => f.evidenceIds),
      ['cfr-204-5-k-3-ii'],
    ),
  );
  const hasAnything = ctx.usable.length > 0 || Boolean(ctx.profile.highestDegree);
  return { route: 'not_met', level: hasAnything ? 'weak' : 'no_evidence', summary: 'The EB-2 threshold is not met on this record.', reasons, exceptionalAbility };
}
