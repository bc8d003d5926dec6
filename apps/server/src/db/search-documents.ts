import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { searchDocuments } from './schema/index';

export type SearchDocumentInput = Omit<typeof searchDocuments.$inferInsert, 'searchVector'>;

/** Replaces the whole index in one transaction, so a search never sees half of it. */
export async function replaceSearchDocuments(db: Db, documents: SearchDocumentInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    if (documents.length) await tx.insert(searchDocuments).values(documents);
  });
}

/**
 * Full-text search with stemming (`websearch_to_tsquery`: quotes, OR and -word work as people expect),
 * ranked by weight, each hit with a snippet whose matches are wrapped in `start`/`end` markers.
 */
export async function searchDocumentsByText(db: Db, query: string, options: { limit: number; start: string; end: string }) {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const headlineOptions = `StartSel=${options.start}, StopSel=${options.end}, MaxWords=32, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  return db
    .select({
      url: searchDocuments.url,
      kind: searchDocuments.kind,
      title: searchDocuments.title,
      snippet: sql<string>`ts_headline('english', ${searchDocuments.body}, ${tsQuery}, ${headlineOptions})`,
    })
    .from(searchDocuments)
    .where(sql`${searchDocuments.searchVector} @@ ${tsQuery}`)
    .orderBy(sql`ts_rank(${searchDocuments.searchVector}, ${tsQuery}) desc`, searchDocuments.title)
    .limit(options.limit);
}
