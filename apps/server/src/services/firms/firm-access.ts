import { eq } from 'drizzle-orm';
import { FIRM_ROLE_LABELS, firmRoleCan, firmRolesFor, PLANS, type FirmAction, type FirmRole, type Plan } from '@acclaim/domain';
import type { TBrand } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { cases, firmMembers, firms, users, type CaseRow, type FirmMemberRow, type FirmRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { ownPetitionHolder, type PlanHolder } from '../billing-plan';

export interface Membership {
  firm: FirmRow;
  member: FirmMemberRow;
}

/** The firm the user works for, with their membership; null for everyone else (self-petitioners, clients). */
export async function findMembership(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ firm: firms, member: firmMembers })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** NOT_FOUND for someone outside any firm, so the firm screens can offer to create one. */
export async function requireMembership(db: Db, user: UserRow): Promise<Membership> {
  const membership = await findMembership(db, user.id);
  if (!membership) throw new AppError('NOT_FOUND', { message: 'You are not part of a firm yet.' });
  return membership;
}

function roleList(roles: readonly FirmRole[]): string {
  const labels = roles.map((role) => FIRM_ROLE_LABELS[role].toLowerCase() + 's');
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0]!;
}

/** FORBIDDEN unless the member's role may do it; the message names who can. */
export function assertFirmAction(membership: Membership, action: FirmAction, what: string): void {
  if (firmRoleCan(membership.member.role, action)) return;
  const roles = firmRolesFor(action);
  const who = roles.length === 1 && roles[0] === 'OWNER' ? 'the firm’s owner' : roleList(roles);
  throw new AppError('FORBIDDEN', { message: `Only ${who} can ${what}.` });
}

/** A firm's plan is its owner's: the owner buys the Attorneys & Agents plan through Billing. */
export async function getFirmPlan(db: Db, firm: Pick<FirmRow, 'ownerId'>): Promise<Plan> {
  return PLANS[(await firmPlanHolder(db, firm)).planId];
}

/** What a firm's cases work under: its owner's plan (the Free Trial's if the owner is gone). */
export async function firmPlanHolder(db: Db, firm: Pick<FirmRow, 'ownerId'>): Promise<PlanHolder> {
  const [owner] = await db.select({ planId: users.planId }).from(users).where(eq(users.id, firm.ownerId)).limit(1);
  return { planId: owner?.planId ?? 'FREE_TRIAL' };
}

/** The firm running a case, or null for a self-petitioner's case. */
export async function findFirmOfCase(db: Db, caseRow: Pick<CaseRow, 'firmId'>): Promise<FirmRow | null> {
  if (!caseRow.firmId) return null;
  const [firm] = await db.select().from(firms).where(eq(firms.id, caseRow.firmId)).limit(1);
  return firm ?? null;
}

/** The user's role in the firm running the case; null for the client and for a self-petitioner's case. */
export async function staffRoleOnCase(db: Db, user: Pick<UserRow, 'id'>, caseRow: Pick<CaseRow, 'firmId'>): Promise<FirmRole | null> {
  if (!caseRow.firmId) return null;
  const membership = await findMembership(db, user.id);
  return membership?.firm.id === caseRow.firmId ? membership.member.role : null;
}

/**
 * The plan whose limits govern work on a case: the firm's for a firm case (so a client uploading in the portal,
 * or a paralegal drafting, works under the firm's plan), else the acting user's own. The attorney plan is bought
 * for a firm's client cases, so on its holder's own petition the Free Trial applies (`ownPetitionHolder`), and
 * each refusal there says so. Returned as a plan holder so the existing limit helpers, which read `planId`, take it unchanged.
 */
export async function planHolderForCase(db: Db, user: Pick<UserRow, 'planId'>, caseRow: Pick<CaseRow, 'firmId'>): Promise<PlanHolder> {
  const firm = await findFirmOfCase(db, caseRow);
  if (!firm) return ownPetitionHolder(user);
  return firmPlanHolder(db, firm);
}

export function firmLogoUrl(firm: Pick<FirmRow, 'id' | 'logoKey' | 'updatedAt'>): string | null {
  // The version in the query makes a new logo bypass caches that kept the old one.
  return firm.logoKey ? `/api/firms/${firm.id}/logo?v=${firm.updatedAt.getTime()}` : null;
}

/**
 * What the portal, client emails and exports wear. Colours and logo apply on every plan, since they are the
 * firm's own; hiding Acclaim's name is white label, which only a plan with `whiteLabel` includes.
 */
export function brandOf(firm: FirmRow, plan: Plan): TBrand {
  return {
    firmId: firm.id,
    firmName: firm.name,
    logoUrl: firmLogoUrl(firm),
    primaryColor: firm.primaryColor,
    hideAcclaimBranding: firm.hideAcclaimBranding && plan.limits.whiteLabel,
  };
}

/** The brand of the firm running a case, or null for a self-petitioner's case. */
export async function brandOfCase(db: Db, caseRow: Pick<CaseRow, 'firmId'>): Promise<{ firm: FirmRow; brand: TBrand } | null> {
  const firm = await findFirmOfCase(db, caseRow);
  if (!firm) return null;
  return { firm, brand: brandOf(firm, await getFirmPlan(db, firm)) };
}

/** `planHolderForCase` for a letter, whose case decides the plan that shows and cuts it. */
export async function planHolderForLetter(db: Db, user: Pick<UserRow, 'planId'>, letter: { caseId: string }): Promise<PlanHolder> {
  const [caseRow] = await db.select({ firmId: cases.firmId }).from(cases).where(eq(cases.id, letter.caseId)).limit(1);
  return planHolderForCase(db, user, caseRow ?? { firmId: null });
}
