import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FIRM_ROLES } from '@acclaim/domain';
import { cases, firms, users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

export const firmRoleEnum = pgEnum('firm_role', FIRM_ROLES);

/** Staff of a firm. An account belongs to one firm at most. The bar details feed Form G-28 Part 2. */
export const firmMembers = pgTable(
  'firm_members',
  {
    id: idColumn(),
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
    createdAt: createdAtColumn(),
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
    id: idColumn(),
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
    createdAt: createdAtColumn(),
  },
  (table) => [index('firm_invitations_firm_id_idx').on(table.firmId), index('firm_invitations_case_id_idx').on(table.caseId)],
);

export type FirmInvitationRow = typeof firmInvitations.$inferSelect;
