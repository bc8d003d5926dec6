import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateClientCaseRequest, TFirmCase } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const createClientCase = (body: TCreateClientCaseRequest) =>
  apiClient
    .post<{ success: true; case: TFirmCase }>('/firm/cases', body, { fallbackMessage: 'The client could not be added. Please try again.' })
    .then((res) => res.case);

/** Opens a case for a new client (and their account) and emails them the portal invitation. */
export function useCreateClientCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientCase,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: firmKeys.cases });
      // The plan's "clients n of limit" counts this one now.
      await queryClient.invalidateQueries({ queryKey: firmKeys.firm });
    },
  });
}
