import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS } from '@acclaim/domain';
import { PAYMENT_PROVIDERS, REFUND_REQUEST_STATUSES, SUBSCRIPTION_STATUSES } from './billing';

// Contracts of the admin subscriptions API: the subscriptions list with its summary figures, the money-back
// requests queue, and the two ways staff resolve a request (refund, decline).

// The same page rules and shape as /admin/users.
const pageQuery = {
  page: z.coerce.number().int().min(1, 'Page numbers start at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 rows per page.').default(25),
};
const ZPage = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A subscription's state as staff filter it: `canceling` is one still running that is set to end at the period's end. */
export const ADMIN_SUBSCRIPTION_STATUS_FILTERS = ['active', 'past_due', 'canceling', 'canceled'] as const;
export type AdminSubscriptionStatusFilter = (typeof ADMIN_SUBSCRIPTION_STATUS_FILTERS)[number];

const ZAdminAccountRef = z.object({
  /** The account's id, for /admin/users/{id}. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TAdminAccountRef = z.infer<typeof ZAdminAccountRef>;

// ---- subscriptions ---------------------------------------------------------------------------------------

export const ZAdminSubscriptionsQuery = z.object({
  /** Part of the account's name or email, any case. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_SUBSCRIPTION_STATUS_FILTERS).optional(),
  plan: z.enum(PAID_PLAN_IDS).optional(),
  ...pageQuery,
});
export type TAdminSubscriptionsQuery = z.input<typeof ZAdminSubscriptionsQuery>;

export const ZAdminSubscription = z.object({
  id: z.string(),
  account: ZAdminAccountRef,
  planId: z.enum(PAID_PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  currentPeriodStart: z.string(),
  /** The renewal date, or the end date when `cancelAtPeriodEnd`. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /**
   * Cents, from the billing ledger, for the account as a whole: payments are not tied to one subscription there,
   * and an account has at most one running subscription at a time.
   */
  totalPaidCents: z.number().int(),
  totalRefundedCents: z.number().int(),
  /** The account's newest payment of real money; null before any. */
  lastPayment: z.object({ amountCents: z.number().int(), occurredAt: z.string() }).nullable(),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;

/** The figures at the top of the screen, over every subscription whatever the filters. */
export const ZAdminSubscriptionsSummary = z.object({
  /** Running and paid up, including those set to end at the period's end. */
  active: z.number().int(),
  pastDue: z.number().int(),
  /** Running, set to end at the period's end. */
  canceling: z.number().int(),
  /** Money-back requests waiting for staff. */
  openRefundRequests: z.number().int(),
});
export type TAdminSubscriptionsSummary = z.infer<typeof ZAdminSubscriptionsSummary>;

export const ZAdminSubscriptionsResponse = ZPage.extend({
  success: z.literal(true),
  subscriptions: z.array(ZAdminSubscription),
  summary: ZAdminSubscriptionsSummary,
});
export type TAdminSubscriptionsResponse = z.infer<typeof ZAdminSubscriptionsResponse>;

// ---- money-back requests ---------------------------------------------------------------------------------

export const ZAdminRefundRequestsQuery = z.object({
  /** Open requests (`requested`) by default, oldest first; resolved ones newest first. */
  status: z.enum(REFUND_REQUEST_STATUSES).default('requested'),
  ...pageQuery,
});
export type TAdminRefundRequestsQuery = z.input<typeof ZAdminRefundRequestsQuery>;

export const ZAdminRefundRequest = z.object({
  id: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  account: ZAdminAccountRef.extend({ planId: z.enum(PLAN_IDS) }),
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  /** The payment the request covers: the account's first payment, under the money-back guarantee. */
  payment: z.object({
    id: z.string(),
    description: z.string(),
    amountCents: z.number().int(),
    provider: z.enum(PAYMENT_PROVIDERS),
    occurredAt: z.string(),
  }),
  requestedAt: z.string(),
  /** Whole days from the payment to now. */
  daysSincePayment: z.number().int(),
  /** The account's running subscription, which a refund ends at once; null when none is running. */
  subscription: z
    .object({
      id: z.string(),
      planId: z.enum(PAID_PLAN_IDS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string(),
    })
    .nullable(),
  resolvedAt: z.string().nullable(),
  /** The staff member who refunded or declined it; null while open, or when the provider reported a refund made elsewhere. */
  resolvedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  staffNote: z.string().nullable(),
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;

export const ZAdminRefundRequestsResponse = ZPage.extend({ success: z.literal(true), refundRequests: z.array(ZAdminRefundRequest) });
export type TAdminRefundRequestsResponse = z.infer<typeof ZAdminRefundRequestsResponse>;

export const STAFF_NOTE_MAX_LENGTH = 2000;

/** Refunding needs no note; one given is kept with the request. */
export const ZGrantRefundBody = z.object({
  note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH, `The note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`).optional(),
});
export type TGrantRefundBody = z.input<typeof ZGrantRefundBody>;

/** Declining needs a note: it is the record of why the guarantee was not honoured. */
export const ZDeclineRefundBody = z.object({
  note: z
    .string({ error: 'Write a note saying why the request is declined.' })
    .trim()
    .min(1, 'Write a note saying why the request is declined.')
    .max(STAFF_NOTE_MAX_LENGTH, `The note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`),
});
export type TDeclineRefundBody = z.input<typeof ZDeclineRefundBody>;

/** Both actions answer with the request as it now is. */
export const ZAdminRefundActionResponse = z.object({ success: z.literal(true), message: z.string(), refundRequest: ZAdminRefundRequest });
export type TAdminRefundActionResponse = z.infer<typeof ZAdminRefundActionResponse>;
