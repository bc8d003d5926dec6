import { and, eq } from 'drizzle-orm';
import type { TFirmContext } from '@acclaim/contracts';
import { cases, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { caseAccessibleBy } from '../cases/case-access';
import { brandOf, brandOfCase, findMembership, getFirmPlan } from './firm-access';

/**
 * Staff see their own firm's brand; a client sees the brand of the firm running their active case (the portal).
 * Someone who is both — a colleague who is also a client elsewhere — is staff first.
 */
export async function getFirmContext(deps: AppDeps, user: UserRow): Promise<TFirmContext> {
  const { db } = deps.database;
  const membership = await findMembership(db, user.id);
  if (membership) {
    return {
      membership: { firmId: membership.firm.id, firmName: membership.firm.name, role: membership.member.role },
      portal: null,
      brand: brandOf(membership.firm, await getFirmPlan(db, membership.firm)),
    };
  }
  if (user.activeCaseId) {
    // Only a case the client may open: a firm's case before they accepted its invitation is not their portal yet.
    const [active] = await db
      .select()
      .from(cases)
      .where(and(eq(cases.id, user.activeCaseId), caseAccessibleBy(user.id)))
      .limit(1);
    if (active?.ownerId === user.id && active.firmId) {
      const branded = await brandOfCase(db, active);
      if (branded) return { membership: null, portal: { firmName: branded.firm.name, caseId: active.id }, brand: branded.brand };
    }
  }
  return { membership: null, portal: null, brand: null };
}
