import { useQuery } from '@tanstack/react-query';
import type { TFirmContext } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const getFirmContext = () =>
  apiClient
    .get<{ success: true; context: TFirmContext }>('/firm/context', { fallbackMessage: 'Your firm details could not be loaded.' })
    .then((res) => res.context);

/**
 * The user's firm (staff) and the brand the workspace wears (a client in a firm's portal). Read by the layout on
 * every signed-in page, so it is kept fresh for a while rather than asked again on each screen.
 */
export const useFirmContext = () => useQuery({ queryKey: firmKeys.context, queryFn: getFirmContext, staleTime: 60_000 });
