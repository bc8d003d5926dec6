import { z } from 'zod';

// Contracts of /admin/settings (SUPER_ADMIN) and of the public site status every layout reads.

/** The sections of the settings screen; each is saved on its own and is one audit target. */
export const SITE_SETTING_SECTIONS = ['marketing_stats', 'announcement', 'feature_flags', 'maintenance', 'operator_email'] as const;
export type SiteSettingSection = (typeof SITE_SETTING_SECTIONS)[number];

export const STATS_MAX = 12;
export const STAT_VALUE_MAX = 24;
export const STAT_LABEL_MAX = 160;
export const STAT_SOURCE_MAX = 500;
export const ANNOUNCEMENT_MAX = 280;
export const MAINTENANCE_MESSAGE_MAX = 500;

/** What customers read while maintenance is on, until a SUPER_ADMIN writes their own. */
export const DEFAULT_MAINTENANCE_MESSAGE =
  'Acclaim is being updated. You can read your case, but changes are paused for a few minutes. Please try again shortly.';

/** What sign-up and a first Google sign-in answer while sign-ups are closed; /login says the same. */
export const SIGNUPS_CLOSED_MESSAGE = 'New sign-ups are closed for now. If you already have an account, log in with it.';
/** What the chat API answers while the assistant is off; /chat says the same. */
export const CHAT_TURNED_OFF_MESSAGE = 'The chat assistant is turned off for now. Your conversations are kept; please ask again later.';

// ---- marketing figures (docs/decisions/004) -------------------------------------------------------------------

export const ZMarketingStat = z.object({
  value: z.string({ error: 'Enter the figure.' }).trim().min(1, 'Enter the figure.').max(STAT_VALUE_MAX, `Keep the figure to ${STAT_VALUE_MAX} characters.`),
  label: z
    .string({ error: 'Say what the figure counts.' })
    .trim()
    .min(1, 'Say what the figure counts.')
    .max(STAT_LABEL_MAX, `Keep the label to ${STAT_LABEL_MAX} characters.`),
  /** Shown on the landing page only when true. */
  substantiated: z.boolean({ error: 'Say whether the figure is substantiated.' }),
  /**
   * What backs the figure (records, a benchmark run, a published source). Required to turn on a figure that
   * content/site.json does not already show; kept in the settings and the audit log, never shown publicly.
   */
  source: z.string().trim().max(STAT_SOURCE_MAX, `Keep the source note to ${STAT_SOURCE_MAX} characters.`).nullable().optional(),
});
export type TMarketingStat = z.infer<typeof ZMarketingStat>;

export const ZUpdateMarketingStatsRequest = z.object({
  /** The whole list as the landing page should read it; `null` goes back to content/site.json. */
  stats: z
    .array(ZMarketingStat)
    .min(1, 'Keep at least one figure, or go back to the figures in content/site.json.')
    .max(STATS_MAX, `At most ${STATS_MAX} figures.`)
    .nullable(),
});
export type TUpdateMarketingStatsRequest = z.input<typeof ZUpdateMarketingStatsRequest>;

// ---- announcement banner ----------------------------------------------------------------------------------------

const announcementFields = {
  isOn: z.boolean({ error: 'Say whether the banner is on.' }),
  text: z.string({ error: 'Write the announcement.' }).trim().max(ANNOUNCEMENT_MAX, `Keep the announcement to ${ANNOUNCEMENT_MAX} characters.`),
};

export const ZUpdateAnnouncementRequest = z.object(announcementFields).superRefine((value, ctx) => {
  if (value.isOn && !value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write the announcement before turning the banner on.' });
});
export type TUpdateAnnouncementRequest = z.input<typeof ZUpdateAnnouncementRequest>;

// ---- feature flags ----------------------------------------------------------------------------------------------

const featureFlagFields = {
  /** Closed: sign-up and a first Google sign-in are refused; existing accounts sign in as usual. */
  signupsOpen: z.boolean({ error: 'Say whether new sign-ups are open.' }),
  /** Off: the chat API refuses new conversations and questions, and /chat says so. */
  chatEnabled: z.boolean({ error: 'Say whether the chat assistant is on.' }),
};
export const ZUpdateFeatureFlagsRequest = z.object(featureFlagFields);
export type TUpdateFeatureFlagsRequest = z.input<typeof ZUpdateFeatureFlagsRequest>;

// ---- maintenance ------------------------------------------------------------------------------------------------

const maintenanceFields = {
  /** On: customers' changes answer 503 with the message; reads, sign-in, health and the admin API keep working. */
  isOn: z.boolean({ error: 'Say whether maintenance mode is on.' }),
  message: z
    .string({ error: 'Write the message customers will see.' })
    .trim()
    .min(1, 'Write the message customers will see.')
    .max(MAINTENANCE_MESSAGE_MAX, `Keep the message to ${MAINTENANCE_MESSAGE_MAX} characters.`),
};
export const ZUpdateMaintenanceRequest = z.object(maintenanceFields);
export type TUpdateMaintenanceRequest = z.input<typeof ZUpdateMaintenanceRequest>;

// ---- operator email ---------------------------------------------------------------------------------------------

export const ZUpdateOperatorEmailRequest = z.object({
  /** Where refund requests and contact messages are emailed; `null` goes back to the server's OPERATOR_EMAIL. */
  email: z
    .string({ error: 'Enter an email address.' })
    .trim()
    .max(254, 'Email is too long.')
    .pipe(z.email({ error: 'Enter a valid email address.' }))
    .transform((value) => value.toLowerCase())
    .nullable(),
});
export type TUpdateOperatorEmailRequest = z.input<typeof ZUpdateOperatorEmailRequest>;

// ---- the settings screen ----------------------------------------------------------------------------------------

/** Who saved a section last and when; null while it still has its default. */
export const ZSettingChange = z.object({ at: z.string(), by: z.string() }).nullable();
export type TSettingChange = z.infer<typeof ZSettingChange>;

export const ZSavedMarketingStat = z.object({ value: z.string(), label: z.string(), substantiated: z.boolean(), source: z.string().nullable() });
export type TSavedMarketingStat = z.infer<typeof ZSavedMarketingStat>;

export const ZAdminSettings = z.object({
  marketingStats: z.object({
    /** The list the landing page reads (the saved one, else the file's). */
    stats: z.array(ZSavedMarketingStat),
    /** content/site.json's own list, the one a reset goes back to. */
    fileStats: z.array(ZSavedMarketingStat),
    isOverridden: z.boolean(),
    changed: ZSettingChange,
  }),
  announcement: z.object({ ...announcementFields, changed: ZSettingChange }),
  featureFlags: z.object({ ...featureFlagFields, changed: ZSettingChange }),
  maintenance: z.object({ ...maintenanceFields, changed: ZSettingChange }),
  operatorEmail: z.object({
    /** The saved address; null when the server's configuration applies. */
    email: z.string().nullable(),
    /** OPERATOR_EMAIL from the server's configuration. */
    configuredEmail: z.string(),
    changed: ZSettingChange,
  }),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const ZAdminSettingsResponse = z.object({ success: z.literal(true), settings: ZAdminSettings });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

/** Every save answers with what happened and the whole screen's new state. */
export const ZAdminSettingsUpdateResponse = z.object({ success: z.literal(true), message: z.string(), settings: ZAdminSettings });
export type TAdminSettingsUpdateResponse = z.infer<typeof ZAdminSettingsUpdateResponse>;

// ---- the public part: GET /api/site/status ----------------------------------------------------------------------

export const ZSiteStatus = z.object({
  maintenance: z.object({ isOn: z.boolean(), message: z.string().nullable() }),
  /** The announcement banner's text while it is on. */
  announcement: z.string().nullable(),
  signupsOpen: z.boolean(),
  chatEnabled: z.boolean(),
  /** The landing page's figures: substantiated ones only, in order. */
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type TSiteStatus = z.infer<typeof ZSiteStatus>;

export const ZSiteStatusResponse = z.object({ success: z.literal(true), status: ZSiteStatus });
export type TSiteStatusResponse = z.infer<typeof ZSiteStatusResponse>;
