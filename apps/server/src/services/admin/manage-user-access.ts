import type { TAdminUser } from '@acclaim/contracts';
import { ADMIN_ROLE_RANK } from '@acclaim/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema/index';
import type { AdminAuthContext } from '../../lib/auth/admin-guard';
import { issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS } from '../../lib/auth/one-time-tokens';
import { revokeUserSessions } from '../../lib/auth/sessions';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { authCallbackLink } from '../auth/email-links';
import { passwordResetMessage } from '../mail/auth-emails';
import { getAdminUser, getUserRow } from './find-users';
import { recordAdminAction, type AdminActor } from './record-admin-action';

export interface AdminChange {
  message: string;
  user: TAdminUser;
}

export const adminActor = (auth: AdminAuthContext): AdminActor => ({ type: 'admin', user: auth.user });

/** Staff act on accounts at or below their own rank: an ADMIN cannot lock out a SUPER_ADMIN. */
function assertCanManage(auth: AdminAuthContext, target: UserRow): void {
  if (target.adminRole && ADMIN_ROLE_RANK[target.adminRole] > ADMIN_ROLE_RANK[auth.role]) {
    throw new AppError('FORBIDDEN', { message: `You cannot change a ${target.adminRole} account; your role is ${auth.role}.` });
  }
}

/** Locks the account row for the change, so two staff members acting at once apply one after the other. */
async function lockTarget(tx: Db, auth: AdminAuthContext, userId: string): Promise<UserRow> {
  const found = await getUserRow(tx, userId);
  const [row] = await tx.select().from(users).where(eq(users.id, found.id)).for('update');
  assertCanManage(auth, row!);
  return row!;
}

const countLiveSessions = (db: Db, userId: string) =>
  db.$count(sessions, and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));

/** Stops the account: it cannot sign in, and every session it has is revoked (the session lookup refuses it too). */
export async function suspendUser(deps: AppDeps, auth: AdminAuthContext, userId: string): Promise<AdminChange> {
  const { db } = deps.database;
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, auth, userId);
    if (row.id === auth.user.id) throw new AppError('BAD_REQUEST', { message: 'You cannot suspend your own account.' });
    if (row.suspendedAt) throw new AppError('CONFLICT', { message: 'This account is already suspended.' });
    const activeSessions = await countLiveSessions(tx, row.id);
    const suspendedAt = new Date();
    await tx.update(users).set({ suspendedAt, updatedAt: suspendedAt }).where(eq(users.id, row.id));
    await revokeUserSessions(tx, row.id);
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'user.suspend',
      target: { type: 'user', id: row.id },
      before: { suspendedAt: null, activeSessions },
      after: { suspendedAt: suspendedAt.toISOString(), activeSessions: 0 },
    });
    return row;
  });
  return { message: `${target.email} is suspended and signed out everywhere.`, user: await getAdminUser(db, target.id) };
}

export async function reactivateUser(deps: AppDeps, auth: AdminAuthContext, userId: string): Promise<AdminChange> {
  const { db } = deps.database;
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, auth, userId);
    if (!row.suspendedAt) throw new AppError('CONFLICT', { message: 'This account is not suspended.' });
    await tx.update(users).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(users.id, row.id));
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'user.reactivate',
      target: { type: 'user', id: row.id },
      before: { suspendedAt: row.suspendedAt.toISOString() },
      after: { suspendedAt: null },
    });
    return row;
  });
  return { message: `${target.email} is active again and can sign in.`, user: await getAdminUser(db, target.id) };
}

/** Signs the account out everywhere. Revoking one's own sessions keeps the one in use. */
export async function revokeSessionsOf(deps: AppDeps, auth: AdminAuthContext, userId: string): Promise<AdminChange> {
  const { db } = deps.database;
  const { target, revoked } = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, auth, userId);
    const before = await countLiveSessions(tx, row.id);
    await revokeUserSessions(tx, row.id, row.id === auth.user.id ? auth.session.id : undefined);
    const after = await countLiveSessions(tx, row.id);
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'user.revoke_sessions',
      target: { type: 'user', id: row.id },
      before: { activeSessions: before },
      after: { activeSessions: after },
    });
    return { target: row, revoked: before - after };
  });
  const sessionWord = revoked === 1 ? 'session' : 'sessions';
  return { message: `Revoked ${revoked} ${sessionWord} of ${target.email}.`, user: await getAdminUser(db, target.id) };
}

/** Sends the same reset email as /forgot-password; the link is issued and the action recorded together. */
export async function sendPasswordResetTo(deps: AppDeps, auth: AdminAuthContext, userId: string): Promise<AdminChange> {
  const { db } = deps.database;
  const { target, token } = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, auth, userId);
    const issued = await issueOneTimeToken(tx, row.id, 'password_reset');
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'user.send_password_reset',
      target: { type: 'user', id: row.id },
      before: null,
      after: { emailedTo: row.email },
    });
    return { target: row, token: issued };
  });
  try {
    const link = authCallbackLink(deps.env, 'recovery', token);
    await deps.mailer.send(passwordResetMessage({ to: target.email, name: target.name, link }));
  } catch (error) {
    throw new AppError('UNAVAILABLE', { message: 'The password reset email could not be sent. Please try again.', cause: error });
  }
  const hours = ONE_TIME_TOKEN_TTL_MS.password_reset / 3_600_000;
  return {
    message: `We sent a password reset link to ${target.email}. It expires in ${hours} hour${hours === 1 ? '' : 's'}.`,
    user: await getAdminUser(db, target.id),
  };
}
