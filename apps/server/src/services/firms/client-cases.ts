import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { ZCreateClientCaseRequest, ZFirmCasesQuery, type TCreateClientCaseRequest, type TProgress } from '@acclaim/contracts';
import { daysUntil, firmCaseStage, firmRoleCan, type FirmCaseStage } from '@acclaim/domain';
import {
  assessments,
  cases,
  documents,
  filingPackages,
  firmInvitations,
  firmMembers,
  users,
  type CaseRow,
  type UserRow,
} from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { upgradeMessage } from '../billing-plan';
import { getCaseProgress } from '../cases/get-progress';
import { clientInvitationMessage } from '../mail/firm-emails';
import { findNewestDraftMeta } from '../letters/letter-read-cache';
import { findLetterApprovalStatus } from '../letters/section-approvals';
import { assertFirmAction, brandOf, getFirmPlan, requireMembership, type Membership } from './firm-access';
import { admitInvitation, INVITATION_TTL_DAYS, invitationLink, issueInvitation } from './firm-invitations';
import { lockPlanHolder } from '../plan-holder-lock';

export interface FirmCaseView {
  caseRow: CaseRow;
  client: Pick<UserRow, 'id' | 'name' | 'email'>;
  clientJoined: boolean;
  invitationExpiresAt: Date | null;
  attorneyOfRecord: { userId: string; name: string } | null;
  stage: FirmCaseStage;
  progress: TProgress;
  documentCount: number;
  approvedSections: number;
  totalSections: number;
  daysToFiling: number | null;
  lastActivityAt: Date;
}

/** An attorney of record must be the firm's owner or one of its attorneys (a paralegal does not sign a G-28). */
async function checkAttorneyOfRecord(deps: AppDeps, firmId: string, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [member] = await deps.database.db
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
  if (!member || !firmRoleCan(member.role, 'approve-sections')) {
    throw new AppError('VALIDATION_FAILED', { message: 'Choose an attorney of the firm.', fields: { attorneyOfRecordId: ['Choose an attorney of the firm.'] } });
  }
  return userId;
}

/**
 * Opens a case for a new client and emails them the portal link. The client's account is created here without a
 * password (they set one from the link); the case is theirs, run by the firm. An address that already has an
 * account is refused: attaching a firm's case to someone's existing account is not ours to do without them.
 */
export async function createClientCase(deps: AppDeps, user: UserRow, request: TCreateClientCaseRequest): Promise<FirmCaseView> {
  const input = ZCreateClientCaseRequest.parse(request);
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  assertFirmAction(membership, 'invite-clients', 'add clients');
  const attorneyOfRecordId = await checkAttorneyOfRecord(deps, membership.firm.id, input.attorneyOfRecordId);
  await admitInvitation(deps, user, input.clientEmail);

  const created = await db.transaction(async (tx) => {
    // The firm's plan is its owner's; clients added at once take turns on the owner's row (see lockPlanHolder).
    const plan = await lockPlanHolder(tx, membership.firm.ownerId);
    const count = await tx.$count(cases, eq(cases.firmId, membership.firm.id));
    if (plan.limits.petitions !== null && count >= plan.limits.petitions) {
      throw new AppError('FORBIDDEN', { message: upgradeMessage(`Your firm has ${count} client ${count === 1 ? 'case' : 'cases'}.`, plan) });
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.clientEmail)).limit(1);
    if (taken) {
      throw new AppError('CONFLICT', {
        message: `${input.clientEmail} already has an account. Ask your client for another email address for the portal.`,
        fields: { clientEmail: ['This address already has an account.'] },
      });
    }
    const [client] = await tx.insert(users).values({ email: input.clientEmail, name: input.clientName }).returning();
    const petitionType = input.petitionType ?? 'UNDECIDED';
    const [caseRow] = await tx
      .insert(cases)
      .values({
        ownerId: client!.id,
        firmId: membership.firm.id,
        attorneyOfRecordId,
        // The client's name alone: the dashboard shows the petition type beside it, and the type may still change.
        title: input.clientName,
        petitionType,
        intendedFilingDate: input.intendedFilingDate ?? null,
      })
      .returning();
    await tx.update(users).set({ activeCaseId: caseRow!.id }).where(eq(users.id, client!.id));
    const { token } = await issueInvitation(tx, { firmId: membership.firm.id, kind: 'client', email: input.clientEmail, caseId: caseRow!.id, invitedBy: user.id });
    return { caseRow: caseRow!, token };
  });
  await sendClientInvitation(deps, membership, user, input.clientEmail, input.clientName, created.token);
  return viewOfCase(deps, created.caseRow);
}

async function sendClientInvitation(deps: AppDeps, membership: Membership, inviter: UserRow, email: string, clientName: string, token: string) {
  const brand = brandOf(membership.firm, await getFirmPlan(deps.database.db, membership.firm));
  await deps.mailer.send(
    clientInvitationMessage({
      to: email,
      clientName,
      inviterName: inviter.name,
      brand,
      link: invitationLink(deps.env.APP_URL, token),
      expiresInDays: INVITATION_TTL_DAYS,
      appUrl: deps.env.APP_URL,
    }),
  );
}

/** A fresh link for a client who has not opened the portal yet; the older link stops working. */
export async function resendClientInvitation(deps: AppDeps, user: UserRow, caseId: string): Promise<string> {
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  assertFirmAction(membership, 'invite-clients', 'invite clients');
  const caseRow = await firmCaseOf(deps, membership, caseId);
  const [client] = await db.select().from(users).where(eq(users.id, caseRow.ownerId));
  if (client!.passwordHash) throw new AppError('CONFLICT', { message: `${client!.name} has already joined the portal.` });
  await admitInvitation(deps, user, client!.email);
  const { token } = await issueInvitation(db, { firmId: membership.firm.id, kind: 'client', email: client!.email, caseId: caseRow.id, invitedBy: user.id });
  await sendClientInvitation(deps, membership, user, client!.email, client!.name, token);
  return client!.email;
}

async function firmCaseOf(deps: AppDeps, membership: Membership, caseId: string): Promise<CaseRow> {
  if (!/^[0-9a-f-]{36}$/i.test(caseId)) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  const [row] = await deps.database.db.select().from(cases).where(and(eq(cases.id, caseId), eq(cases.firmId, membership.firm.id)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  return row;
}

async function viewOfCase(deps: AppDeps, caseRow: CaseRow): Promise<FirmCaseView> {
  const { db } = deps.database;
  const [client] = await db.select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, caseRow.ownerId));
  const [pending] = await db
    .select({ expiresAt: firmInvitations.expiresAt })
    .from(firmInvitations)
    .where(and(eq(firmInvitations.caseId, caseRow.id), isNull(firmInvitations.acceptedAt), isNull(firmInvitations.revokedAt), gt(firmInvitations.expiresAt, new Date())))
    .orderBy(desc(firmInvitations.createdAt))
    .limit(1);
  const attorneyId = caseRow.attorneyOfRecordId;
  const [attorney] = attorneyId ? await db.select({ userId: users.id, name: users.name }).from(users).where(eq(users.id, attorneyId)) : [];
  const { progress, documentCount } = await getCaseProgress(deps, caseRow);
  const hasAssessment = (await db.$count(assessments, and(eq(assessments.caseId, caseRow.id), eq(assessments.status, 'completed')))) > 0;
  const letter = await findNewestDraftMeta(db, caseRow.id);
  const approval = await findLetterApprovalStatus(db, caseRow, letter);
  const totalSections = approval?.total ?? 0;
  const approvedSections = approval?.approved ?? 0;
  const hasAssembledPackage = (await db.$count(filingPackages, and(eq(filingPackages.caseId, caseRow.id), eq(filingPackages.status, 'completed')))) > 0;
  const [latestDocument] = await db.select({ at: max(documents.updatedAt) }).from(documents).where(eq(documents.caseId, caseRow.id));
  const clientJoined = Boolean(client!.passwordHash);
  const activity = [caseRow.updatedAt, latestDocument?.at ?? null, letter?.updatedAt ?? null].filter((d): d is Date => d instanceof Date);
  return {
    caseRow,
    client: { id: client!.id, name: client!.name, email: client!.email },
    clientJoined,
    invitationExpiresAt: clientJoined ? null : (pending?.expiresAt ?? null),
    attorneyOfRecord: attorney ?? null,
    stage: firmCaseStage({ clientJoined, documentCount, hasAssessment, hasLetterDraft: letter !== null, approvedSections, totalSections, hasAssembledPackage }),
    progress,
    documentCount,
    approvedSections,
    totalSections,
    daysToFiling: daysUntil(caseRow.intendedFilingDate, new Date()),
    lastActivityAt: new Date(Math.max(...activity.map((d) => d.getTime()))),
  };
}

/** The firm's client cases, nearest filing date first (undated ones after), filtered by a search and a stage. */
export async function listFirmCases(deps: AppDeps, user: UserRow, query: { q?: string; stage?: string }): Promise<FirmCaseView[]> {
  const input = ZFirmCasesQuery.parse(query);
  const membership = await requireMembership(deps.database.db, user);
  const rows = await deps.database.db
    .select({ caseRow: cases, clientName: users.name, clientEmail: users.email })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.ownerId))
    .where(eq(cases.firmId, membership.firm.id));
  const needle = input.q?.toLowerCase();
  const matching = needle
    ? rows.filter((row) => [row.clientName, row.clientEmail, row.caseRow.title].some((text) => text.toLowerCase().includes(needle)))
    : rows;
  const views: FirmCaseView[] = [];
  for (const row of matching) views.push(await viewOfCase(deps, row.caseRow));
  return views
    .filter((view) => !input.stage || view.stage === input.stage)
    .sort((a, b) => (a.daysToFiling ?? Infinity) - (b.daysToFiling ?? Infinity) || a.client.name.localeCompare(b.client.name));
}
