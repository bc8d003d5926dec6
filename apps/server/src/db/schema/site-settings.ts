import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a SUPER_ADMIN changes at run time on /admin/settings: one row per section (marketing_stats, announcement,
 * feature_flags, maintenance, operator_email; see SITE_SETTING_SECTIONS in the contracts). A missing row means the
 * section's default: content/site.json for the figures, the server's configuration for the operator email. The value
 * is the section's contract shape, checked when written and again when read. Every change is also in the audit log.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  /**
   * The email of the admin who saved it last, for "last changed by" on the screen. Copied rather than linked: the
   * audit log holds who did what, and the setting is the site's, not the admin's.
   */
  updatedByEmail: text('updated_by_email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;
