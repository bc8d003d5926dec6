import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCase } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

const FALLBACK = 'Your own petition could not be opened. Please try again.';

/**
 * Opens the signed-in person's own petition, apart from the firm's clients: the first case they own is made the
 * active one, or, when they have none, one is created (within their plan's petition limit, which the server checks).
 */
export async function openOwnPetition(): Promise<TCase> {
  const own = await apiClient.get<{ success: true; cases: TCase[] }>('/cases', { fallbackMessage: FALLBACK });
  const first = own.cases[0];
  if (first) {
    return apiClient
      .post<{ success: true; case: TCase }>(`/cases/${encodeURIComponent(first.id)}/activate`, undefined, { fallbackMessage: FALLBACK })
      .then((res) => res.case);
  }
  return apiClient.post<{ success: true; case: TCase }>('/cases', { title: 'My petition' }, { fallbackMessage: FALLBACK }).then((res) => res.case);
}

/** Everything the workspace holds belonged to the previous case, so every query is asked again (as switching clients does). */
export function useOpenOwnPetition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openOwnPetition, onSuccess: () => void queryClient.invalidateQueries() });
}
