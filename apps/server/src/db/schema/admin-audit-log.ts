import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

/** `admin`: a signed-in staff member; `cli`: the admin:create command run on the server. */
export const adminActorTypeEnum = pgEnum('admin_actor_type', ['admin', 'cli']);

/**
 * Every change made through the admin area or the admin command: who, what, to what, when, before and after.
 * Appended in the same transaction as the change and never edited. The actor's email is copied so the entry
 * still names them after their account is deleted (the link then becomes null).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: idColumn(),
    actorType: adminActorTypeEnum('actor_type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's email at the time; `cli` for the command. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
