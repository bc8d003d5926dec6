import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The public site's text (posts, FAQ answers, pages), rebuilt from content/ at every start and
 * searched with PostgreSQL full-text search; titles weigh more than bodies.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    url: text('url').primaryKey(),
    kind: text('kind', { enum: ['post', 'faq', 'page'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`),
  },
  (table) => [index('search_documents_vector_idx').using('gin', table.searchVector)],
);
