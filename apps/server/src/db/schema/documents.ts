import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, IDENTITY_STATUSES } from '@acclaim/domain';
import { users } from './accounts';
import { caseIdColumn } from './case-columns';
import { idColumn, timestampColumns } from './common-columns';

export const documentCategoryEnum = pgEnum('document_category', DOCUMENT_CATEGORIES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);
export const identityStatusEnum = pgEnum('identity_status', IDENTITY_STATUSES);

/** The identity check's columns, on a document and on an evidence item typed by hand. */
export const identityColumns = () => ({
  /** Whom the text names (identity check, run after extraction): see IDENTITY_STATUSES. */
  identityStatus: identityStatusEnum('identity_status').notNull().default('unchecked'),
  /** The known name found (`matches`), or the people named instead (`names_other`). */
  identityNames: text('identity_names').array().notNull().default([]),
  /** A person's confirmation that a flagged document or item belongs to the case anyway, with their reason. */
  identityConfirmedAt: timestamp('identity_confirmed_at', { withTimezone: true }),
  identityConfirmedBy: uuid('identity_confirmed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  identityConfirmedByName: text('identity_confirmed_by_name'),
  identityConfirmationReason: text('identity_confirmation_reason'),
});

/** An uploaded file of a case; the bytes live in object storage under `storageKey`. */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    category: documentCategoryEnum('category').notNull().default('other'),
    exhibitLabel: text('exhibit_label'),
    /** For a certified translation: the foreign-language document it translates, filed right after it. */
    translationOfId: uuid('translation_of_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    status: documentStatusEnum('status').notNull().default('uploaded'),
    failureReason: text('failure_reason'),
    pageCount: integer('page_count'),
    /** Extracted text, one entry per page, kept for re-runs, search and provenance. */
    pages: text('pages').array(),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
    ...identityColumns(),
    ...timestampColumns(),
  },
  (table) => [index('documents_case_id_idx').on(table.caseId)],
);

export type DocumentRow = typeof documents.$inferSelect;
