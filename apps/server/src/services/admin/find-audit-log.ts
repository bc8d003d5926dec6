import type { TAdminAuditLogEntry, TAdminAuditLogQuery } from '@acclaim/contracts';
import { ZAdminAuditLogQuery } from '@acclaim/contracts';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema/index';
import { presentAuditEntry } from '../../presenters/admin';

/** `%` and `_` typed in a filter box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// The account an entry acted on, for `user` targets. Compared as text: target ids of other types are not UUIDs.
const targetAccount = and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, sql`${users.id}::text`));

function filters(query: ReturnType<typeof ZAdminAuditLogQuery.parse>): SQL | undefined {
  return and(
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
    query.actor ? ilike(adminAuditLog.actorEmail, likePattern(query.actor)) : undefined,
    query.target ? or(eq(adminAuditLog.targetId, query.target), ilike(users.email, likePattern(query.target))) : undefined,
  );
}

/**
 * Audit entries newest first, filtered by action, actor email and target (type, id, or the target account's email),
 * one page at a time, each with its target account's email when it acted on an account.
 */
export async function findAuditLog(db: Db, request: TAdminAuditLogQuery) {
  const query = ZAdminAuditLogQuery.parse(request);
  const where = filters(query);
  const [totals, rows] = await Promise.all([
    db.select({ value: count() }).from(adminAuditLog).leftJoin(users, targetAccount).where(where),
    db
      .select({ entry: adminAuditLog, targetEmail: users.email })
      .from(adminAuditLog)
      .leftJoin(users, targetAccount)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const entries: TAdminAuditLogEntry[] = rows.map((row) => ({ ...presentAuditEntry(row.entry), targetLabel: row.targetEmail ?? null }));
  return { entries, total: totals[0]?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
