import { and, eq } from 'drizzle-orm';
import { ZCreateClientCaseRequest, ZFirmCasesQuery, type TCreateClientCaseRequest } from '@acclaim/contracts';
import { daysUntil, firmRoleCan } from '@acclaim/domain';
import { cases, firmMembers, users, type CaseRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { upgradeMessage } from '../billing-plan';
import { clientInvitationMessage } from '../mail/firm-emails';
import { findCaseApplicant } from './case-applicant';
import { assertFirmAction, brandOf, getFirmPlan, requireMembership, type Membership } from './firm-access';
import { firmCaseBaseColumns, firmCaseViews, type FirmCaseBase, type FirmCaseView } from './firm-case-views';
import { admitInvitation, INVITATION_TTL_DAYS, invitationLink, issueInvitation } from './firm-invitations';
import { lockPlanHolder } from '../plan-holder-lock';

export type { FirmCaseView } from './firm-case-views';

/** An attorney of record must be the firm's owner or one of its attorneys (a paralegal does not sign a G-28). */
async function checkAttorneyOfRecord(deps: AppDeps, firmId: string, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [member] = await deps.database.db
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
  if (!member || !firmRoleCan(member.role, 'approve-sections')) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Choose an attorney of the firm.',
      fields: { attorneyOfRecordId: ['Choose an attorney of the firm.'] },
    });
  }
  return userId;
}

/**
 * The account a client's case belongs to: the one the address already has, or a new one without a password (they set
 * one from the link). Either way the answer to the firm is the same (decision 022); a race with a sign-up of the same
 * address ends on the unique address, with the account that won it.
 */
async function clientAccountFor(tx: Db, email: string, name: string): Promise<Pick<UserRow, 'id' | 'passwordHash'>> {
  const columns = { id: users.id, passwordHash: users.passwordHash };
  const [created] = await tx.insert(users).values({ email, name }).onConflictDoNothing({ target: users.email }).returning(columns);
  if (created) return created;
  const [existing] = await tx.select(columns).from(users).where(eq(users.email, email)).limit(1);
  return existing!;
}

/**
 * Opens a case for a client and emails them the portal link. The case is the client's account's, run by the firm:
 * an account made here without a password, or the one the address already has. The firm is not told which (that
 * would let any firm member test addresses for accounts): the case waits, unseen by its owner and named as the firm
 * typed it, until its person accepts the invitation (decision 022).
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
    const client = await clientAccountFor(tx, input.clientEmail, input.clientName);
    const petitionType = input.petitionType ?? 'UNDECIDED';
    const [caseRow] = await tx
      .insert(cases)
      .values({
        ownerId: client.id,
        firmId: membership.firm.id,
        attorneyOfRecordId,
        // The client's name alone: the dashboard shows the petition type beside it, and the type may still change.
        // Until the client accepts, it is also the name the firm sees for them (see visibleApplicantName).
        title: input.clientName,
        // The beneficiary is the client as the firm typed them, never the member who added them.
        beneficiaryName: input.clientName,
        petitionType,
        intendedFilingDate: input.intendedFilingDate ?? null,
      })
      .returning();
    // The owner's active case is left alone: accepting the invitation makes this case theirs and active.
    const { token } = await issueInvitation(tx, {
      firmId: membership.firm.id,
      kind: 'client',
      email: input.clientEmail,
      caseId: caseRow!.id,
      invitedBy: user.id,
    });
    return { caseRow: caseRow!, token, signsIn: client.passwordHash !== null };
  });
  await sendClientInvitation(deps, membership, user, { email: input.clientEmail, clientName: input.clientName, signsIn: created.signsIn }, created.token);
  return viewOfCase(deps, membership, created.caseRow.id);
}

async function sendClientInvitation(
  deps: AppDeps,
  membership: Membership,
  inviter: UserRow,
  client: { email: string; clientName: string; signsIn: boolean },
  token: string,
) {
  const brand = brandOf(membership.firm, await getFirmPlan(deps.database.db, membership.firm));
  await deps.mailer.send(
    clientInvitationMessage({
      to: client.email,
      clientName: client.clientName,
      signsIn: client.signsIn,
      inviterName: inviter.name,
      brand,
      link: invitationLink(deps.env.APP_URL, token),
      expiresInDays: INVITATION_TTL_DAYS,
      appUrl: deps.env.APP_URL,
    }),
  );
}

/** A fresh link for a client who has not accepted the invitation yet; the older link stops working. */
export async function resendClientInvitation(deps: AppDeps, user: UserRow, caseId: string): Promise<string> {
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  assertFirmAction(membership, 'invite-clients', 'invite clients');
  const caseRow = await firmCaseOf(deps, membership, caseId);
  const client = (await findCaseApplicant(db, caseRow.id))!;
  // Joined means accepted, not "has a password": an account that existed before has one and still has to accept.
  if (client.openToOwner) throw new AppError('CONFLICT', { message: `${client.name} has already joined the portal.` });
  await admitInvitation(deps, user, client.email);
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caseRow.ownerId));
  const { token } = await issueInvitation(db, { firmId: membership.firm.id, kind: 'client', email: client.email, caseId: caseRow.id, invitedBy: user.id });
  await sendClientInvitation(deps, membership, user, { email: client.email, clientName: client.name, signsIn: Boolean(owner?.passwordHash) }, token);
  return client.email;
}

async function firmCaseOf(deps: AppDeps, membership: Membership, caseId: string): Promise<CaseRow> {
  if (!/^[0-9a-f-]{36}$/i.test(caseId)) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  const [row] = await deps.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.firmId, membership.firm.id)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  return row;
}

async function viewOfCase(deps: AppDeps, membership: Membership, caseId: string): Promise<FirmCaseView> {
  const { db } = deps.database;
  const bases = await db
    .select(firmCaseBaseColumns())
    .from(cases)
    .innerJoin(users, eq(users.id, cases.ownerId))
    .where(and(eq(cases.id, caseId), eq(cases.firmId, membership.firm.id)));
  const [view] = await firmCaseViews(db, membership.firm, bases);
  if (!view) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  return view;
}

/**
 * The firm's client cases, nearest filing date first (undated ones after), filtered by a search and a stage, and
 * optionally one page of them (`limit`, `offset`; `total` counts every match). The cases and their clients are one
 * query; the summaries of the page (or of every match, when a stage filters them) a fixed few more (firmCaseViews).
 */
export async function findFirmCases(
  deps: AppDeps,
  user: UserRow,
  query: { q?: string; stage?: string; limit?: number | string; offset?: number | string },
): Promise<{ views: FirmCaseView[]; total: number }> {
  const input = ZFirmCasesQuery.parse(query);
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  // The name searched is the one the firm may see (see visibleApplicantName), so a search cannot find an account's own.
  const rows = await db.select(firmCaseBaseColumns()).from(cases).innerJoin(users, eq(users.id, cases.ownerId)).where(eq(cases.firmId, membership.firm.id));
  const needle = input.q?.toLowerCase();
  const matching = needle
    ? rows.filter((row) => [row.clientName, row.clientEmail, row.caseRow.title].some((text) => text.toLowerCase().includes(needle)))
    : rows;
  const now = new Date();
  const dayCount = (row: FirmCaseBase) => daysUntil(row.caseRow.intendedFilingDate, now) ?? Infinity;
  const sorted = [...matching].sort((a, b) => dayCount(a) - dayCount(b) || a.clientName.localeCompare(b.clientName));
  const offset = input.offset ?? 0;
  const end = input.limit === undefined ? undefined : offset + input.limit;
  if (!input.stage) return { views: await firmCaseViews(db, membership.firm, sorted.slice(offset, end), now), total: sorted.length };
  // The stage is a summary's: every match is summed up (still a fixed few queries), then filtered and paged.
  const staged = (await firmCaseViews(db, membership.firm, sorted, now)).filter((view) => view.stage === input.stage);
  return { views: staged.slice(offset, end), total: staged.length };
}
