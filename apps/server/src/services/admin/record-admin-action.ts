import type { AdminAuditAction, AdminAuditTargetType } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/index';

/** Who made a change: a signed-in admin, or the admin:create command run on the server. */
export type AdminActor = { type: 'admin'; user: { id: string; email: string } } | { type: 'cli' };

export const CLI_ACTOR: AdminActor = { type: 'cli' };

/**
 * Appends one audit entry. Call it with the transaction that makes the change, so the change and its record
 * are written together or not at all.
 */
export async function recordAdminAction(
  tx: Db,
  input: {
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
}
