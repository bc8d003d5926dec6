import { SITE } from '@acclaim/content';
import type { TMarketingStat, TSavedMarketingStat } from '@acclaim/contracts';
import { AppError } from '../../lib/errors';
import type { SiteSettingValues } from './setting-values';

/** content/site.json's figures: what applies until a SUPER_ADMIN saves a list, and what a reset goes back to. */
export const FILE_STATS: TSavedMarketingStat[] = SITE.stats.map((stat) => ({ ...stat, source: null }));

export const SOURCE_REQUIRED = 'Say what backs this figure (records, a benchmark run, a published source) before showing it.';

/** The list in force: the saved one, else the file's. */
export const effectiveStats = (values: Pick<SiteSettingValues, 'marketingStats'>): TSavedMarketingStat[] => values.marketingStats ?? FILE_STATS;

/** The landing page's figures (docs/decisions/004): only the substantiated ones, without their internal source notes. */
export const shownStats = (values: Pick<SiteSettingValues, 'marketingStats'>) =>
  effectiveStats(values)
    .filter((stat) => stat.substantiated)
    .map(({ value, label }) => ({ value, label }));

/** The file already shows this exact figure; decision 004 records what backs it. */
const isBackedByFile = (stat: TMarketingStat) => FILE_STATS.some((known) => known.substantiated && known.value === stat.value && known.label === stat.label);

/**
 * A figure may be shown only with a note of what backs it: turning one on, or changing the words of one the file
 * shows, is a new claim that someone has to own. Refuses the whole list, naming each figure's source field.
 */
export function toSavedStats(stats: TMarketingStat[]): TSavedMarketingStat[] {
  const fields: Record<string, string[]> = {};
  const saved = stats.map((stat, index) => {
    const source = stat.source?.trim() || null;
    if (stat.substantiated && !source && !isBackedByFile(stat)) fields[`stats.${index}.source`] = [SOURCE_REQUIRED];
    return { value: stat.value, label: stat.label, substantiated: stat.substantiated, source };
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { message: SOURCE_REQUIRED, fields });
  return saved;
}
