import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Letter } from '@acclaim/domain/letter/schema';
import { RECOMMENDER_RELATIONSHIPS, type FocusId, type LetterAngle, type RecommenderSource } from '@acclaim/domain/recommendations';
import { documents } from './documents';
import { users } from './accounts';
import { caseIdColumn } from './case-columns';
import { createdAtColumn, idColumn, timestampColumns } from './common-columns';

export const RECOMMENDER_STATUSES = ['suggested', 'chosen', 'asked', 'agreed', 'signed', 'declined'] as const;
export type RecommenderStatus = (typeof RECOMMENDER_STATUSES)[number];

export const recommenderRelationshipEnum = pgEnum('recommender_relationship', RECOMMENDER_RELATIONSHIPS);
export const recommenderStatusEnum = pgEnum('recommender_status', RECOMMENDER_STATUSES);

/**
 * A person the user chose (or entered) to write a recommendation letter. `candidateKey` is the suggestion's id
 * ("person:nakamura-k"), or "user:<uuid>" for someone entered by hand, so a kept suggestion is not suggested
 * again. `credentials` and `firstHand` are the recommender's own words, printed verbatim in the draft.
 */
export const recommenders = pgTable(
  'recommenders',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    candidateKey: text('candidate_key').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    affiliation: text('affiliation'),
    relationship: recommenderRelationshipEnum('relationship').notNull(),
    sources: jsonb('sources').$type<RecommenderSource[]>().notNull().default(['user']),
    evidenceIds: jsonb('evidence_ids').$type<string[]>().notNull().default([]),
    /** Why the suggestion fitted, kept in case the evidence that produced it changes. */
    reason: text('reason'),
    credentials: text('credentials'),
    firstHand: text('first_hand'),
    status: recommenderStatusEnum('status').notNull().default('chosen'),
    cvDocumentId: uuid('cv_document_id').references(() => documents.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (table) => [uniqueIndex('recommenders_case_candidate_idx').on(table.caseId, table.candidateKey)],
);

export type RecommenderRow = typeof recommenders.$inferSelect;

/**
 * A recommendation letter: the plan's assignment it was drafted from (focus, facts, angle, style) and the
 * current version's document, in the petition letter's `Letter` shape. Kept apart from `letters` so petition
 * letter allowances, jobs and lists never count these. One per recommender.
 */
export const recommendationLetters = pgTable(
  'recommendation_letters',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    recommenderId: uuid('recommender_id')
      .notNull()
      .references(() => recommenders.id, { onDelete: 'cascade' }),
    focusId: text('focus_id').$type<FocusId>().notNull(),
    factIds: jsonb('fact_ids').$type<string[]>().notNull().default([]),
    styleIndex: integer('style_index').notNull(),
    angle: text('angle').$type<LetterAngle>().notNull(),
    document: jsonb('document').$type<Letter>().notNull(),
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (table) => [
    uniqueIndex('recommendation_letters_recommender_idx').on(table.recommenderId),
    index('recommendation_letters_case_idx').on(table.caseId, table.createdAt),
  ],
);

export type RecommendationLetterRow = typeof recommendationLetters.$inferSelect;

export const recommendationVersionSourceEnum = pgEnum('recommendation_version_source', ['generated', 'edited', 'restored']);

/** Every saved state of a recommendation letter, numbered from 1; a restore copies an old one forward. */
export const recommendationLetterVersions = pgTable(
  'recommendation_letter_versions',
  {
    id: idColumn(),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => recommendationLetters.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    source: recommendationVersionSourceEnum('source').notNull(),
    /** "First draft", "Edited “How I know the work”", "Restored version 2". */
    note: text('note').notNull(),
    document: jsonb('document').$type<Letter>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('recommendation_letter_versions_number_idx').on(table.letterId, table.number)],
);

export type RecommendationLetterVersionRow = typeof recommendationLetterVersions.$inferSelect;
