import { DEFAULT_MAINTENANCE_MESSAGE, type TAdminSettings } from '@acclaim/contracts';

const FILE_STATS = [
  { value: '3 of 10', label: 'EB-1A criteria you need to meet', substantiated: true, source: null },
  { value: '95%+', label: 'approval rate', substantiated: false, source: null },
];

/** The settings screen's answer with every section at its default, sections overridable one by one. */
export function buildSettings(overrides: Partial<TAdminSettings> = {}): TAdminSettings {
  return {
    marketingStats: { stats: FILE_STATS, fileStats: FILE_STATS, isOverridden: false, changed: null },
    announcement: { isOn: false, text: '', changed: null },
    featureFlags: { signupsOpen: true, chatEnabled: true, changed: null },
    maintenance: { isOn: false, message: DEFAULT_MAINTENANCE_MESSAGE, changed: null },
    operatorEmail: { email: null, configuredEmail: 'operator@acclaim.local', changed: null },
    ...overrides,
  };
}
