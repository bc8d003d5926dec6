import type { TAdminSettings } from '@acclaim/contracts';
import type { AppDeps } from '../../lib/context';
import { loadSiteSettings } from './load-site-settings';
import { effectiveStats, FILE_STATS } from './marketing-stats';

/** The settings screen reads the database itself rather than the cache: it shows exactly what was saved last. */
export async function getAdminSettings(deps: Pick<AppDeps, 'database' | 'env' | 'logger'>): Promise<TAdminSettings> {
  const state = await loadSiteSettings(deps.database.db, deps.logger);
  return {
    marketingStats: {
      stats: effectiveStats(state),
      fileStats: FILE_STATS,
      isOverridden: state.marketingStats !== null,
      changed: state.changes.marketing_stats,
    },
    announcement: { ...state.announcement, changed: state.changes.announcement },
    featureFlags: { ...state.featureFlags, changed: state.changes.feature_flags },
    maintenance: { ...state.maintenance, changed: state.changes.maintenance },
    operatorEmail: { email: state.operatorEmail, configuredEmail: deps.env.OPERATOR_EMAIL, changed: state.changes.operator_email },
  };
}
