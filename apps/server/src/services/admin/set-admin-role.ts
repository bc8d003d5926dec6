import type { TSetAdminRoleRequest } from '@acclaim/contracts';
import { ZSetAdminRoleRequest } from '@acclaim/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { AdminAuthContext } from '../../lib/auth/admin-guard';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getAdminUser, getUserRow } from './find-users';
import { adminActor, type AdminChange } from './manage-user-access';
import { recordAdminAction } from './record-admin-action';

export const LAST_SUPER_ADMIN = 'There must always be at least one active SUPER_ADMIN. Make someone else a SUPER_ADMIN first.';

/**
 * Refuses to take SUPER_ADMIN from `userId` unless another active one remains. The candidates are locked, so two
 * SUPER_ADMINs demoting each other at once cannot both succeed.
 */
export async function assertAnotherSuperAdmin(tx: Db, userId: string): Promise<void> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.adminRole, 'SUPER_ADMIN'), isNull(users.suspendedAt), ne(users.id, userId)))
    .for('update');
  if (others.length === 0) throw new AppError('CONFLICT', { message: LAST_SUPER_ADMIN });
}

/**
 * Grants, changes or (with `null`) revokes an account's admin role. The guard already limits this to SUPER_ADMINs.
 * The last active SUPER_ADMIN keeps the role, so the admin area can never be left without one.
 */
export async function setAdminRole(deps: AppDeps, auth: AdminAuthContext, userId: string, request: TSetAdminRoleRequest): Promise<AdminChange> {
  const { role } = ZSetAdminRoleRequest.parse(request);
  const { db } = deps.database;
  const { target, changed } = await db.transaction(async (tx) => {
    const found = await getUserRow(tx, userId);
    const [row] = await tx.select().from(users).where(eq(users.id, found.id)).for('update');
    if (row!.adminRole === role) return { target: row!, changed: false };
    if (row!.adminRole === 'SUPER_ADMIN') await assertAnotherSuperAdmin(tx, row!.id);
    await tx.update(users).set({ adminRole: role, updatedAt: new Date() }).where(eq(users.id, row!.id));
    // A verified session must not carry admin access over a revoke and a later grant without a fresh code.
    if (role === null) await tx.update(sessions).set({ twoFactorVerifiedAt: null }).where(eq(sessions.userId, row!.id));
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'user.set_role',
      target: { type: 'user', id: row!.id },
      before: { adminRole: row!.adminRole },
      after: { adminRole: role },
    });
    return { target: row!, changed: true };
  });
  const message = !changed
    ? `${target.email} already has ${role ? `the ${role} role` : 'no admin role'}.`
    : role
      ? `${target.email} is now ${role}.`
      : `${target.email} no longer has an admin role.`;
  return { message, user: await getAdminUser(db, target.id) };
}
