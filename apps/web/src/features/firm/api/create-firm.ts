import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateFirmRequest, TFirmResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const createFirm = (body: TCreateFirmRequest) =>
  apiClient.post<TFirmResponse>('/firm', body, { fallbackMessage: 'Your firm could not be created. Please try again.' });

/** Makes the signed-in user the owner of a new firm; the navigation learns of it through the context. */
export function useCreateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirm,
    onSuccess: async (answer) => {
      queryClient.setQueryData(firmKeys.firm, answer);
      await queryClient.invalidateQueries({ queryKey: firmKeys.context });
      await queryClient.invalidateQueries({ queryKey: firmKeys.cases });
    },
  });
}
