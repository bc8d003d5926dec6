import type { AdminAuditAction, AdminAuditTargetType } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';

/** Who made a change: a signed-in admin, or the admin:create command run on the server. */
export type AdminActor = { type: 'admin'; user: { id: string; email: string } } | { type: 'cli' };

export const CLI_ACTOR: AdminActor = { type: 'cli' };

/**
 * Appends one audit entry. Call it with the transaction that makes the change, so the change and its record
 * are written together or not at all. It also leaves one line in the server log (`event: 'admin.action'`: who, what,
 * on what; never the before/after values, which may hold personal data), so the log shipped to monitoring shows
 * admin activity without reading the database. `log` is null only for the admin:create command, which prints
 * what it did itself.
 */
export async function recordAdminAction(
  tx: Db,
  input: {
    log: Logger | null;
    actor: AdminActor;
    action: AdminAuditAction;
    target: { type: AdminAuditTargetType; id: string | null };
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorType: input.actor.type,
    actorId: input.actor.type === 'admin' ? input.actor.user.id : null,
    actorEmail: input.actor.type === 'admin' ? input.actor.user.email : 'cli',
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    before: input.before ?? null,
    after: input.after ?? null,
  });
  input.log?.info(
    {
      event: 'admin.action',
      action: input.action,
      actorType: input.actor.type,
      adminId: input.actor.type === 'admin' ? input.actor.user.id : null,
      targetType: input.target.type,
      targetId: input.target.id,
    },
    `admin action ${input.action}`,
  );
}
