import { planName, type PaidPlanId, DAY_MS } from '@acclaim/domain';
import { checkoutSessions, type UserRow } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { applyBillingEvent } from './apply-billing-event';
import { assertMayHoldPlan } from './attorney-plan';
import { findCustomerId, findLiveSubscription, toCurrentSubscription } from './find-subscription';
import { sendNotificationsSoon } from '../notifications/email-notifications';

/** A checkout page stays usable for a day, as Stripe's do. */
export const CHECKOUT_TTL_MS = DAY_MS;

/**
 * Where the browser goes to get `planId`. Without a subscription: a new checkout at the provider. With one: the plan
 * changes in place (an upgrade is charged the prorated difference now, a downgrade credits it), and the answer is
 * the success page, because the card on file pays. The attorney plan is refused to anyone but a firm's owner with bar
 * admission details, before anything is asked of the provider.
 */
export async function startCheckout(deps: AppDeps, user: UserRow, planId: PaidPlanId, now = new Date()): Promise<string> {
  const { db } = deps.database;
  const live = await findLiveSubscription(db, user.id);
  if (live) {
    if (live.planId === planId) throw new AppError('CONFLICT', { message: `You are already on the ${planName(planId)} plan.` });
    if (live.provider !== deps.payments.kind) throw providerChanged();
    if (live.status === 'past_due') {
      throw new AppError('CONFLICT', { message: 'Your last payment did not go through. Update your payment method before changing plans.' });
    }
    await assertMayHoldPlan(db, user.id, planId);
    const events = await deps.payments.changePlan(toCurrentSubscription(live), planId, now);
    for (const event of events) await applyBillingEvent(db, event, deps.logger);
    sendNotificationsSoon(deps);
    return `${deps.env.APP_URL}/billing/success?change=${planId}`;
  }

  const checkout = await db.transaction(async (tx) => {
    await assertMayHoldPlan(tx, user.id, planId);
    const [row] = await tx
      .insert(checkoutSessions)
      .values({ userId: user.id, provider: deps.payments.kind, planId, expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS) })
      .returning();
    return row;
  });
  const { url, providerSessionId } = await deps.payments.createCheckout({
    checkoutId: checkout!.id,
    user: { id: user.id, email: user.email },
    planId,
    customerId: await findCustomerId(db, user.id, deps.payments.kind),
    successUrl: `${deps.env.APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.env.APP_URL}/billing/cancel`,
  });
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, checkout!.id));
  return url;
}

export function providerChanged() {
  return new AppError('CONFLICT', { message: 'Your subscription was made with another payment provider. Contact us and we will move it for you.' });
}
