import { boolean, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES, PLAN_IDS } from '@acclaim/domain';
import { cases } from './cases';

export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);
/** Declared here rather than with billing so the users table does not import the billing tables. */
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
   * The plan whose limits apply, kept by the billing events alone (the live subscription's plan, else the Free
   * Trial), so every limit check reads it with the user and needs no extra query.
   */
  planId: planIdEnum('plan_id').notNull().default('FREE_TRIAL'),
  /** The case the workspace shows (the spec's active petition id). */
  activeCaseId: uuid('active_case_id').references((): AnyPgColumn => cases.id, { onDelete: 'set null' }),
  /** Set by staff: the account cannot sign in and its sessions stop working until it is reactivated. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
