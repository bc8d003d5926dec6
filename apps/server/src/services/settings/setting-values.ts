import { z } from 'zod';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  ZSavedMarketingStat,
  ZUpdateAnnouncementRequest,
  ZUpdateFeatureFlagsRequest,
  ZUpdateMaintenanceRequest,
  type SiteSettingSection,
  type TSavedMarketingStat,
  type TSettingChange,
} from '@acclaim/contracts';

/** Every setting in force, with who changed each section last. Sections never saved hold their defaults. */
export interface SiteSettingsState {
  /** The landing page's figures as saved on /admin/settings; null while content/site.json's list applies. */
  marketingStats: TSavedMarketingStat[] | null;
  announcement: { isOn: boolean; text: string };
  featureFlags: { signupsOpen: boolean; chatEnabled: boolean };
  maintenance: { isOn: boolean; message: string };
  /** Null while OPERATOR_EMAIL from the configuration applies. */
  operatorEmail: string | null;
  changes: Record<SiteSettingSection, TSettingChange>;
}

export type SiteSettingValues = Omit<SiteSettingsState, 'changes'>;

export const DEFAULT_SETTINGS: SiteSettingValues = {
  marketingStats: null,
  announcement: { isOn: false, text: '' },
  featureFlags: { signupsOpen: true, chatEnabled: true },
  maintenance: { isOn: false, message: DEFAULT_MAINTENANCE_MESSAGE },
  operatorEmail: null,
};

/**
 * How each section sits in its `site_settings` row, and how it maps onto the state. A row is read back through the
 * same schema it was written with, so a value edited by hand that no longer fits falls back to the default.
 */
export const SECTION_CODECS = {
  marketing_stats: {
    schema: z.object({ stats: z.array(ZSavedMarketingStat).nullable() }),
    read: (value: { stats: TSavedMarketingStat[] | null }) => ({ marketingStats: value.stats }),
    write: (state: SiteSettingValues) => ({ stats: state.marketingStats }),
  },
  announcement: {
    schema: ZUpdateAnnouncementRequest,
    read: (value: { isOn: boolean; text: string }) => ({ announcement: { isOn: value.isOn, text: value.text } }),
    write: (state: SiteSettingValues) => ({ ...state.announcement }),
  },
  feature_flags: {
    schema: ZUpdateFeatureFlagsRequest,
    read: (value: { signupsOpen: boolean; chatEnabled: boolean }) => ({ featureFlags: { signupsOpen: value.signupsOpen, chatEnabled: value.chatEnabled } }),
    write: (state: SiteSettingValues) => ({ ...state.featureFlags }),
  },
  maintenance: {
    schema: ZUpdateMaintenanceRequest,
    read: (value: { isOn: boolean; message: string }) => ({ maintenance: { isOn: value.isOn, message: value.message } }),
    write: (state: SiteSettingValues) => ({ ...state.maintenance }),
  },
  operator_email: {
    schema: z.object({ email: z.email().nullable() }),
    read: (value: { email: string | null }) => ({ operatorEmail: value.email }),
    write: (state: SiteSettingValues) => ({ email: state.operatorEmail }),
  },
} as const satisfies Record<SiteSettingSection, unknown>;

/** The stored value of `section` as it stands in `values` (what the audit log records as before and after). */
export function sectionValue(section: SiteSettingSection, values: SiteSettingValues): Record<string, unknown> {
  return SECTION_CODECS[section].write(values);
}
