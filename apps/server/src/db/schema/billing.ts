import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAID_PLAN_IDS } from '@acclaim/domain';
import { planIdEnum, users } from './accounts';
import { createdAtColumn, idColumn, timestampColumns } from './common-columns';

export const paidPlanIdEnum = pgEnum('paid_plan_id', PAID_PLAN_IDS);
export const paymentProviderEnum = pgEnum('payment_provider', ['test', 'stripe']);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['active', 'past_due', 'canceled']);

/** The account's customer at the payment provider, made at its first checkout and reused after. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('billing_customers_provider_customer_idx').on(table.provider, table.customerId)],
);

/**
 * Subscriptions as the provider last told us. An account has at most one that is not canceled; ended ones stay
 * for the record. `users.plan_id` follows the live one and is what every limit reads.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerItemId: text('provider_item_id'),
    customerId: text('customer_id').notNull(),
    planId: paidPlanIdEnum('plan_id').notNull(),
    status: subscriptionStatusEnum('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider's newest applied state was true; an older event arriving late is not applied over it. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_idx').on(table.provider, table.providerSubscriptionId),
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} <> 'canceled'`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const checkoutStatusEnum = pgEnum('checkout_status', ['open', 'complete', 'canceled', 'expired']);

/** A checkout started from /billing; the test-mode checkout page reads it, Stripe's completion finds it by id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    planId: paidPlanIdEnum('plan_id').notNull(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export const billingEventKindEnum = pgEnum('billing_event_kind', [
  'payment',
  'payment_failed',
  'refund',
  'credit',
  'subscription_started',
  'plan_changed',
  'cancel_scheduled',
  'cancel_withdrawn',
  'subscription_ended',
]);

/**
 * The billing ledger: every payment, refund, credit and plan change, appended and never edited, so revenue,
 * churn and refunds can be computed from it later. The user link survives account deletion as null.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: billingEventKindEnum('kind').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's invoice, charge or refund id for money events; a payment is recorded once per ref. */
    providerRef: text('provider_ref'),
    planId: planIdEnum('plan_id'),
    previousPlanId: planIdEnum('previous_plan_id'),
    /** Cents; payments and granted credit positive, refunds and used credit as their own kinds. */
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('billing_events_user_idx').on(table.userId, table.occurredAt),
    index('billing_events_kind_idx').on(table.kind, table.occurredAt),
    uniqueIndex('billing_events_money_ref_idx').on(table.provider, table.kind, table.providerRef),
  ],
);

export type BillingEventRow = typeof billingEvents.$inferSelect;

/** Provider events already applied; a replay finds its id here and changes nothing. */
export const processedBillingEvents = pgTable(
  'processed_billing_events',
  {
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const refundRequestStatusEnum = pgEnum('refund_request_status', ['requested', 'refunded', 'declined']);

/** A money-back request, recorded for staff with the customer's reason and the payment it covers. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentEventId: uuid('payment_event_id')
      .notNull()
      .references(() => billingEvents.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: refundRequestStatusEnum('status').notNull().default('requested'),
    createdAt: createdAtColumn(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    staffNote: text('staff_note'),
  },
  (table) => [
    index('refund_requests_status_idx').on(table.status, table.createdAt),
    uniqueIndex('refund_requests_one_per_payment_idx').on(table.paymentEventId),
  ],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;
