import { useParams } from 'react-router';
import { TestCheckout } from '@/features/billing/components/test-checkout';
import { usePageTitle } from '@/lib/use-page-title';

/** /billing/test-checkout/:id: test mode's own checkout page, in place of the provider's. */
export function Component() {
  usePageTitle('Test checkout');
  const { id = '' } = useParams();
  return <TestCheckout key={id} checkoutId={id} />;
}
