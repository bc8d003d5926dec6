import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { letters } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { LetterSummaryRow } from '../../presenters/letter';

/** A case's letters, newest first, without their documents (a long letter is hundreds of kilobytes): the title only. */
export async function findLetterSummaries(db: Db, caseId: string): Promise<LetterSummaryRow[]> {
  const { document: _document, ...columns } = getTableColumns(letters);
  return db
    .select({ ...columns, title: sql<string | null>`${letters.document}->>'title'` })
    .from(letters)
    .where(eq(letters.caseId, caseId))
    .orderBy(desc(letters.createdAt));
}
