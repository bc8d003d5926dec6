import { and, desc, eq } from 'drizzle-orm';
import { isUpgrade, planName, planPriceCents, PETITION_LABELS, BILLING_CURRENCY, type PlanId } from '@acclaim/domain';
import { ZLetter } from '@acclaim/domain/letter';
import type { TBrand } from '@acclaim/contracts';
import type { MailMessage } from '../../adapters/mail/mailer';
import {
  billingEvents,
  cases,
  filingPackages,
  firms,
  letters,
  subscriptions,
  users,
  type BillingEventRow,
  type EmailNotificationRow,
  type UserRow,
} from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { receiptNumber } from '../billing/render-receipt';
import { findCreditCents, findLiveSubscription } from '../billing/find-subscription';
import { findCaseApplicant } from '../firms/case-applicant';
import { brandOfCase, staffRoleOnCase } from '../firms/firm-access';
import {
  cancellationMessage,
  letterReadyMessage,
  packageReadyMessage,
  paymentReceiptMessage,
  planChangedMessage,
  refundMessage,
  renewalNoticeMessage,
} from '../mail/customer-emails';

export type RenderedNotification = { message: MailMessage } | { skip: string };

/** Where each email's button leads: the screens of the web app (apps/web/src/config/paths.ts). */
const SCREENS = { billing: '/billing', coverLetter: '/cover-letter', packageStep: '/finalize/package' } as const;

/**
 * The email a recorded notification owes, from the records as they are now; `skip` when it no longer has anything
 * true to say (what it was about is gone, or changed back before it left).
 */
export async function renderNotification(deps: AppDeps, row: EmailNotificationRow): Promise<RenderedNotification> {
  const { db } = deps.database;
  const [recipient] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!recipient) return { skip: 'the account is gone' };
  switch (row.kind) {
    case 'payment_receipt':
    case 'plan_changed':
    case 'cancellation':
    case 'refund':
      return renderBillingEmail(deps, row, recipient);
    case 'renewal_notice':
      return renderRenewalNotice(deps, row, recipient);
    case 'letter_ready':
      return renderLetterReady(deps, row, recipient);
    case 'package_ready':
      return renderPackageReady(deps, row, recipient);
  }
}

async function billingBase(deps: AppDeps, recipient: UserRow, isTestMode: boolean) {
  const [firm] = await deps.database.db.select({ name: firms.name }).from(firms).where(eq(firms.ownerId, recipient.id)).limit(1);
  return {
    to: recipient.email,
    name: recipient.name,
    firmName: firm?.name ?? null,
    billingUrl: `${deps.env.APP_URL}${SCREENS.billing}`,
    appUrl: deps.env.APP_URL,
    isTestMode,
  };
}

const paidPlanName = (planId: PlanId | null) => (planId && planId !== 'FREE_TRIAL' ? planName(planId) : null);

async function renderBillingEmail(deps: AppDeps, row: EmailNotificationRow, recipient: UserRow): Promise<RenderedNotification> {
  const { db } = deps.database;
  const [event] = await db.select().from(billingEvents).where(eq(billingEvents.id, row.subjectId));
  if (!event) return { skip: 'the ledger row is gone' };
  const base = await billingBase(deps, recipient, event.provider === 'test');
  switch (row.kind) {
    case 'payment_receipt':
      return {
        message: paymentReceiptMessage({
          ...base,
          receiptNumber: receiptNumber(event),
          planName: paidPlanName(event.planId),
          description: event.description,
          amountCents: event.amountCents,
          currency: event.currency,
          paidAt: event.occurredAt,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
        }),
      };
    case 'plan_changed': {
      if (!event.planId || !event.previousPlanId) return { skip: 'the change names no plans' };
      const subscription = await subscriptionOf(deps, event);
      return {
        message: planChangedMessage({
          ...base,
          fromPlanName: planName(event.previousPlanId),
          toPlanName: planName(event.planId),
          isUpgrade: isUpgrade(event.previousPlanId, event.planId),
          changedAt: event.occurredAt,
          priceCents: planPriceCents(event.planId),
          currency: BILLING_CURRENCY,
          nextRenewal: subscription && subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
        }),
      };
    }
    case 'cancellation': {
      const subscription = await subscriptionOf(deps, event);
      if (!subscription || !event.planId) return { skip: 'the subscription is gone' };
      if (subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd) return { skip: 'the plan was resumed before the email left' };
      return { message: cancellationMessage({ ...base, planName: planName(event.planId), endsAt: subscription.endedAt ?? subscription.currentPeriodEnd }) };
    }
    default: {
      const paymentRef = typeof event.details?.paymentRef === 'string' ? event.details.paymentRef : null;
      const [payment] = paymentRef
        ? await db
            .select()
            .from(billingEvents)
            .where(and(eq(billingEvents.provider, event.provider), eq(billingEvents.kind, 'payment'), eq(billingEvents.providerRef, paymentRef)))
        : [];
      const live = await findLiveSubscription(db, recipient.id);
      const [last] = live
        ? []
        : await db
            .select({ planId: subscriptions.planId })
            .from(subscriptions)
            .where(eq(subscriptions.userId, recipient.id))
            .orderBy(desc(subscriptions.updatedAt))
            .limit(1);
      return {
        message: refundMessage({
          ...base,
          amountCents: event.amountCents,
          currency: event.currency,
          refundedAt: event.occurredAt,
          payment: payment ? { paidAt: payment.occurredAt, description: payment.description, amountCents: payment.amountCents } : null,
          endedPlanName: last ? planName(last.planId) : null,
        }),
      };
    }
  }
}

async function subscriptionOf(deps: AppDeps, event: BillingEventRow) {
  const providerId = typeof event.details?.subscription === 'string' ? event.details.subscription : null;
  if (!providerId) return null;
  const [row] = await deps.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, event.provider), eq(subscriptions.providerSubscriptionId, providerId)));
  return row ?? null;
}

async function renderRenewalNotice(deps: AppDeps, row: EmailNotificationRow, recipient: UserRow): Promise<RenderedNotification> {
  const { db } = deps.database;
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.subjectId));
  const periodEnd = typeof row.details?.periodEnd === 'string' ? row.details.periodEnd : null;
  if (!subscription || subscription.status !== 'active' || subscription.cancelAtPeriodEnd) return { skip: 'the plan no longer renews' };
  if (subscription.currentPeriodEnd.toISOString() !== periodEnd || subscription.currentPeriodEnd <= new Date()) return { skip: 'the period already renewed' };
  const isTestMode = subscription.provider === 'test';
  return {
    message: renewalNoticeMessage({
      ...(await billingBase(deps, recipient, isTestMode)),
      planName: planName(subscription.planId),
      renewsAt: subscription.currentPeriodEnd,
      priceCents: planPriceCents(subscription.planId),
      // Test mode keeps the account's credit in our ledger; Stripe keeps it in the customer's balance.
      creditCents: isTestMode ? Math.max(0, await findCreditCents(db, recipient.id)) : null,
      currency: BILLING_CURRENCY,
    }),
  };
}

/**
 * Whom a case email addresses and under whose brand. On a firm's case: the member of the firm who asked, under the
 * firm's brand, naming the client; someone no longer on the firm's staff is not written to, and neither is the
 * client (the firm talks to its client itself). On a self-petitioner's case: its owner, under Acclaim's name.
 */
type CaseAudience = { skip: string } | { skip?: undefined; brand: TBrand | null; clientName: string | null };

async function caseAudience(deps: AppDeps, caseId: string | null, recipient: UserRow): Promise<CaseAudience> {
  const { db } = deps.database;
  const [caseRow] = caseId ? await db.select().from(cases).where(eq(cases.id, caseId)) : [];
  if (!caseRow) return { skip: 'the case is gone' };
  const firm = await brandOfCase(db, caseRow);
  if (!firm) return caseRow.ownerId === recipient.id ? { brand: null, clientName: null } : { skip: 'the requester does not own the case' };
  if (!(await staffRoleOnCase(db, recipient, caseRow))) return { skip: 'the requester is not on the firm’s staff' };
  const applicant = await findCaseApplicant(db, caseRow.id);
  return { brand: firm.brand, clientName: applicant?.name ?? caseRow.title };
}

async function renderLetterReady(deps: AppDeps, row: EmailNotificationRow, recipient: UserRow): Promise<RenderedNotification> {
  const [letter] = await deps.database.db.select().from(letters).where(eq(letters.id, row.subjectId));
  if (!letter?.document) return { skip: 'the letter is gone' };
  const audience = await caseAudience(deps, row.caseId, recipient);
  if (audience.skip !== undefined) return { skip: audience.skip };
  const document = ZLetter.parse(letter.document);
  return {
    message: letterReadyMessage({
      to: recipient.email,
      name: recipient.name,
      brand: audience.brand,
      clientName: audience.clientName,
      petitionLabel: PETITION_LABELS[letter.petitionType],
      sections: document.sections.length,
      words: letter.wordCount ?? 0,
      url: `${deps.env.APP_URL}${SCREENS.coverLetter}`,
      appUrl: deps.env.APP_URL,
    }),
  };
}

async function renderPackageReady(deps: AppDeps, row: EmailNotificationRow, recipient: UserRow): Promise<RenderedNotification> {
  const [filingPackage] = await deps.database.db.select().from(filingPackages).where(eq(filingPackages.id, row.subjectId));
  if (!filingPackage || filingPackage.status !== 'completed') return { skip: 'the package was replaced or is gone' };
  const audience = await caseAudience(deps, row.caseId, recipient);
  if (audience.skip !== undefined) return { skip: audience.skip };
  return {
    message: packageReadyMessage({
      to: recipient.email,
      name: recipient.name,
      brand: audience.brand,
      clientName: audience.clientName,
      pages: filingPackage.totalPages ?? 0,
      problems: filingPackage.manifest?.problems.length ?? 0,
      url: `${deps.env.APP_URL}${SCREENS.packageStep}`,
      appUrl: deps.env.APP_URL,
    }),
  };
}
