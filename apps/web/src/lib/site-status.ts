import { useQuery } from '@tanstack/react-query';
import type { TSiteStatusResponse } from '@acclaim/contracts';
import { apiClient } from './api-client';

/**
 * The public part of /admin/settings (maintenance mode, the announcement banner, the sign-up and chat switches, the
 * landing page's figures), read by the layouts, the landing page, /login and /chat. Shared here because several
 * features read it and none may import another.
 */
export const siteStatusKey = ['site-status'] as const;

export const getSiteStatus = () => apiClient.get<TSiteStatusResponse>('/site/status', { fallbackMessage: 'The site status could not be loaded.' });

/** Asked again every minute and on return to the tab, so a banner turned on or off reaches open pages without a reload. */
export function useSiteStatus() {
  return useQuery({
    queryKey: siteStatusKey,
    queryFn: getSiteStatus,
    select: (answer) => answer.status,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
