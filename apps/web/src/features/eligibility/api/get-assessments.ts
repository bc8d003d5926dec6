import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAssessmentListResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { assessmentsKey } from './query-keys';

export type TAssessmentList = z.infer<typeof ZAssessmentListResponse>;

export const getAssessments = (caseId: string) =>
  apiClient.get<TAssessmentList>(`/cases/${caseId}/assessments`, { fallbackMessage: 'Your assessments could not be loaded.' });

const isRunning = (list: TAssessmentList | undefined) => list?.assessments.some((item) => item.status === 'queued' || item.status === 'running') ?? false;

/**
 * The case's assessments, newest first, with the plan's allowance. While one runs the list is asked again
 * every few seconds: the event stream normally says when it ends, this covers a stream that dropped.
 */
export const useAssessments = (caseId: string) =>
  useQuery({
    queryKey: assessmentsKey(caseId),
    queryFn: () => getAssessments(caseId),
    refetchInterval: (query) => (isRunning(query.state.data) ? 3000 : false),
  });
