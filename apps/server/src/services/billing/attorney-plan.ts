import { eq } from 'drizzle-orm';
import { attorneyPlanRefusal, PLANS, type AttorneyPlanStanding, type PlanId } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { firmMembers, firms } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

const hasText = (value: string | null) => Boolean(value?.trim());

/**
 * Where the account stands towards the attorney plan, read from its firm membership. `lock` holds the membership row
 * until the transaction ends, so bar details cannot be cleared between this check and the write it guards.
 */
export async function findAttorneyPlanStanding(db: Db, userId: string, { lock = false } = {}): Promise<AttorneyPlanStanding> {
  const query = db
    .select({ role: firmMembers.role, ownerId: firms.ownerId, barNumber: firmMembers.barNumber, licensingAuthority: firmMembers.licensingAuthority })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId))
    .limit(1);
  const [member] = lock ? await query.for('update') : await query;
  if (!member) return 'no-firm';
  if (member.role !== 'OWNER' || member.ownerId !== userId) return 'firm-staff';
  return hasText(member.barNumber) && hasText(member.licensingAuthority) ? 'owner-with-bar' : 'owner-without-bar';
}

/**
 * Refuses the attorney plan to anyone but a firm's owner with bar admission details: FORBIDDEN for someone outside
 * a firm or on its staff (the plan is not theirs to buy), CONFLICT for an owner who has yet to enter the details
 * (entering them makes it possible). Every other plan passes. Call it in the transaction that writes the change.
 */
export async function assertMayHoldPlan(tx: Db, userId: string, planId: PlanId): Promise<void> {
  if (PLANS[planId].audience !== 'attorney') return;
  const standing = await findAttorneyPlanStanding(tx, userId, { lock: true });
  const refusal = attorneyPlanRefusal(standing);
  if (refusal === null) return;
  throw new AppError(standing === 'owner-without-bar' ? 'CONFLICT' : 'FORBIDDEN', { message: refusal });
}
