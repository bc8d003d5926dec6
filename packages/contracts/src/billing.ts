import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS } from '@acclaim/domain';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export const REFUND_REQUEST_STATUSES = ['requested', 'refunded', 'declined'] as const;
export const USAGE_KEYS = ['petitions', 'documentUploads', 'eligibilityAssessments', 'coverLetters'] as const;

export const ZPlanLimits = z.object({
  petitions: z.number().int().nullable(),
  documentUploads: z.number().int().nullable(),
  eligibilityAssessments: z.number().int().nullable(),
  coverLetters: z.number().int().nullable(),
  coverLetterPages: z.number().int().nullable(),
  legalCitations: z.boolean(),
  formI140Assistance: z.boolean(),
  recommendationLetters: z.boolean(),
  chat: z.boolean(),
  aiChatAnswersPerDay: z.number().int(),
  whiteLabel: z.boolean(),
});

export const ZBillingPlan = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  priceMonthly: z.number(),
  audience: z.enum(['self-petitioner', 'attorney']),
  tagline: z.string(),
  features: z.array(z.string()),
  limits: ZPlanLimits,
  isHighlighted: z.boolean(),
});
export type TBillingPlan = z.infer<typeof ZBillingPlan>;

export const ZBillingPlansResponse = z.object({ success: z.literal(true), plans: z.array(ZBillingPlan) });

export const ZSubscription = z.object({
  planId: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  /** The renewal date, or the end date when `cancelAtPeriodEnd`. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  startedAt: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** How much of a counted allowance the account has used; `allowed` null is unlimited. */
export const ZUsage = z.object({
  key: z.enum(USAGE_KEYS),
  label: z.string(),
  used: z.number().int(),
  allowed: z.number().int().nullable(),
});
export type TUsage = z.infer<typeof ZUsage>;

/** A payment or a refund, newest first; `receiptUrl` opens a PDF receipt (or the provider's hosted invoice). */
export const ZBillingPayment = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  occurredAt: z.string(),
  receiptUrl: z.string().nullable(),
});
export type TBillingPayment = z.infer<typeof ZBillingPayment>;

export const ZRefundRequest = z.object({
  id: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  amountCents: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZBillingOverview = z.object({
  /** `test`: the local test-mode provider, no real money moves. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The plan whose limits apply now. */
  plan: ZBillingPlan,
  subscription: ZSubscription.nullable(),
  usage: z.array(ZUsage),
  /** Credit from a downgrade, taken off the next payment (test mode keeps it here; Stripe on its invoices). */
  creditCents: z.number().int(),
  payments: z.array(ZBillingPayment),
  moneyBack: z.object({
    /** Null before the first payment. */
    deadline: z.string().nullable(),
    isEligible: z.boolean(),
    /** The newest request, whatever its status. */
    request: ZRefundRequest.nullable(),
  }),
  /** Stripe's Customer Portal (payment method, invoices) is available. */
  canOpenPortal: z.boolean(),
  /**
   * The attorney plan on this account's Billing page: offered on the attorney path only (a firm's owner, or an
   * account that holds it); `refusal` says why it cannot be chosen yet (an owner without bar details), else null.
   */
  attorneyPlan: z.object({ isOffered: z.boolean(), refusal: z.string().nullable() }),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

export const ZBillingSubscriptionResponse = ZBillingOverview.extend({ success: z.literal(true) });
export type TBillingSubscriptionResponse = z.infer<typeof ZBillingSubscriptionResponse>;

export const ZCheckoutRequest = z.object({
  planId: z.enum(PAID_PLAN_IDS, { error: 'Choose Analysis, Complete or the attorney plan.' }),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Where the browser goes next: the provider's checkout page, or the success page when the plan changed in place. */
export const ZRedirectResponse = z.object({ success: z.literal(true), url: z.string() });
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;

export const REFUND_REASON_MAX_LENGTH = 2000;
export const ZRefundRequestBody = z.object({
  reason: z
    .string({ error: 'Tell us briefly why you are asking for a refund.' })
    .trim()
    .min(10, 'Tell us briefly why you are asking for a refund (at least 10 characters).')
    .max(REFUND_REASON_MAX_LENGTH, `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters.`),
});
export type TRefundRequestBody = z.input<typeof ZRefundRequestBody>;

export const ZRefundRequestResponse = z.object({ success: z.literal(true), request: ZRefundRequest });

export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'canceled', 'expired'] as const;

/** The test-mode checkout page's view of a session. */
export const ZTestCheckoutSession = z.object({
  id: z.string(),
  planId: z.enum(PAID_PLAN_IDS),
  planName: z.string(),
  amountCents: z.number().int(),
  creditCents: z.number().int(),
  email: z.string(),
  status: z.enum(TEST_CHECKOUT_STATUSES),
  expiresAt: z.string(),
});
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSession>;

export const ZTestCheckoutResponse = z.object({ success: z.literal(true), session: ZTestCheckoutSession });

/** The test cards: one that pays, one that is declined (Stripe's own test numbers, so the page reads familiar). */
export const TEST_CARDS = {
  success: { number: '4242 4242 4242 4242', label: 'Test card that pays' },
  declined: { number: '4000 0000 0000 0002', label: 'Test card that is declined' },
} as const;
export const ZTestCheckoutPayRequest = z.object({ card: z.enum(['success', 'declined']) });
export type TTestCheckoutPayRequest = z.infer<typeof ZTestCheckoutPayRequest>;
