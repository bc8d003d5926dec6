import type { TSiteStatus } from '@acclaim/contracts';
import type { AppDeps } from '../../lib/context';
import { shownStats } from './marketing-stats';
import { getSiteSettings } from './site-settings-cache';

/** The public part of the settings, for every layout's banners, the landing page's figures, /login and /chat. */
export async function getSiteStatus(deps: Pick<AppDeps, 'database' | 'logger'>): Promise<TSiteStatus> {
  const settings = await getSiteSettings(deps);
  return {
    maintenance: { isOn: settings.maintenance.isOn, message: settings.maintenance.isOn ? settings.maintenance.message : null },
    announcement: settings.announcement.isOn && settings.announcement.text ? settings.announcement.text : null,
    signupsOpen: settings.featureFlags.signupsOpen,
    chatEnabled: settings.featureFlags.chatEnabled,
    stats: shownStats(settings),
  };
}
