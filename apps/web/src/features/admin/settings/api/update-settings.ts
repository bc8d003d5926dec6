import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import type {
  TAdminSettingsResponse,
  TAdminSettingsUpdateResponse,
  TUpdateAnnouncementRequest,
  TUpdateFeatureFlagsRequest,
  TUpdateMaintenanceRequest,
  TUpdateMarketingStatsRequest,
  TUpdateOperatorEmailRequest,
} from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { siteStatusKey } from '@/lib/site-status';
import { settingsKeys } from './query-keys';

/** The body each section's form sends, by the last part of its address. */
interface SectionBodies {
  'marketing-stats': TUpdateMarketingStatsRequest;
  announcement: TUpdateAnnouncementRequest;
  'feature-flags': TUpdateFeatureFlagsRequest;
  maintenance: TUpdateMaintenanceRequest;
  'operator-email': TUpdateOperatorEmailRequest;
}
export type SettingsSectionPath = keyof SectionBodies;

export const updateSettings = <P extends SettingsSectionPath>(path: P, body: SectionBodies[P]) =>
  apiClient.put<TAdminSettingsUpdateResponse>(`/admin/settings/${path}`, body, { fallbackMessage: 'The settings could not be saved. Please try again.' });

/**
 * Saves one section. The answer carries the whole screen's new state, which replaces the cached one; the public site
 * status is read again so this browser's own banners and figures follow at once. The toasts are raised here rather
 * than by the form: a saved form starts afresh (it is keyed by its section's last change), so it may be gone by then.
 */
export function useUpdateSettings<P extends SettingsSectionPath>(path: P, toasts: { saved: string; failed: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionBodies[P]) => updateSettings(path, body),
    onSuccess: (answer) => {
      toast.success(toasts.saved, { description: answer.message });
      queryClient.setQueryData<TAdminSettingsResponse>(settingsKeys.all, { success: true, settings: answer.settings });
      return queryClient.invalidateQueries({ queryKey: siteStatusKey });
    },
    onError: (error) => toast.error(toasts.failed, { description: error.message }),
  });
}
