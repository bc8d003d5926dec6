import { useSearchParams } from 'react-router';
import { isPaidPlan } from '@acclaim/domain/billing';
import { CheckoutSuccess } from '@/features/billing/components/checkout-success';
import { usePageTitle } from '@/lib/use-page-title';

/** /billing/success: after checkout, or `?change=PLAN` after a plan changed in place. */
export function Component() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('change') ?? '';
  const change = isPaidPlan(asked) ? asked : null;
  usePageTitle(change ? 'Plan changed' : 'Payment received');
  return <CheckoutSuccess change={change} />;
}
