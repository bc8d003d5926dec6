import { and, eq, getTableColumns, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cases, firmInvitations, firmMembers, type CaseRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Whether the client accepted the firm's invitation to this case. A firm may add a client whose address already has
 * an account, and must not learn that it does (decision 022), so the case waits, unseen by that account, until its
 * person accepts. One EXISTS on the invitations of the case (indexed by case).
 */
export function clientAcceptedCase(): SQL {
  return sql`exists (select 1 from ${firmInvitations} where ${firmInvitations.caseId} = ${cases.id} and ${firmInvitations.kind} = 'client' and ${firmInvitations.acceptedAt} is not null)`;
}

/** Whether the owner sees the case: their own petition always, a firm's case once they accepted its invitation. */
export function caseOpenToOwner(): SQL {
  return sql`(${cases.firmId} is null or ${clientAcceptedCase()})`;
}

/**
 * Who may work on a case: its owner (a self-petitioner, or a firm's client in the portal once they accepted the
 * invitation), and every member of the firm that runs it. Every lookup of a case, or of anything inside one, filters
 * with this condition.
 */
export function caseAccessibleBy(userId: string | Placeholder): SQL {
  return or(
    and(eq(cases.ownerId, userId), caseOpenToOwner()),
    sql`${cases.firmId} in (select ${firmMembers.firmId} from ${firmMembers} where ${firmMembers.userId} = ${userId})`,
  )!;
}

function prepareCaseLookup(db: Db) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.id, sql.placeholder('caseId')), caseAccessibleBy(sql.placeholder('userId'))))
    .limit(1)
    .prepare('get_case_for_user');
}

/** Nearly every request inside a case asks this first, so it is built once per database (as the session lookup). */
const caseLookups = new WeakMap<Db, ReturnType<typeof prepareCaseLookup>>();

/**
 * The case if `user` may work on it, else NOT_FOUND — the same answer whether the case does not exist or
 * belongs to someone else, so ids cannot be probed.
 */
export async function getCaseForUser(db: Db, user: UserRow, caseId: string): Promise<CaseRow> {
  if (!/^[0-9a-f-]{36}$/i.test(caseId)) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  let lookup = caseLookups.get(db);
  if (!lookup) caseLookups.set(db, (lookup = prepareCaseLookup(db)));
  const [row] = await lookup.execute({ caseId, userId: user.id });
  if (!row) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  return row;
}

/** A table whose rows live inside a case: an id of its own and the case's id. */
type InsideCaseTable = PgTable & { id: AnyPgColumn; caseId: AnyPgColumn };

/**
 * The row of `table` with this id if `user` may work on its case, else NOT_FOUND with `notFound` — the same answer
 * for someone else's row and a missing one, so ids cannot be probed. `alsoWhere` narrows further (a conversation is
 * its starter's only).
 */
export async function getInsideCaseForUser<T extends InsideCaseTable>(
  db: Db,
  table: T,
  user: UserRow,
  id: string,
  notFound: string,
  alsoWhere?: SQL,
): Promise<T['$inferSelect']> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', { message: notFound });
  const [found] = await db
    .select({ row: getTableColumns(table) })
    .from(table as PgTable)
    .innerJoin(cases, eq(cases.id, table.caseId))
    .where(and(eq(table.id, id), caseAccessibleBy(user.id), alsoWhere))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', { message: notFound });
  return found.row as T['$inferSelect'];
}
