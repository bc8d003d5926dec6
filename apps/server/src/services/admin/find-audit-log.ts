import type { TAdminAuditLogQuery } from '@acclaim/contracts';
import { ZAdminAuditLogQuery } from '@acclaim/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/index';
import { presentAuditEntry } from '../../presenters/admin';

/** Audit entries newest first, filtered by action and target, one page at a time. */
export async function findAuditLog(db: Db, request: TAdminAuditLogQuery) {
  const query = ZAdminAuditLogQuery.parse(request);
  const where = and(
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.$count(adminAuditLog, where),
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { entries: rows.map(presentAuditEntry), total, page: query.page, pageSize: query.pageSize };
}
