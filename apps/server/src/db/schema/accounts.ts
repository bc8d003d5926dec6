import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, ADMIN_ROLES, DEFAULT_BRAND_COLOR, PETITION_TYPES, PLAN_IDS } from '@acclaim/domain';
import { idColumn, timestampColumns } from './common-columns';

// The three tables that point at each other: an account has an active case, a case has its owner and may be run by
// a firm, and a firm has its owning account. They live in one file so that the schema modules import one another
// without a cycle; drizzle resolves the references lazily either way.

export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);
/** Who the account is, chosen at sign-up (see ACCOUNT_TYPES). */
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
/** Declared here rather than with billing so the users table does not import the billing tables. */
export const planIdEnum = pgEnum('plan_id', PLAN_IDS);

export const users = pgTable('users', {
  id: idColumn(),
  /** Stored lower-cased; the unique index makes sign-up race-safe. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Null for accounts that only ever signed in with Google. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  adminRole: adminRoleEnum('admin_role'),
  /**
   * Chosen at sign-up (carried by the emailed link) or at the first setup; null when never asked (accounts made before
   * the question, by Google sign-in, or by a firm's invitation), which the app treats as filing for oneself.
   */
  accountType: accountTypeEnum('account_type'),
  /**
   * The plan whose limits apply, kept by the billing events alone (the live subscription's plan, else the Free
   * Trial), so every limit check reads it with the user and needs no extra query.
   */
  planId: planIdEnum('plan_id').notNull().default('FREE_TRIAL'),
  /** The case the workspace shows: the account's active case. */
  activeCaseId: uuid('active_case_id').references((): AnyPgColumn => cases.id, { onDelete: 'set null' }),
  /** Set by staff: the account cannot sign in and its sessions stop working until it is reactivated. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  ...timestampColumns(),
});

export type UserRow = typeof users.$inferSelect;

export const petitionTypeEnum = pgEnum('petition_type', PETITION_TYPES);

/** An immigration case (a "petition" in some older names, e.g. `petitionId`). An account may own several; one is active. */
export const cases = pgTable(
  'cases',
  {
    id: idColumn(),
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
    ...timestampColumns(),
  },
  (table) => [index('cases_owner_id_idx').on(table.ownerId), index('cases_firm_id_idx').on(table.firmId)],
);

export type CaseRow = typeof cases.$inferSelect;

/**
 * A law firm or agency: its brand for the client portal, emails and exports, and the details Form G-28 asks of
 * the representative's firm. Its plan is its owner's (`users.plan_id` of `owner_id`), bought through Billing.
 */
export const firms = pgTable('firms', {
  id: idColumn(),
  name: text('name').notNull(),
  /** The account that created the firm; restricted, so an owner cannot delete the account from under the firm. */
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  primaryColor: text('primary_color').notNull().default(DEFAULT_BRAND_COLOR),
  /** Stored like uploads; PNG or JPEG only (an SVG could carry script). */
  logoKey: text('logo_key'),
  logoMimeType: text('logo_mime_type'),
  /** White label: no Acclaim name or logo in the portal, client emails and exports. */
  hideAcclaimBranding: boolean('hide_acclaim_branding').notNull().default(false),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  ...timestampColumns(),
});

export type FirmRow = typeof firms.$inferSelect;
