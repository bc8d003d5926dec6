import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest, TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const deleteAccount = (body: TDeleteAccountRequest) =>
  apiClient.delete<TMessageResponse>('/account', { body, fallbackMessage: 'Your account could not be deleted. Nothing was changed; please try again.' });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
