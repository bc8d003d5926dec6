import { boolean, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, ADMIN_ROLES, PLAN_IDS } from '@acclaim/domain';
import { cases } from './cases';

export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);
/** Declared here rather than with billing so the users table does not import the billing tables. */
/** Who the account is, chosen at sign-up (see ACCOUNT_TYPES). */
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const planIdEnum = pgEnum('plan_id', PLAN_IDS);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
