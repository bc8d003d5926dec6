import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { cases } from './accounts';
import { timestampColumns } from './common-columns';

export interface FormsNeeds {
  hasAttorney: boolean;
  wantsPremiumProcessing: boolean;
  wantsEmailNotice: boolean;
  paysByCard: boolean;
}

/**
 * The case's I-140 worksheet: the user's own answers (fields of the domain's `I140CaseFacts`; the case fills the
 * rest), the parts they confirmed, and what decides the supporting forms. One per case; `version` refuses a save
 * based on an older read.
 */
export const formWorksheets = pgTable('form_worksheets', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, string | boolean | null>>().notNull().default({}),
  confirmedPartIds: jsonb('confirmed_part_ids').$type<string[]>().notNull().default([]),
  needs: jsonb('needs').$type<FormsNeeds>().notNull().default({ hasAttorney: false, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false }),
  /** Filing-checklist items the product cannot see for itself that the user ticked ('fees', 'supporting-forms'). */
  checklistDone: jsonb('checklist_done').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  ...timestampColumns(),
});

export type FormWorksheetRow = typeof formWorksheets.$inferSelect;
