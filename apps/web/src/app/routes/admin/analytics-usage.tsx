import { UsageAnalytics } from '@/features/admin/analytics/components/usage-analytics';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/analytics/usage: Usage analytics. Lazy, so the charting library loads only with the analytics screens. */
export function Component() {
  usePageTitle('Usage analytics · Admin');
  return <UsageAnalytics />;
}
