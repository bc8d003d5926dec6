import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  ZUpdateAnnouncementRequest,
  ZUpdateFeatureFlagsRequest,
  ZUpdateMaintenanceRequest,
  ZUpdateMarketingStatsRequest,
  ZUpdateOperatorEmailRequest,
  type SiteSettingSection,
  type TAdminSettings,
  type TUpdateAnnouncementRequest,
  type TUpdateFeatureFlagsRequest,
  type TUpdateMaintenanceRequest,
  type TUpdateMarketingStatsRequest,
  type TUpdateOperatorEmailRequest,
} from '@acclaim/contracts';
import { siteSettings } from '../../db/schema/index';
import type { AdminAuthContext } from '../../lib/auth/admin-guard';
import type { AppDeps } from '../../lib/context';
import { adminActor } from '../admin/manage-user-access';
import { recordAdminAction } from '../admin/record-admin-action';
import { getAdminSettings } from './get-admin-settings';
import { loadSiteSettings } from './load-site-settings';
import { toSavedStats } from './marketing-stats';
import { invalidateSiteSettings } from './site-settings-cache';
import { sectionValue, type SiteSettingValues } from './setting-values';

export interface SettingsChange {
  message: string;
  settings: TAdminSettings;
}

export const NOTHING_CHANGED = 'Nothing changed: these are the settings already in force.';

/**
 * Saves one section: the row and its audit entry (before and after) in one transaction, then this process's cached
 * copy is dropped. Saving what is already in force writes nothing and records nothing.
 */
async function saveSection(
  deps: AppDeps,
  auth: AdminAuthContext,
  section: SiteSettingSection,
  patch: Partial<SiteSettingValues>,
  describe: (values: SiteSettingValues) => string,
): Promise<SettingsChange> {
  const { db } = deps.database;
  const next = await db.transaction(async (tx) => {
    // One save of a section at a time, so the "before" in the audit log is exactly what the change replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_settings:${section}`}))`);
    const current = await loadSiteSettings(tx, deps.logger);
    const values: SiteSettingValues = { ...current, ...patch };
    const before = sectionValue(section, current);
    const after = sectionValue(section, values);
    if (isDeepStrictEqual(before, after)) return null;
    const saved = { value: after, updatedByEmail: auth.user.email, updatedAt: new Date() };
    await tx
      .insert(siteSettings)
      .values({ key: section, ...saved })
      .onConflictDoUpdate({ target: siteSettings.key, set: saved });
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'settings.update',
      target: { type: 'setting', id: section },
      before,
      after,
    });
    return values;
  });
  if (next) invalidateSiteSettings(deps);
  return { message: next ? describe(next) : NOTHING_CHANGED, settings: await getAdminSettings(deps) };
}

export function updateMarketingStats(deps: AppDeps, auth: AdminAuthContext, request: TUpdateMarketingStatsRequest) {
  const { stats } = ZUpdateMarketingStatsRequest.parse(request);
  const marketingStats = stats === null ? null : toSavedStats(stats);
  return saveSection(deps, auth, 'marketing_stats', { marketingStats }, (values) => {
    if (!values.marketingStats) return 'The landing page shows the figures in content/site.json again.';
    const shown = values.marketingStats.filter((stat) => stat.substantiated).length;
    return `Figures saved. The landing page shows ${shown} of ${values.marketingStats.length}.`;
  });
}

export function updateAnnouncement(deps: AppDeps, auth: AdminAuthContext, request: TUpdateAnnouncementRequest) {
  const announcement = ZUpdateAnnouncementRequest.parse(request);
  return saveSection(deps, auth, 'announcement', { announcement }, (values) =>
    values.announcement.isOn ? 'The announcement banner is on every page.' : 'The announcement banner is off.',
  );
}

export function updateFeatureFlags(deps: AppDeps, auth: AdminAuthContext, request: TUpdateFeatureFlagsRequest) {
  const featureFlags = ZUpdateFeatureFlagsRequest.parse(request);
  return saveSection(
    deps,
    auth,
    'feature_flags',
    { featureFlags },
    ({ featureFlags: flags }) => `New sign-ups are ${flags.signupsOpen ? 'open' : 'closed'}; the chat assistant is ${flags.chatEnabled ? 'on' : 'off'}.`,
  );
}

export function updateMaintenance(deps: AppDeps, auth: AdminAuthContext, request: TUpdateMaintenanceRequest) {
  const maintenance = ZUpdateMaintenanceRequest.parse(request);
  return saveSection(deps, auth, 'maintenance', { maintenance }, (values) =>
    values.maintenance.isOn
      ? 'Maintenance mode is on: customers can read but their changes are refused with your message.'
      : 'Maintenance mode is off: customers can make changes again.',
  );
}

export function updateOperatorEmail(deps: AppDeps, auth: AdminAuthContext, request: TUpdateOperatorEmailRequest) {
  const { email } = ZUpdateOperatorEmailRequest.parse(request);
  return saveSection(deps, auth, 'operator_email', { operatorEmail: email }, (values) =>
    values.operatorEmail
      ? `Refund requests and contact messages now go to ${values.operatorEmail}.`
      : `Refund requests and contact messages go to ${deps.env.OPERATOR_EMAIL} from the server's configuration again.`,
  );
}
