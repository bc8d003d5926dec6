import { PLANS, type Plan } from '@acclaim/domain';
import type { TRecommendationAccess } from '@acclaim/contracts';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getUserPlan, isOwnPetitionOnAttorneyPlan, OWN_PETITION_ON_ATTORNEY_PLAN_NOTE } from '../billing-plan';

function plansWithLetters(): string {
  const names = Object.values(PLANS)
    .filter((plan) => plan.limits.recommendationLetters)
    .map((plan) => plan.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

const upgradeNote = (plan: Plan) =>
  isOwnPetitionOnAttorneyPlan(plan)
    ? `Drafting, editing and exporting recommendation letters is not included on your own petition; suggestions and the letter plan stay open to you. ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}`
    : `Drafting, editing and exporting recommendation letters comes with the ${plansWithLetters()} plans. You are on the ${plan.name} plan: suggestions and the letter plan stay open to you; upgrade on the Billing page to draft the letters.`;

/** What the user's plan lets them do with recommendation letters. */
export function recommendationAccess(user: Pick<UserRow, 'planId'>): TRecommendationAccess {
  const plan = getUserPlan(user);
  const canDraft = plan.limits.recommendationLetters;
  return { planName: plan.name, canDraft, upgradeNote: canDraft ? null : upgradeNote(plan) };
}

/** FORBIDDEN unless the plan includes recommendation letters; `what` names the refused action ("Drafting …"). */
export function assertCanDraft(user: Pick<UserRow, 'planId'>, what: string): void {
  const plan = getUserPlan(user);
  if (plan.limits.recommendationLetters) return;
  if (isOwnPetitionOnAttorneyPlan(plan)) {
    throw new AppError('FORBIDDEN', { message: `${what} is not included on your own petition. ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}` });
  }
  throw new AppError('FORBIDDEN', {
    message: `${what} is not part of the ${plan.name} plan. It comes with the ${plansWithLetters()} plans; upgrade on the Billing page to continue. Nothing you already created is affected.`,
  });
}
