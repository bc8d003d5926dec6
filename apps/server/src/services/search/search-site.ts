import { MATCH_END, MATCH_START, ZSearchQuery, type TSearchResult } from '@acclaim/contracts';
import { searchDocumentsByText } from '../../db/search-documents';
import type { AppDeps } from '../../lib/context';

export async function searchSite(deps: AppDeps, input: { q: string }): Promise<{ query: string; results: TSearchResult[] }> {
  const { q } = ZSearchQuery.parse(input);
  const results = await searchDocumentsByText(deps.database.db, q, { limit: 20, start: MATCH_START, end: MATCH_END });
  return { query: q, results };
}
