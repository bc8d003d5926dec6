import type { UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { applyBillingEvent } from './apply-billing-event';
import { findCustomerId, findLiveSubscription, toCurrentSubscription } from './find-subscription';
import { sendNotificationsSoon } from '../notifications/email-notifications';
import { providerChanged } from './start-checkout';

/**
 * Cancels at the end of the period the account has paid for (`cancel` true) or takes that back (`cancel` false).
 * Nothing is deleted either way: when the plan ends, the account keeps everything and the Free Trial limits apply
 * to what it creates next.
 */
export async function setCancelAtPeriodEnd(deps: AppDeps, user: UserRow, cancel: boolean, now = new Date()) {
  const live = await findLiveSubscription(deps.database.db, user.id);
  if (!live) throw new AppError('CONFLICT', { message: 'You have no paid plan to cancel or resume. You are on the Free Trial.' });
  if (live.provider !== deps.payments.kind) throw providerChanged();
  if (live.cancelAtPeriodEnd === cancel) {
    throw new AppError('CONFLICT', {
      message: cancel ? 'Your plan is already set to end at the end of this period.' : 'Your plan is not canceled; it renews as usual.',
    });
  }
  const events = await deps.payments.setCancelAtPeriodEnd(toCurrentSubscription(live), cancel, now);
  for (const event of events) await applyBillingEvent(deps.database.db, event, deps.logger);
  sendNotificationsSoon(deps);
}

/** Stripe's Customer Portal for the payment method and invoices. */
export async function openPortal(deps: AppDeps, user: UserRow): Promise<string> {
  const customerId = await findCustomerId(deps.database.db, user.id, deps.payments.kind);
  const portal = customerId ? await deps.payments.createPortal(customerId, `${deps.env.APP_URL}/billing`) : null;
  if (!portal) {
    throw new AppError('CONFLICT', {
      message: customerId
        ? 'Payments are in test mode: there is no payment method to manage. Everything is on this page.'
        : 'There is no payment method on file yet.',
    });
  }
  return portal.url;
}
