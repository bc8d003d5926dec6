import { SubscriptionsWorkspace } from '@/features/admin/subscriptions/components/subscriptions-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/subscriptions: subscriptions, their payments and the money-back requests. */
export function Component() {
  usePageTitle('Subscriptions · Admin');
  return <SubscriptionsWorkspace />;
}
