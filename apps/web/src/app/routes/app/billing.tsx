import { BillingWorkspace } from '@/features/billing/components/billing-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /billing: the account's plan, usage, plans to move to, payments and the money-back guarantee. */
export function Component() {
  usePageTitle('Billing');
  return <BillingWorkspace />;
}
