import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const startVerification = (caseId: string) =>
  apiClient.post<{ success: true; message: string }>(`/cases/${caseId}/verification`, undefined, {
    fallbackMessage: 'Verification could not be started. Please try again.',
  });

/** Starts checking the case's publications against the scholarly services; progress arrives as processing type 'verification'. */
export const useStartVerification = (caseId: string) => useMutation({ mutationFn: () => startVerification(caseId) });
