import { and, eq, lte, ne } from 'drizzle-orm';
import { testRenewalEvents } from '../../adapters/payments/test-provider';
import { subscriptions } from '../../db/schema/index';
import { renewTestSubscriptionsJob, scheduleJob, workJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { applyBillingEvent } from './apply-billing-event';
import { findCreditCents, toCurrentSubscription } from './find-subscription';
import { sendNotificationsSoon } from '../notifications/email-notifications';

/**
 * Test mode's stand-in for Stripe's billing clock: subscriptions whose period is over renew and are charged, or end
 * when they were canceled. Stripe does this itself and tells us by webhook, so this runs only in test mode.
 */
export async function renewTestSubscriptions(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'test'), ne(subscriptions.status, 'canceled'), lte(subscriptions.currentPeriodEnd, now)));
  for (const row of due) {
    const events = testRenewalEvents(toCurrentSubscription(row), await findCreditCents(db, row.userId), now);
    for (const event of events) await applyBillingEvent(db, event, deps.logger);
  }
  if (due.length > 0) sendNotificationsSoon(deps);
  return due.length;
}

/** Every ten minutes, on whichever worker takes it first. */
export async function registerBillingWorker(deps: AppDeps) {
  if (deps.payments.kind !== 'test') return;
  await workJob(deps.jobs, renewTestSubscriptionsJob, async () => {
    const renewed = await renewTestSubscriptions(deps);
    if (renewed > 0) deps.logger.info({ renewed }, 'billing: test-mode subscriptions renewed or ended');
  });
  await scheduleJob(deps.jobs, renewTestSubscriptionsJob, '*/10 * * * *');
}
