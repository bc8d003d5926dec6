import * as React from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFilingChecklist } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { filingChecklistKey } from './filing-keys';

export const getFilingChecklist = (caseId: string): Promise<TFilingChecklist> =>
  apiClient
    .get<{ success: true; checklist: TFilingChecklist }>(`/cases/${caseId}/filing/checklist`, { fallbackMessage: 'The filing checklist could not be loaded.' })
    .then((res) => res.checklist);

/**
 * The checklist follows everything else on /finalize: a confirmed I-140 part, a drafted letter or a changed
 * need all change it, so any change saved on the page reads it again.
 */
export function useFilingChecklist(caseId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: filingChecklistKey(caseId), queryFn: () => getFilingChecklist(caseId) });
  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: filingChecklistKey(caseId) });
      }),
    [queryClient, caseId],
  );
  return query;
}
