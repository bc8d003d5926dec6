import { afterAll } from 'vitest';
import { startStripeStandIn } from './stripe-stand-in';
import { createTestApp } from './test-app';

/** The Stripe price ids the test app is configured with, one per paid plan. */
export const STRIPE_TEST_PRICES = { ANALYSIS: 'price_analysis_monthly', COMPLETE: 'price_complete_monthly', ATTORNEY: 'price_attorney_monthly' };

/**
 * A test app whose payments go to a local Stripe stand-in (closed after the file's tests), signing webhooks with
 * `webhookSecret`. Billing is not rate limited here, so tests can change plans as often as they need.
 */
export async function createStripeTestApp(webhookSecret: string) {
  const standIn = await startStripeStandIn();
  afterAll(() => standIn.close());
  const t = await createTestApp({
    RATE_LIMIT_BILLING: '1000/60',
    STRIPE_SECRET_KEY: 'sk_test_acclaim',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ANALYSIS: STRIPE_TEST_PRICES.ANALYSIS,
    STRIPE_PRICE_COMPLETE: STRIPE_TEST_PRICES.COMPLETE,
    STRIPE_PRICE_ATTORNEY: STRIPE_TEST_PRICES.ATTORNEY,
    STRIPE_API_URL: standIn.url,
  });
  return { t, standIn };
}
