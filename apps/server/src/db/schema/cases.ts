import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PETITION_TYPES } from '@acclaim/domain';
import { firms } from './firms';
import { users } from './users';

export const petitionTypeEnum = pgEnum('petition_type', PETITION_TYPES);

/** An immigration case (a "petition" in some older names, e.g. `petitionId`). An account may own several; one is active. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    petitionType: petitionTypeEnum('petition_type').notNull().default('UNDECIDED'),
    fieldOfEndeavor: text('field_of_endeavor'),
    currentRole: text('current_role'),
    employer: text('employer'),
    citizenship: text('citizenship'),
    countryOfBirth: text('country_of_birth'),
    highestDegree: text('highest_degree'),
    yearsOfExperience: integer('years_of_experience'),
    orcidId: text('orcid_id'),
    googleScholarUrl: text('google_scholar_url'),
    intendedFilingDate: date('intended_filing_date'),
    proposedEndeavor: text('proposed_endeavor'),
    /**
     * The beneficiary's full legal name, as on the passport: the person the petition is for, who may not be the account
     * holder (an attorney or a paralegal signs up as themselves). Documents are checked against it.
     */
    beneficiaryName: text('beneficiary_name'),
    /** Former and other names (a maiden name, a transliteration) under which documents may name the beneficiary. */
    beneficiaryOtherNames: text('beneficiary_other_names').array().notNull().default([]),
    /**
     * Set when a firm runs the case for its client (the owner): the firm's members may work on it and its plan
     * applies. Kept when the firm is deleted, so the client keeps their case.
     */
    firmId: uuid('firm_id').references((): AnyPgColumn => firms.id, { onDelete: 'set null' }),
    /** The firm member who represents the client, for Form G-28; the firm's owner when unset. */
    attorneyOfRecordId: uuid('attorney_of_record_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** How far the guided onboarding got, so it resumes where the user left it. */
    onboardingStep: integer('onboarding_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cases_owner_id_idx').on(table.ownerId), index('cases_firm_id_idx').on(table.firmId)],
);

export type CaseRow = typeof cases.$inferSelect;
