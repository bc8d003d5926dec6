import { useQuery, type QueryClient } from '@tanstack/react-query';
import { shownStats } from '@acclaim/content/site';
import type { TSiteStatus, TSiteStatusResponse } from '@acclaim/contracts';
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

/**
 * The status of a fresh install, which the public pages are drawn with at build time (entry-prerender.tsx): no
 * banner, sign-ups and chat on, content/site.json's substantiated figures. The server compares the live status with
 * it to tell whether a drawn page is still current (apps/server/src/lib/static-web.ts).
 */
export const drawnSiteStatus = (): TSiteStatus => ({
  maintenance: { isOn: false, message: null },
  announcement: null,
  signupsOpen: true,
  chatEnabled: true,
  stats: shownStats().map(({ value, label }) => ({ value, label })),
});

/** Gives the query cache the status a drawn page shows, so that the first render draws the same page. */
export function seedDrawnSiteStatus(queryClient: QueryClient) {
  queryClient.setQueryData<TSiteStatusResponse>(siteStatusKey, { success: true, status: drawnSiteStatus() });
}
