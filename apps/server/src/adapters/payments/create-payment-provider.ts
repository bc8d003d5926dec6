import type { Env } from '../../lib/env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** Stripe when its secret key is set (env validation then requires the webhook secret and prices); test mode otherwise. */
export function createPaymentProvider(env: Env): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return createTestPaymentProvider({ appUrl: env.APP_URL });
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { ANALYSIS: env.STRIPE_PRICE_ANALYSIS!, COMPLETE: env.STRIPE_PRICE_COMPLETE!, ATTORNEY: env.STRIPE_PRICE_ATTORNEY! },
    apiUrl: env.STRIPE_API_URL,
  });
}
