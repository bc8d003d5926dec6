import { eq } from 'drizzle-orm';
import type { TFirmContext } from '@acclaim/contracts';
import { cases, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
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
    const [active] = await db.select().from(cases).where(eq(cases.id, user.activeCaseId)).limit(1);
    if (active?.ownerId === user.id && active.firmId) {
      const branded = await brandOfCase(db, active);
      if (branded) return { membership: null, portal: { firmName: branded.firm.name, caseId: active.id }, brand: branded.brand };
    }
  }
  return { membership: null, portal: null, brand: null };
}
