import { PLANS, type Plan } from '@acclaim/domain';
import type { UserRow } from '../db/schema/index';

/**
 * Whose plan a limit reads: an account, or the holder `planHolderForCase` gives for a case. On the own petition of
 * an account on the attorney plan that holder is the Free Trial, marked so a refusal can say why.
 */
export type PlanHolder = Pick<UserRow, 'planId'> & { isOwnPetitionOnAttorneyPlan?: boolean };

/**
 * What the own petition of an account on the attorney plan works under: the Free Trial's allowances, since that
 * plan is bought for a firm's client cases. A plan object of its own, so the refusals below can tell it apart.
 */
const OWN_PETITION_ON_ATTORNEY_PLAN: Plan = { ...PLANS.FREE_TRIAL };

/**
 * Said wherever a feature is refused on that petition. One account holds one plan, so switching it to Analysis or
 * Complete would take the firm off its plan: hence a separate account.
 */
export const OWN_PETITION_ON_ATTORNEY_PLAN_NOTE = `The ${PLANS.ATTORNEY.name} plan covers your firm’s client cases; your own petition has what the ${PLANS.FREE_TRIAL.name} includes. For your own petition, choose ${PLANS.ANALYSIS.name} or ${PLANS.COMPLETE.name} on a separate account, so your firm keeps its plan.`;

/**
 * The plan whose limits apply to a user: `users.plan_id`, which only the billing events change (the live
 * subscription's plan, else the Free Trial). Read with the session's user, so a limit check costs no query.
 */
export function getUserPlan(user: PlanHolder): Plan {
  return user.isOwnPetitionOnAttorneyPlan ? OWN_PETITION_ON_ATTORNEY_PLAN : PLANS[user.planId];
}

/** The plan governing an account's own (non-firm) petition: its own, except that the attorney plan serves client cases only. */
export function planForOwnPetition(plan: Plan): Plan {
  return plan.audience === 'attorney' ? OWN_PETITION_ON_ATTORNEY_PLAN : plan;
}

/** The holder of an account's own petition, as `planForOwnPetition` decides its plan. */
export function ownPetitionHolder(user: Pick<UserRow, 'planId'>): PlanHolder {
  return PLANS[user.planId].audience === 'attorney' ? { planId: 'FREE_TRIAL', isOwnPetitionOnAttorneyPlan: true } : { planId: user.planId };
}

/** True for the own petition of an account on the attorney plan, where a refusal explains the plan rather than offering an upgrade. */
export function isOwnPetitionOnAttorneyPlan(plan: Plan): boolean {
  return plan === OWN_PETITION_ON_ATTORNEY_PLAN;
}

export function upgradeMessage(what: string, plan: Plan): string {
  if (isOwnPetitionOnAttorneyPlan(plan)) return `${what} ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}`;
  return `${what} The ${plan.name} plan allows this much; upgrade on the Billing page to continue. Nothing you already created is affected.`;
}
