import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { accountKey } from './query-keys';

export const updateProfile = (body: TUpdateProfileRequest) =>
  apiClient.patch<TUpdateProfileResponse>('/account/profile', body, { fallbackMessage: 'Your name could not be saved. Please try again.' });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }) });
}
