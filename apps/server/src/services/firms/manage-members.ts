import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { ZInviteMemberRequest, ZUpdateMemberRequest, type TInviteMemberRequest, type TUpdateMemberRequest } from '@acclaim/contracts';
import { cases, firmInvitations, firmMembers, users, type FirmInvitationRow, type FirmMemberRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { memberInvitationMessage } from '../mail/firm-emails';
import { assertFirmAction, brandOf, findMembership, getFirmPlan, requireMembership } from './firm-access';
import { admitInvitation, INVITATION_TTL_DAYS, invitationLink, issueInvitation } from './firm-invitations';

export interface MemberWithUser {
  member: FirmMemberRow;
  user: Pick<UserRow, 'id' | 'name' | 'email'>;
}

export interface PendingInvitation {
  invitation: FirmInvitationRow;
  invitedByName: string | null;
}

export async function findMembers(deps: AppDeps, user: UserRow): Promise<{ members: MemberWithUser[]; invitations: PendingInvitation[] }> {
  const { db } = deps.database;
  const { firm } = await requireMembership(db, user);
  const members = await db
    .select({ member: firmMembers, user: { id: users.id, name: users.name, email: users.email } })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(eq(firmMembers.firmId, firm.id))
    .orderBy(asc(firmMembers.createdAt));
  const invitations = await db
    .select({ invitation: firmInvitations, invitedByName: users.name })
    .from(firmInvitations)
    .leftJoin(users, eq(users.id, firmInvitations.invitedBy))
    .where(
      and(
        eq(firmInvitations.firmId, firm.id),
        eq(firmInvitations.kind, 'member'),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
        gt(firmInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(firmInvitations.createdAt));
  return { members, invitations };
}

export async function inviteMember(deps: AppDeps, user: UserRow, request: TInviteMemberRequest): Promise<PendingInvitation> {
  const input = ZInviteMemberRequest.parse(request);
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  assertFirmAction(membership, 'manage-members', 'invite members');
  await admitInvitation(deps, user, input.email);
  // A colleague already in this firm is on the members list the owner sees, so saying so reveals nothing.
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  const theirs = account ? await findMembership(db, account.id) : null;
  if (theirs?.firm.id === membership.firm.id) throw new AppError('CONFLICT', { message: `${input.email} is already a member of ${membership.firm.name}.` });
  // Any other address gets the same invitation and the same answer, whether it has an account or not, or belongs to
  // another firm: the firm learns nothing about it. The person decides: an account accepts while signed in, and
  // one that already belongs to a firm is told so on accepting (an account is part of one firm at most).
  const { invitation, token } = await issueInvitation(db, {
    firmId: membership.firm.id,
    kind: 'member',
    email: input.email,
    role: input.role,
    invitedBy: user.id,
  });
  const brand = brandOf(membership.firm, await getFirmPlan(db, membership.firm));
  await deps.mailer.send(
    memberInvitationMessage({
      to: input.email,
      inviterName: user.name,
      role: input.role,
      brand,
      link: invitationLink(deps.env.APP_URL, token),
      expiresInDays: INVITATION_TTL_DAYS,
      appUrl: deps.env.APP_URL,
    }),
  );
  return { invitation, invitedByName: user.name };
}

/** Withdraws a pending invitation, a colleague's or a client's; its link stops working at once. */
export async function revokeInvitation(deps: AppDeps, user: UserRow, invitationId: string): Promise<void> {
  const { db } = deps.database;
  const membership = await requireMembership(db, user);
  if (!/^[0-9a-f-]{36}$/i.test(invitationId)) throw new AppError('NOT_FOUND', { message: 'Invitation not found.' });
  const [invitation] = await db
    .select()
    .from(firmInvitations)
    .where(and(eq(firmInvitations.id, invitationId), eq(firmInvitations.firmId, membership.firm.id)));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw new AppError('NOT_FOUND', { message: 'Invitation not found.' });
  if (invitation.kind === 'member') assertFirmAction(membership, 'manage-members', 'withdraw invitations to the firm');
  else assertFirmAction(membership, 'invite-clients', 'withdraw client invitations');
  await db.update(firmInvitations).set({ revokedAt: new Date() }).where(eq(firmInvitations.id, invitation.id));
}

async function memberOfFirm(deps: AppDeps, firmId: string, memberId: string): Promise<MemberWithUser> {
  if (!/^[0-9a-f-]{36}$/i.test(memberId)) throw new AppError('NOT_FOUND', { message: 'Member not found.' });
  const [row] = await deps.database.db
    .select({ member: firmMembers, user: { id: users.id, name: users.name, email: users.email } })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(and(eq(firmMembers.id, memberId), eq(firmMembers.firmId, firmId)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Member not found.' });
  return row;
}

/**
 * The owner changes roles and anyone's bar details; every member keeps their own bar details (they sign the G-28).
 * The owner's role is not changed here: a firm always has its owner.
 */
export async function updateMember(deps: AppDeps, user: UserRow, memberId: string, request: TUpdateMemberRequest): Promise<MemberWithUser> {
  const input = ZUpdateMemberRequest.parse(request);
  const membership = await requireMembership(deps.database.db, user);
  const target = await memberOfFirm(deps, membership.firm.id, memberId);
  const isSelf = target.member.userId === user.id;
  if (!isSelf || input.role !== undefined) assertFirmAction(membership, 'manage-members', 'change other members');
  if (input.role !== undefined && target.member.role === 'OWNER') {
    throw new AppError('BAD_REQUEST', { message: 'The owner’s role stays Owner: a firm always has its owner.' });
  }
  const [member] = await deps.database.db.update(firmMembers).set(input).where(eq(firmMembers.id, target.member.id)).returning();
  return { member: member!, user: target.user };
}

/** Removes a colleague. Their account stays; the cases they represented fall back to the owner for Form G-28. */
export async function removeMember(deps: AppDeps, user: UserRow, memberId: string): Promise<void> {
  const membership = await requireMembership(deps.database.db, user);
  assertFirmAction(membership, 'manage-members', 'remove members');
  const target = await memberOfFirm(deps, membership.firm.id, memberId);
  if (target.member.role === 'OWNER') throw new AppError('BAD_REQUEST', { message: 'The owner cannot be removed from the firm.' });
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(cases)
      .set({ attorneyOfRecordId: null })
      .where(and(eq(cases.firmId, membership.firm.id), eq(cases.attorneyOfRecordId, target.member.userId)));
    // A removed member's workspace must not keep pointing at a client's case.
    await tx.update(users).set({ activeCaseId: null }).where(eq(users.id, target.member.userId));
    await tx.delete(firmMembers).where(eq(firmMembers.id, target.member.id));
  });
}
