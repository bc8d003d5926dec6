import { PLANS, type Plan } from '@acclaim/domain';
import type { UserRow } from '../db/schema/index';

/**
 * The plan whose limits apply to a user: `users.plan_id`, which only the billing events change (the live
 * subscription's plan, else the Free Trial). Read with the session's user, so a limit check costs no query.
 */
export function getUserPlan(user: Pick<UserRow, 'planId'>): Plan {
  return PLANS[user.planId];
}

export function upgradeMessage(what: string, plan: Plan): string {
  return `${what} The ${plan.name} plan allows this much; upgrade on the Billing page to continue. Nothing you already created is affected.`;
}
