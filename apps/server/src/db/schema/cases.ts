import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PETITION_TYPES } from '@acclaim/domain';
import { users } from './users';

export const petitionTypeEnum = pgEnum('petition_type', PETITION_TYPES);

/** An immigration case (the spec's "petition"). An account may own several; one is active. */
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
    /** How far the guided onboarding got, so it resumes where the user left it. */
    onboardingStep: integer('onboarding_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cases_owner_id_idx').on(table.ownerId)],
);

export type CaseRow = typeof cases.$inferSelect;
