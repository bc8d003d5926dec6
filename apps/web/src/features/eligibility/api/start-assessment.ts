import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssessmentSummary } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import type { TAssessmentList } from './get-assessments';
import { assessmentsKey } from './query-keys';

export const startAssessment = (caseId: string) =>
  apiClient
    .post<{ success: true; assessment: TAssessmentSummary }>(`/cases/${caseId}/assessments`, undefined, {
      fallbackMessage: 'The assessment could not be started. Please try again.',
    })
    .then((res) => res.assessment);

/** Starts an assessment job; the new run joins the history at once so its progress shows. */
export function useStartAssessment(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAssessment(caseId),
    onSuccess: (assessment) => {
      queryClient.setQueryData<TAssessmentList>(assessmentsKey(caseId), (list) =>
        list ? { ...list, assessments: [assessment, ...list.assessments.filter((item) => item.id !== assessment.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: assessmentsKey(caseId) });
    },
  });
}
