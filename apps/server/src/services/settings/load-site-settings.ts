import type { z } from 'zod';
import { SITE_SETTING_SECTIONS, type SiteSettingSection, type TSettingChange } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { siteSettings, type SiteSettingRow } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import { DEFAULT_SETTINGS, SECTION_CODECS, type SiteSettingsState, type SiteSettingValues } from './setting-values';

const isSection = (key: string): key is SiteSettingSection => (SITE_SETTING_SECTIONS as readonly string[]).includes(key);

/** Lays one stored row over `values`; false when the row no longer fits its section's shape. */
export function applySettingRow(values: SiteSettingValues, section: SiteSettingSection, raw: unknown): boolean {
  const codec = SECTION_CODECS[section] as unknown as { schema: z.ZodType; read: (value: unknown) => Partial<SiteSettingValues> };
  const parsed = codec.schema.safeParse(raw);
  if (!parsed.success) return false;
  Object.assign(values, codec.read(parsed.data));
  return true;
}

export const presentChange = (row: Pick<SiteSettingRow, 'updatedAt' | 'updatedByEmail'>): TSettingChange => ({
  at: row.updatedAt.toISOString(),
  by: row.updatedByEmail,
});

/** Every section in force: the stored rows (five at most) laid over the defaults. One query. */
export async function loadSiteSettings(db: Db, logger?: Logger): Promise<SiteSettingsState> {
  const rows = await db.select().from(siteSettings);
  const values: SiteSettingValues = structuredClone(DEFAULT_SETTINGS);
  const changes = Object.fromEntries(SITE_SETTING_SECTIONS.map((section) => [section, null])) as SiteSettingsState['changes'];
  for (const row of rows) {
    if (!isSection(row.key)) continue;
    if (!applySettingRow(values, row.key, row.value)) {
      // A hand-edited row that no longer fits must not take the site down; its default applies instead.
      logger?.warn({ key: row.key }, 'a stored site setting does not fit its shape; using the default');
      continue;
    }
    changes[row.key] = presentChange(row);
  }
  return { ...values, changes };
}
