import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Letter } from '@acclaim/domain/letter/schema';
import { users } from './accounts';
import { caseIdColumn, requestedByColumn } from './case-columns';
import { createdAtColumn, idColumn, timestampColumns } from './common-columns';

export const letterStatusEnum = pgEnum('letter_status', ['queued', 'running', 'completed', 'failed']);

/**
 * A petition letter of a case. `document` is the current version's structured letter (null until the first
 * draft is written); every saved state is also kept in `letter_versions`, so nothing written is ever lost.
 * `status` is the state of the job working on it: the first draft, or the regeneration of one section.
 */
export const letters = pgTable(
  'letters',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    /** Who asked for it; the Free Trial allowance counts per account. */
    requestedBy: requestedByColumn(),
    petitionType: text('petition_type').$type<'EB1A' | 'NIW'>().notNull(),
    status: letterStatusEnum('status').notNull().default('queued'),
    /** 'composer' (offline, deterministic) or 'llm'; `model` names the model when a language model drafted it. */
    generator: text('generator').$type<'composer' | 'llm'>().notNull().default('composer'),
    model: text('model'),
    document: jsonb('document').$type<Letter>(),
    version: integer('version').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    /** The section a running regeneration writes again. */
    regeneratingSectionId: text('regenerating_section_id'),
    error: text('error'),
    ...timestampColumns(),
  },
  (table) => [index('letters_case_id_idx').on(table.caseId, table.createdAt), index('letters_requested_by_idx').on(table.requestedBy)],
);

export type LetterRow = typeof letters.$inferSelect;

export const letterVersionSourceEnum = pgEnum('letter_version_source', ['generated', 'edited', 'regenerated', 'restored']);

/** Every saved state of a letter, numbered from 1; a restore copies an old one forward as a new version. */
export const letterVersions = pgTable(
  'letter_versions',
  {
    id: idColumn(),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    source: letterVersionSourceEnum('source').notNull(),
    note: text('note').notNull(),
    /** Set for generated and regenerated versions. */
    generator: text('generator').$type<'composer' | 'llm'>(),
    document: jsonb('document').$type<Letter>().notNull(),
    wordCount: integer('word_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('letter_versions_letter_number_idx').on(table.letterId, table.number)],
);

export type LetterVersionRow = typeof letterVersions.$inferSelect;

/**
 * An attorney's approval of one section of a petition letter as its text stood (`content_hash`): any later edit or
 * regeneration changes the hash and the approval no longer counts. Who drafted that text is copied in, because the
 * approval is a record of what the attorney signed off on.
 */
export const letterSectionApprovals = pgTable(
  'letter_section_approvals',
  {
    id: idColumn(),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    contentHash: text('content_hash').notNull(),
    /** The letter version the approval was given on, for the record. */
    letterVersion: integer('letter_version').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approverName: text('approver_name').notNull(),
    /** 'composer', 'llm' or 'edited' (a person's words), with the model when a language model wrote it. */
    draftedBy: text('drafted_by').notNull(),
    model: text('model'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('letter_section_approvals_letter_section_idx').on(table.letterId, table.sectionId)],
);

export type LetterSectionApprovalRow = typeof letterSectionApprovals.$inferSelect;
