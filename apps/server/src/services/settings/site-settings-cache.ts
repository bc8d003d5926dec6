import type { AppDeps } from '../../lib/context';
import { loadSiteSettings } from './load-site-settings';
import type { SiteSettingsState } from './setting-values';

/**
 * How long a process trusts its copy. A save clears this process's copy at once; other API processes (several behind
 * a load balancer) see the change within this time. Short enough for maintenance mode, long enough that the hot path
 * (every customer write, every layout's status poll) costs no query of its own.
 */
export const SETTINGS_TTL_MS = 5_000;

interface Entry {
  loadedAt: number;
  settings: Promise<SiteSettingsState>;
}

// One copy per database, so each test file's app (its own database) keeps its own.
const entries = new WeakMap<object, Entry>();

type SettingsDeps = Pick<AppDeps, 'database' | 'logger'>;

/** The settings in force, from this process's copy when it is fresh; callers at the same moment share one load. */
export function getSiteSettings(deps: SettingsDeps, now = Date.now()): Promise<SiteSettingsState> {
  const cached = entries.get(deps.database);
  if (cached && now - cached.loadedAt < SETTINGS_TTL_MS) return cached.settings;
  const entry: Entry = { loadedAt: now, settings: loadSiteSettings(deps.database.db, deps.logger) };
  entries.set(deps.database, entry);
  // A failed load is not kept: the next caller tries again rather than reading the failure for five seconds.
  entry.settings.catch(() => {
    if (entries.get(deps.database) === entry) entries.delete(deps.database);
  });
  return entry.settings;
}

/** Called after a save commits, so this process reads the new values on its next request. */
export function invalidateSiteSettings(deps: SettingsDeps): void {
  entries.delete(deps.database);
}
