import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getUserPlan, upgradeMessage } from '../billing-plan';

export function chatAccess(user: Pick<UserRow, 'planId'>): { canChat: boolean; upgradeNote: string | null } {
  const plan = getUserPlan(user);
  if (plan.limits.chat) return { canChat: true, upgradeNote: null };
  return { canChat: false, upgradeNote: upgradeMessage('The chat assistant is not included in your plan.', plan) };
}

/** Chat is a plan feature: checked on the server for every question, whatever the screen shows. */
export function assertCanChat(user: Pick<UserRow, 'planId'>) {
  const access = chatAccess(user);
  if (!access.canChat) throw new AppError('FORBIDDEN', { message: access.upgradeNote! });
}
