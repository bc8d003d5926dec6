import * as React from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormsOverview, TFormsOverviewResponse, TI140Answers, TUpdateI140Request } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey, formsKey } from './query-keys';

export const updateI140 = (caseId: string, request: TUpdateI140Request) =>
  apiClient
    .patch<TFormsOverviewResponse>(`/cases/${caseId}/forms/i-140`, request, { fallbackMessage: 'Your answer could not be saved. Please try again.' })
    .then((res) => res.forms);

export interface I140Change {
  answers?: TI140Answers;
  confirmPartId?: string;
  unconfirmPartId?: string;
}

/**
 * Saves answers and confirmations of the I-140 guide. Saves go one after another, each on the version the previous
 * one returned, so answering two fields in quick succession never makes the second look stale; a 409 then means
 * the worksheet really changed elsewhere (another tab or device).
 */
export function useUpdateI140(caseId: string) {
  const queryClient = useQueryClient();
  const queue = React.useRef<Promise<unknown>>(Promise.resolve());
  return useMutation({
    mutationFn: (change: I140Change) => {
      const run = queue.current
        .catch(() => undefined)
        .then(async () => {
          const baseVersion = queryClient.getQueryData<TFormsOverview>(formsKey(caseId))?.i140?.version ?? 0;
          const forms = await updateI140(caseId, { ...change, baseVersion });
          // Here rather than in onSuccess, so the next save in the queue reads this version.
          queryClient.setQueryData(formsKey(caseId), forms);
          return forms;
        });
      queue.current = run;
      return run;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) }),
  });
}
