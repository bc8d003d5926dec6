import { ZLoginRequest, ZSignupRequest } from '@acclaim/contracts';
import { ADMIN_ROLES, type AdminRole } from '@acclaim/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { hashPassword } from '../../lib/auth/secrets';
import { CLI_ACTOR, recordAdminAction } from './record-admin-action';
import { assertAnotherSuperAdmin } from './set-admin-role';

const ZAdminAccountInput = z.object({
  email: ZLoginRequest.shape.email,
  role: z.enum(ADMIN_ROLES, { error: `--role must be one of ${ADMIN_ROLES.join(', ')}.` }),
  name: ZSignupRequest.shape.name.optional(),
});

export type AdminAccountOutcome =
  { outcome: 'created'; user: UserRow } | { outcome: 'promoted'; user: UserRow; previousRole: AdminRole | null } | { outcome: 'unchanged'; user: UserRow };

/**
 * What `npm run admin:create` does: gives an existing account the role, or creates the account (its email counted
 * as confirmed, since the operator vouches for it) with the role. `readPassword` is asked only when an account is
 * created. Each change is audited with the actor "cli".
 */
export async function createOrPromoteAdmin(
  db: Db,
  request: { email: string; role: string; name?: string },
  readPassword: () => Promise<string>,
): Promise<AdminAccountOutcome> {
  const input = ZAdminAccountInput.parse(request);
  const [existing] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) return promote(db, existing.id, input.role);

  const password = ZSignupRequest.shape.password.parse(await readPassword());
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  const name = input.name ?? input.email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, name, passwordHash, adminRole: input.role, emailVerifiedAt: new Date() })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw new Error(`An account for ${input.email} was created meanwhile. Run the command again to promote it.`);
    await recordAdminAction(tx, {
      log: null,
      actor: CLI_ACTOR,
      action: 'user.create',
      target: { type: 'user', id: created.id },
      before: null,
      after: { email: created.email, name: created.name, adminRole: created.adminRole },
    });
    return { outcome: 'created' as const, user: created };
  });
}

async function promote(db: Db, userId: string, role: AdminRole): Promise<AdminAccountOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const user = row!;
    if (user.adminRole === role) return { outcome: 'unchanged' as const, user };
    if (user.adminRole === 'SUPER_ADMIN') await assertAnotherSuperAdmin(tx, user.id);
    const [updated] = await tx.update(users).set({ adminRole: role, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await recordAdminAction(tx, {
      log: null,
      actor: CLI_ACTOR,
      action: 'user.set_role',
      target: { type: 'user', id: user.id },
      before: { adminRole: user.adminRole },
      after: { adminRole: role },
    });
    return { outcome: 'promoted' as const, user: updated!, previousRole: user.adminRole };
  });
}
