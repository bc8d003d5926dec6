import type { TAdminUser, TAdminUsersQuery } from '@acclaim/contracts';
import { ZAdminUsersQuery } from '@acclaim/contracts';
import { and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, sessions, users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { presentAdminUser } from '../../presenters/admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const USER_NOT_FOUND = 'No account with this id.';

/** `%` and `_` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Correlated subqueries keep one row per user however many sessions or cases it has.
const lastActiveAt = (db: Db) =>
  sql`(${db
    .select({ value: max(sessions.lastUsedAt) })
    .from(sessions)
    .where(eq(sessions.userId, users.id))})`.mapWith(sessions.lastUsedAt);
const caseCount = (db: Db) => sql`(${db.select({ value: count() }).from(cases).where(eq(cases.ownerId, users.id))})`.mapWith(Number);

function filters(query: ReturnType<typeof ZAdminUsersQuery.parse>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(users.email, likePattern(query.q)), ilike(users.name, likePattern(query.q))));
  if (query.plan) conditions.push(eq(users.planId, query.plan));
  if (query.role === 'any') conditions.push(isNotNull(users.adminRole));
  else if (query.role === 'none') conditions.push(isNull(users.adminRole));
  else if (query.role) conditions.push(eq(users.adminRole, query.role));
  if (query.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  if (query.status === 'active') conditions.push(isNull(users.suspendedAt));
  return and(...conditions);
}

async function selectUsers(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({ user: users, lastActiveAt: lastActiveAt(db), caseCount: caseCount(db) })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) =>
    presentAdminUser(row.user, {
      lastActiveAt: (row.lastActiveAt as Date | null) ?? null,
      caseCount: row.caseCount ?? 0,
    }),
  );
}

/** Accounts newest first, searched by name or email and filtered by plan, role and status, one page at a time. */
export async function findUsers(db: Db, request: TAdminUsersQuery) {
  const query = ZAdminUsersQuery.parse(request);
  const where = filters(query);
  const [total, rows] = await Promise.all([
    db.$count(users, where),
    selectUsers(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  return { users: rows, total, page: query.page, pageSize: query.pageSize };
}

/** The account row, or NOT_FOUND for an unknown or malformed id. */
export async function getUserRow(db: Db, userId: string): Promise<UserRow> {
  const [row] = UUID.test(userId) ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', { message: USER_NOT_FOUND });
  return row;
}

/** One account in the list shape, as each admin change answers with it. */
export async function getAdminUser(db: Db, userId: string): Promise<TAdminUser> {
  const [row] = await selectUsers(db, eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', { message: USER_NOT_FOUND });
  return row;
}
