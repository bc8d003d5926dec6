import { CheckoutCanceled } from '@/features/billing/components/checkout-canceled';
import { usePageTitle } from '@/lib/use-page-title';

/** /billing/cancel: where checkout returns when it was left without paying. */
export function Component() {
  usePageTitle('Checkout canceled');
  return <CheckoutCanceled />;
}
