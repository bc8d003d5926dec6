import { TrendsAnalytics } from '@/features/admin/analytics/components/trends-analytics';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/analytics/trends: Trend analytics. Lazy, so the charting library loads only with the analytics screens. */
export function Component() {
  usePageTitle('Trend analytics · Admin');
  return <TrendsAnalytics />;
}
