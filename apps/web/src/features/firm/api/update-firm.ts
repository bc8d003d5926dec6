import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirmResponse, TUpdateFirmRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const updateFirm = (body: TUpdateFirmRequest) =>
  apiClient.patch<TFirmResponse>('/firm', body, { fallbackMessage: 'The firm’s details could not be saved. Please try again.' });

/** Saves the profile or the branding (owner); the brand the workspace wears is asked again with it. */
export function useUpdateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirm,
    onSuccess: async (answer) => {
      queryClient.setQueryData(firmKeys.firm, answer);
      await queryClient.invalidateQueries({ queryKey: firmKeys.context });
    },
  });
}
