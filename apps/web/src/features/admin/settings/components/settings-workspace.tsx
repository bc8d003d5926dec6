import type { TSettingChange } from '@acclaim/contracts';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { useAdminSettings } from '../api/get-admin-settings';
import { AnnouncementForm } from './announcement-form';
import { FeatureFlagsForm } from './feature-flags-form';
import { MaintenanceForm } from './maintenance-form';
import { MarketingStatsForm } from './marketing-stats-form';
import { OperatorEmailForm } from './operator-email-form';

/** A form's identity: its section and when that section last changed, so a save starts the form afresh. */
const version = (section: string, changed: TSettingChange) => `${section}@${changed?.at ?? 'default'}`;

/**
 * /admin/settings (SUPER_ADMIN): each section is its own form with its own save. A form is keyed by when its section
 * last changed, so after a save it starts again from what the server now holds.
 */
export function SettingsWorkspace() {
  const query = useAdminSettings();
  const settings = query.data?.settings;

  return (
    <div>
      <AdminScreenHeader
        title="Settings"
        lead="What the public site says, which features are on, maintenance mode and where the operator's mail goes. Every change is recorded in the audit log."
      />
      {query.isPending ? (
        <ListSkeleton label="Loading the settings" rows={4} />
      ) : query.isError ? (
        <QueryLoadError title="The settings could not be loaded." query={query} />
      ) : (
        settings && (
          <div className="space-y-8">
            <section aria-labelledby="settings-site-content" className="space-y-4">
              <h2 id="settings-site-content" className="text-xl font-semibold tracking-tight">
                Site content
              </h2>
              <MarketingStatsForm key={version('marketingStats', settings.marketingStats.changed)} saved={settings.marketingStats} />
              <AnnouncementForm key={version('announcement', settings.announcement.changed)} saved={settings.announcement} />
            </section>
            <FeatureFlagsForm key={version('featureFlags', settings.featureFlags.changed)} saved={settings.featureFlags} />
            <MaintenanceForm key={version('maintenance', settings.maintenance.changed)} saved={settings.maintenance} />
            <OperatorEmailForm key={version('operatorEmail', settings.operatorEmail.changed)} saved={settings.operatorEmail} />
          </div>
        )
      )}
    </div>
  );
}
