import { SystemHealth } from '@/features/admin/system/components/system-health';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/system: system health. */
export function Component() {
  usePageTitle('System health · Admin');
  return <SystemHealth />;
}
