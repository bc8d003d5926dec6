import { PLANS, type Plan } from '@acclaim/domain';
import type { UserRow } from '../db/schema/index';

/**
 * The plan whose limits apply to a user. Every account is on the Free Trial until subscriptions
 * exist; this is the one place that will read them.
 */
export function getUserPlan(_user: UserRow): Plan {
  return PLANS.FREE_TRIAL;
}

export function upgradeMessage(what: string, plan: Plan): string {
  return `${what} The ${plan.name} plan allows this much; upgrade on the Billing page to continue. Nothing you already created is affected.`;
}
