import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_BRAND_COLOR, FIRM_ROLES } from '@acclaim/domain';
import { cases } from './cases';
import { letters } from './letters';
import { users } from './users';

export const firmRoleEnum = pgEnum('firm_role', FIRM_ROLES);

/**
 * A law firm or agency: its brand for the client portal, emails and exports, and the details Form G-28 asks of
 * the representative's firm. Its plan is its owner's (`users.plan_id` of `owner_id`), bought through Billing.
 */
export const firms = pgTable('firms', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FirmRow = typeof firms.$inferSelect;

/** Staff of a firm. An account belongs to one firm at most. The bar details feed Form G-28 Part 2. */
export const firmMembers = pgTable(
  'firm_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: firmRoleEnum('role').notNull(),
    barNumber: text('bar_number'),
    /** The state or court that admitted the attorney, for the eligibility part of Form G-28. */
    licensingAuthority: text('licensing_authority'),
    uscisOnlineAccountNumber: text('uscis_online_account_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('firm_members_firm_id_idx').on(table.firmId)],
);

export type FirmMemberRow = typeof firmMembers.$inferSelect;

export const firmInvitationKindEnum = pgEnum('firm_invitation_kind', ['member', 'client']);

/**
 * An emailed link into the firm: as staff (`role`), or as the client of one case (`case_id`). Hashed like every
 * other emailed token; accepted once; a new invitation to the same address replaces the pending one.
 */
export const firmInvitations = pgTable(
  'firm_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    kind: firmInvitationKindEnum('kind').notNull(),
    email: text('email').notNull(),
    role: firmRoleEnum('role'),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('firm_invitations_firm_id_idx').on(table.firmId), index('firm_invitations_case_id_idx').on(table.caseId)],
);

export type FirmInvitationRow = typeof firmInvitations.$inferSelect;

/**
 * An attorney's approval of one section of a petition letter as its text stood (`content_hash`): any later edit or
 * regeneration changes the hash and the approval no longer counts. Who drafted that text is copied in, because the
 * approval is a record of what the attorney signed off on.
 */
export const letterSectionApprovals = pgTable(
  'letter_section_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
