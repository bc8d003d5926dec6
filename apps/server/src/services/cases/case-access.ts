import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, type CaseRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * The case if `user` may work on it, else NOT_FOUND — the same answer whether the case does not exist or
 * belongs to someone else, so ids cannot be probed. (Attorney access joins here when firms exist.)
 */
export async function getCaseForUser(db: Db, user: UserRow, caseId: string): Promise<CaseRow> {
  if (!/^[0-9a-f-]{36}$/i.test(caseId)) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  const [row] = await db.select().from(cases).where(and(eq(cases.id, caseId), eq(cases.ownerId, user.id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
  return row;
}
