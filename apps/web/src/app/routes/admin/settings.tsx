import { SettingsWorkspace } from '@/features/admin/settings/components/settings-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/settings: site content, feature flags, maintenance mode and the operator email (SUPER_ADMIN). */
export function Component() {
  usePageTitle('Settings · Admin');
  return <SettingsWorkspace />;
}
