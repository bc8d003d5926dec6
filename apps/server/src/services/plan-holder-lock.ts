import { eq } from 'drizzle-orm';
import { PLANS, type Plan } from '@acclaim/domain';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/**
 * Locks the plan holder's account row until the transaction ends and returns the plan as it stands now.
 *
 * A plan limit is a count followed by an insert. Requests sent at once (fifteen uploads from one page) would each
 * count the same rows and all slip past the limit; locking the one row that every request against the same
 * allowance shares makes them take turns, so each counts what the one before it inserted. Call it first in the
 * transaction that inserts, and read through that transaction only: on the embedded database a read through the
 * outer connection would wait for this very transaction.
 */
export async function lockPlanHolder(tx: Db, holderId: string): Promise<Plan> {
  const [holder] = await tx.select({ planId: users.planId }).from(users).where(eq(users.id, holderId)).for('update');
  return PLANS[holder?.planId ?? 'FREE_TRIAL'];
}
