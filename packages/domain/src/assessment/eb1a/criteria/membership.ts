import type { EngineContext } from '../../context';
import { detailString } from '../../details';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isCredentialMembership, isExpertJudgedMembership, isOpenMembership, isSelectiveMembership } from '../../signals';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-ii';

/**
 * (ii) Membership in associations that require outstanding achievements, judged by recognized national
 * or international experts (legal-domain §2.2). Four elements: a member; an association in the field;
 * outstanding achievement as a condition of membership; judged by recognized experts. Membership by
 * fee, subscription, education, years of experience or employment does not count.
 */
export function assessMembership(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-ii');
  const items = ctx.ofType('membership');
  noteAfterFiling(b, ctx.lateOfType('membership'));
  b.consider(items);
  const scores = items.map((m) => scoreMembership(b, m));

  if (!items.length) {
    b.gap('No membership is in the record.', [], [RULE]);
    b.action('List memberships that you were elected or admitted to for your achievements (fellowships, elected grades of professional societies, national academies), with the admission rules.', [], [RULE]);
  } else if (!scores.some((s) => s >= 60)) {
    const top = bestOf(items, scores) as AssessmentEvidence;
    b.action(
      `Get the bylaws or admission rules for your membership grade in ${named(top)}, who reviews applications and their credentials, and admission statistics.`,
      [top],
      [RULE],
    );
  }
  if (items.length) b.action('Add any earlier elected memberships as well: past memberships count under this criterion.', [], ['pa-2024-24']);
  noteMissingDocuments(b, items);

  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores),
    summary: (level) => criterionSummary(level, `${items.length === 1 ? 'One membership' : `${items.length} memberships`} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No membership in the record yet.'),
  });
}

function scoreMembership(b: ReturnType<typeof criterionBuilder>, m: AssessmentEvidence): number {
  const name = named(m);
  const org = detailString(m, 'organization');
  if (isOpenMembership(m)) {
    b.gap(`Your ${name} is open to anyone who pays dues or subscribes; membership bought by a fee does not count.`, [m], [RULE]);
    return 10;
  }
  if (isCredentialMembership(m)) {
    b.gap(`Your ${name} appears to rest on a degree, licence, years of experience or employment, which the Policy Manual excludes.`, [m], [RULE]);
    return 15;
  }
  let score = 20;
  const selective = isSelectiveMembership(m);
  const judged = isExpertJudgedMembership(m);
  if (selective) {
    score += 40;
    b.strength(`Your ${name} is an elected or invitation-only grade, the kind of membership that can require outstanding achievement.`, [m], [RULE]);
  } else {
    b.gap(`The record does not show that ${name} requires outstanding achievements of its members.`, [m], [RULE]);
  }
  if (judged) {
    score += 25;
    b.strength(`Admission to ${name} is decided by a panel or peers judging achievements.`, [m], [RULE]);
  } else if (selective) {
    score += 5;
    b.action(`Show who judged your admission to ${name} and that they are recognized national or international experts (names, positions, the committee's remit).`, [m], [RULE]);
  }
  if (!org) b.gap(`The association behind ${name} is not recorded.`, [m], [RULE]);
  return score;
}
