import { PLANS, type Plan } from '@acclaim/domain';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getUserPlan, isOwnPetitionOnAttorneyPlan, OWN_PETITION_ON_ATTORNEY_PLAN_NOTE } from '../billing-plan';

function plansWithAssistance(): string {
  const names = Object.values(PLANS)
    .filter((plan) => plan.limits.formI140Assistance)
    .map((plan) => plan.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export function hasI140Assistance(user: Pick<UserRow, 'planId'>): boolean {
  return getUserPlan(user).limits.formI140Assistance;
}

/** Shown in place of the guide: what the plan lacks and where to get it. */
export function i140UpgradeNote(plan: Plan): string {
  if (isOwnPetitionOnAttorneyPlan(plan)) return `The Form I-140 guide is not included on your own petition. ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}`;
  return `The Form I-140 guide (every part pre-filled from your case, checked, and exported as a printable worksheet) comes with the ${plansWithAssistance()} plans. You are on the ${plan.name} plan; upgrade on the Billing page to use it.`;
}

/** FORBIDDEN unless the user's plan includes Form I-140 assistance. */
export function assertI140Access(user: Pick<UserRow, 'planId'>): void {
  const plan = getUserPlan(user);
  if (plan.limits.formI140Assistance) return;
  if (isOwnPetitionOnAttorneyPlan(plan)) {
    throw new AppError('FORBIDDEN', { message: `Form I-140 assistance is not included on your own petition. ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}` });
  }
  throw new AppError('FORBIDDEN', {
    message: `Form I-140 assistance is not part of the ${plan.name} plan. It comes with the ${plansWithAssistance()} plans; upgrade on the Billing page to continue.`,
  });
}
