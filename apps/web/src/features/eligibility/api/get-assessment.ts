import { useQuery } from '@tanstack/react-query';
import type { TAssessmentDetail } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { assessmentKey } from './query-keys';

export const getAssessment = (assessmentId: string) =>
  apiClient
    .get<{ success: true; assessment: TAssessmentDetail }>(`/assessments/${assessmentId}`, { fallbackMessage: 'The assessment could not be loaded.' })
    .then((res) => res.assessment);

const isFinished = (assessment: TAssessmentDetail | undefined) => assessment?.status === 'completed' || assessment?.status === 'failed';

/** One assessment with its result; polled until it has finished, which is the fallback when the event stream is unavailable. */
export const useAssessment = (assessmentId: string | undefined) =>
  useQuery({
    queryKey: assessmentKey(assessmentId ?? ''),
    queryFn: () => getAssessment(assessmentId!),
    enabled: Boolean(assessmentId),
    // A finished assessment never changes.
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => (query.state.data && !isFinished(query.state.data) ? 2000 : false),
  });
