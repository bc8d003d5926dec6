import { boolean, index, integer, jsonb, pgEnum, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { EVIDENCE_STATUSES, EVIDENCE_TYPES, VERIFICATION_STATES, type PublicationCheck } from '@acclaim/domain';
import { documents, identityColumns } from './documents';
import { caseIdColumn } from './case-columns';
import { idColumn, timestampColumns } from './common-columns';

export const evidenceTypeEnum = pgEnum('evidence_type', EVIDENCE_TYPES);
export const evidenceStatusEnum = pgEnum('evidence_status', EVIDENCE_STATUSES);
export const verificationStateEnum = pgEnum('verification_state', VERIFICATION_STATES);

/**
 * One piece of evidence. Extracted items start as `suggested` and count only once accepted; an item
 * the user edited (`isEdited`) is never overwritten by a re-run of extraction.
 */
export const evidenceItems = pgTable(
  'evidence_items',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    type: evidenceTypeEnum('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: text('date'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    sourcePages: integer('source_pages').array().notNull().default([]),
    confidence: real('confidence').notNull().default(1),
    status: evidenceStatusEnum('status').notNull().default('suggested'),
    verification: verificationStateEnum('verification').notNull().default('unverified'),
    /** What the scholarly check found (matched record, differences, citations); null until it ran. */
    verificationDetails: jsonb('verification_details').$type<PublicationCheck>(),
    isEdited: boolean('is_edited').notNull().default(false),
    /**
     * The item's own identity check, for an item typed by hand (`unchecked` otherwise): an extracted item follows its
     * document's check (see counted-evidence.ts).
     */
    ...identityColumns(),
    ...timestampColumns(),
  },
  (table) => [index('evidence_items_case_id_idx').on(table.caseId), index('evidence_items_document_id_idx').on(table.documentId)],
);

export type EvidenceItemRow = typeof evidenceItems.$inferSelect;
