import { RevenueAnalytics } from '@/features/admin/analytics/components/revenue-analytics';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/analytics/revenue: Revenue analytics. Lazy, so the charting library loads only with the analytics screens. */
export function Component() {
  usePageTitle('Revenue analytics · Admin');
  return <RevenueAnalytics />;
}
