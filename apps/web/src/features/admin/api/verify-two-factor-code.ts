import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTwoFactorStatusResponse, TTwoFactorVerifyRequest, TTwoFactorVerifyResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** A refusal without a message of its own reads "Invalid code" (under the "Verification Failed" toast). */
export const verifyTwoFactorCode = (body: TTwoFactorVerifyRequest) =>
  apiClient.post<TTwoFactorVerifyResponse>('/auth/2fa/verify', body, { fallbackMessage: 'Invalid code' });

/** On success this session is verified: the guard's status flips and the protected screen shows. */
export function useVerifyTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorCode,
    onSuccess: () => {
      queryClient.setQueriesData<TTwoFactorStatusResponse>(
        { queryKey: adminKeys.twoFactorStatusAll },
        { success: true, data: { requiresVerification: false } },
      );
    },
  });
}
