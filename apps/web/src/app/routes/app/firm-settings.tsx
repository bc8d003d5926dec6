import { FirmSettingsWorkspace } from '@/features/firm/components/firm-settings-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /firm/settings: the firm's profile (letterheads, Form G-28) and its branding. */
export function Component() {
  usePageTitle('Firm settings');
  return <FirmSettingsWorkspace />;
}
