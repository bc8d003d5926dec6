import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirmResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const removeFirmLogo = () => apiClient.delete<TFirmResponse>('/firm/logo', { fallbackMessage: 'The logo could not be removed. Please try again.' });

/** The portal goes back to showing the firm's name alone. */
export function useRemoveFirmLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFirmLogo,
    onSuccess: async (answer) => {
      queryClient.setQueryData(firmKeys.firm, answer);
      await queryClient.invalidateQueries({ queryKey: firmKeys.context });
    },
  });
}
