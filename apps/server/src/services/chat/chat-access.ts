import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getUserPlan, type PlanHolder, upgradeMessage } from '../billing-plan';
import { planHolderForCase } from '../firms/firm-access';

/**
 * The person asking, with the plan that decides their chat on this case: on a firm's case the firm's plan, as for
 * everything else there (a client in the portal has no plan of their own to upgrade); questions still count per person.
 */
export async function chatterOnCase(db: Db, user: UserRow, caseRow: Pick<CaseRow, 'firmId'>): Promise<UserRow & PlanHolder> {
  // The whole holder, so that on an attorney's own petition the refusal explains the plan instead of offering an upgrade.
  return { ...user, ...(await planHolderForCase(db, user, caseRow)) };
}

export function chatAccess(user: PlanHolder): { canChat: boolean; upgradeNote: string | null } {
  const plan = getUserPlan(user);
  if (plan.limits.chat) return { canChat: true, upgradeNote: null };
  return { canChat: false, upgradeNote: upgradeMessage('The chat assistant is not included in your plan.', plan) };
}

/** Chat is a plan feature: checked on the server for every question, whatever the screen shows. */
export function assertCanChat(user: PlanHolder) {
  const access = chatAccess(user);
  if (!access.canChat) throw new AppError('FORBIDDEN', { message: access.upgradeNote! });
}
