import { useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const searchSite = (q: string, signal?: AbortSignal) =>
  apiClient.get<TSearchResponse>(`/search?q=${encodeURIComponent(q)}`, { signal, fallbackMessage: 'Search is unavailable right now.' });

export const useSiteSearch = (q: string) =>
  useQuery({ queryKey: ['search', q], queryFn: ({ signal }) => searchSite(q, signal), enabled: q.trim().length >= 2, staleTime: 60_000 });
