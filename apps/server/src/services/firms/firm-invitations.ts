import { and, eq, isNull } from 'drizzle-orm';
import { daysAfter } from '@acclaim/domain';
import { ZAcceptInvitationRequest, type TAcceptInvitationRequest, type TInvitationPreview } from '@acclaim/contracts';
import type { FirmRole } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { cases, firmInvitations, firmMembers, firms, users, type FirmInvitationRow, type FirmRow, type UserRow } from '../../db/schema/index';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { generateToken, hashPassword, hashToken } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import type { AppDeps } from '../../lib/context';
import type { RateLimitRule } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { brandOf, findMembership, getFirmPlan } from './firm-access';

export const INVITATION_TTL_DAYS = 14;

/** Invitation emails (colleagues, clients, resends) one account may send a day: a busy firm's day, not a spammer's. */
export const INVITATIONS_PER_ACCOUNT: RateLimitRule = { max: 20, windowSeconds: 86_400 };
/** Invitation emails one address may receive a day from any firm, resends included, so nobody is flooded. */
export const INVITATIONS_PER_ADDRESS: RateLimitRule = { max: 3, windowSeconds: 86_400 };

/**
 * Whether `inviter` may make us email `email` an invitation now; counts the attempt. Invitations go to any address
 * typed in, so only an account whose own address is confirmed sends them, and only so many a day, per account and
 * per address. The refusals say nothing about the address invited.
 */
export async function admitInvitation(deps: AppDeps, inviter: UserRow, email: string): Promise<void> {
  if (!inviter.emailVerifiedAt) {
    throw new AppError('FORBIDDEN', {
      message: 'Confirm your email address before inviting people. Open the link we emailed you, or ask for a new one from the notice at the top of the page.',
    });
  }
  const { db } = deps.database;
  await enforceRateLimit(db, 'invitation-sender', INVITATIONS_PER_ACCOUNT, [inviter.id]);
  await enforceRateLimit(db, 'invitation-recipient', INVITATIONS_PER_ADDRESS, [email.trim().toLowerCase()]);
}

export function invitationLink(appUrl: string, token: string): string {
  return new URL(`/invite/${token}`, appUrl).toString();
}

/**
 * A new invitation link. A pending invitation to the same person for the same thing is revoked first, so only the
 * newest link works and a resend cannot leave two live links behind.
 */
export async function issueInvitation(
  db: Db,
  input: { firmId: string; kind: 'member' | 'client'; email: string; role?: FirmRole; caseId?: string; invitedBy: string },
): Promise<{ invitation: FirmInvitationRow; token: string }> {
  const same = and(
    eq(firmInvitations.firmId, input.firmId),
    eq(firmInvitations.kind, input.kind),
    eq(firmInvitations.email, input.email),
    input.caseId ? eq(firmInvitations.caseId, input.caseId) : isNull(firmInvitations.caseId),
    isNull(firmInvitations.acceptedAt),
    isNull(firmInvitations.revokedAt),
  );
  await db.update(firmInvitations).set({ revokedAt: new Date() }).where(same);
  const token = generateToken();
  const [invitation] = await db
    .insert(firmInvitations)
    .values({
      firmId: input.firmId,
      kind: input.kind,
      email: input.email,
      role: input.role ?? null,
      caseId: input.caseId ?? null,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt: daysAfter(new Date(), INVITATION_TTL_DAYS),
    })
    .returning();
  return { invitation: invitation!, token };
}

/** The invitation behind a link, with a clear message when it cannot be used. */
async function usableInvitation(db: Db, token: string): Promise<{ invitation: FirmInvitationRow; firm: FirmRow }> {
  const [row] = await db
    .select({ invitation: firmInvitations, firm: firms })
    .from(firmInvitations)
    .innerJoin(firms, eq(firms.id, firmInvitations.firmId))
    .where(eq(firmInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', { message: 'This invitation link is not valid. Ask for a new invitation.' });
  if (row.invitation.acceptedAt) throw new AppError('GONE', { message: 'This invitation has already been accepted. Sign in to continue.' });
  if (row.invitation.revokedAt)
    throw new AppError('GONE', { message: 'This invitation was withdrawn or replaced by a newer one. Use the newest email, or ask for a new invitation.' });
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', { message: 'This invitation has expired. Ask for a new invitation.' });
  return row;
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function previewInvitation(deps: AppDeps, token: string): Promise<TInvitationPreview> {
  const { db } = deps.database;
  const { invitation, firm } = await usableInvitation(db, token);
  const account = await findUserByEmail(db, invitation.email);
  const [inviter] = invitation.invitedBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy)) : [];
  return {
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    firmName: firm.name,
    invitedByName: inviter?.name ?? null,
    brand: brandOf(firm, await getFirmPlan(db, firm)),
    accept: account?.passwordHash ? 'sign-in' : 'set-password',
    needsName: !account,
  };
}

export interface AcceptResult {
  user: UserRow;
  /** A new session when accepting set the password; null when the signed-in account accepted. */
  sessionToken: string | null;
  redirectTo: string;
  message: string;
}

/**
 * Accepts an invitation in one transaction. An address without a password (a client the firm invited, or a new
 * colleague) sets one here — the link reached the inbox, which proves the address — and is signed in. An address
 * with a password must be signed in as that account, so a forwarded link cannot take over someone's account. A
 * client's acceptance is what opens the firm's case to them (decision 022).
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  request: TAcceptInvitationRequest,
  signedIn: UserRow | null,
  meta: { ipAddress: string; userAgent: string | null },
): Promise<AcceptResult> {
  const input = ZAcceptInvitationRequest.parse(request);
  const { db } = deps.database;
  const { invitation, firm } = await usableInvitation(db, token);
  const existing = await findUserByEmail(db, invitation.email);
  await assertMayAccept(db, { invitation, firm, existing, signedIn, input });
  if (!existing?.passwordHash) assertPasswordNotCommon(input.password!);
  const passwordHash = existing?.passwordHash ? null : await hashPassword(input.password!);

  return db.transaction(async (tx) => {
    // The guard makes two simultaneous accepts of one link end with one winner.
    const [claimed] = await tx
      .update(firmInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(firmInvitations.id, invitation.id), isNull(firmInvitations.acceptedAt), isNull(firmInvitations.revokedAt)))
      .returning();
    if (!claimed) throw new AppError('GONE', { message: 'This invitation has already been accepted. Sign in to continue.' });

    let user: UserRow;
    if (existing) {
      user = passwordHash
        ? (
            await tx
              .update(users)
              .set({ passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
              .where(eq(users.id, existing.id))
              .returning()
          )[0]!
        : existing;
    } else {
      [user] = (await tx.insert(users).values({ email: invitation.email, name: input.name!, passwordHash, emailVerifiedAt: new Date() }).returning()) as [
        UserRow,
      ];
    }

    const joined = invitation.kind === 'member' ? await joinFirm(tx, invitation, firm, user) : await openCase(tx, invitation, firm, user);
    const session = passwordHash ? await createSession(tx, { userId: joined.user.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta }) : null;
    return { user: joined.user, sessionToken: session?.token ?? null, redirectTo: joined.redirectTo, message: joined.message };
  });
}

/**
 * Refuses an acceptance that may not go ahead: an account with a password must be the one signed in, a new password
 * (and for a new account a name) must be given, and a colleague may not already belong to another firm.
 */
async function assertMayAccept(
  db: Db,
  {
    invitation,
    firm,
    existing,
    signedIn,
    input,
  }: { invitation: FirmInvitationRow; firm: FirmRow; existing: UserRow | null; signedIn: UserRow | null; input: TAcceptInvitationRequest },
): Promise<void> {
  if (existing?.passwordHash) {
    if (!signedIn || signedIn.id !== existing.id) {
      throw new AppError('UNAUTHORIZED', { message: `Sign in as ${invitation.email} to accept this invitation.` });
    }
  } else if (!input.password) {
    throw new AppError('VALIDATION_FAILED', { message: 'Choose a password.', fields: { password: ['Choose a password.'] } });
  } else if (!existing && !input.name) {
    throw new AppError('VALIDATION_FAILED', { message: 'Full Name is required.', fields: { name: ['Full Name is required.'] } });
  }
  if (invitation.kind === 'member') {
    const current = existing ? await findMembership(db, existing.id) : null;
    if (current && current.firm.id !== firm.id) {
      throw new AppError('CONFLICT', { message: `This account already belongs to ${current.firm.name}. An account can be part of one firm.` });
    }
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Joined = Pick<AcceptResult, 'user' | 'redirectTo' | 'message'>;

async function joinFirm(tx: Tx, invitation: FirmInvitationRow, firm: FirmRow, user: UserRow): Promise<Joined> {
  await tx
    .insert(firmMembers)
    .values({ firmId: firm.id, userId: user.id, role: invitation.role ?? 'PARALEGAL' })
    .onConflictDoNothing({ target: firmMembers.userId });
  // Staff start on the firm's client list, with onboarding (a self-petitioner's questions) behind them.
  const [member] = (await tx.update(users).set({ onboardingCompleted: true, updatedAt: new Date() }).where(eq(users.id, user.id)).returning()) as [UserRow];
  return { user: member, redirectTo: '/firm', message: `Welcome to ${firm.name}.` };
}

async function openCase(tx: Tx, invitation: FirmInvitationRow, firm: FirmRow, user: UserRow): Promise<Joined> {
  // Only the case's owner accepts it: accepting is what opens a firm's case to its owner (decision 022).
  const [caseRow] = invitation.caseId
    ? await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.id, invitation.caseId), eq(cases.ownerId, user.id)))
    : [];
  if (!caseRow) throw new AppError('GONE', { message: 'The case of this invitation no longer exists. Contact your attorney.' });
  // The case now shows among theirs (the accepted invitation opens it) and becomes the one they work in.
  const [client] = (await tx.update(users).set({ activeCaseId: caseRow.id, updatedAt: new Date() }).where(eq(users.id, user.id)).returning()) as [UserRow];
  return { user: client, redirectTo: client.onboardingCompleted ? '/dashboard' : '/onboarding', message: `Welcome to your case portal with ${firm.name}.` };
}
