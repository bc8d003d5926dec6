import { UsersAnalytics } from '@/features/admin/analytics/components/users-analytics';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/analytics/users: User analytics. Lazy, so the charting library loads only with the analytics screens. */
export function Component() {
  usePageTitle('User analytics · Admin');
  return <UsersAnalytics />;
}
