import { useQuery } from '@tanstack/react-query';
import type { TDocument } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { documentsKey } from './query-keys';

export const getDocuments = (caseId: string) =>
  apiClient
    .get<{ success: true; documents: TDocument[] }>(`/cases/${caseId}/documents`, { fallbackMessage: 'Your documents could not be loaded.' })
    .then((res) => res.documents);

/** The case's documents, newest first. */
export const useDocuments = (caseId: string) => useQuery({ queryKey: documentsKey(caseId), queryFn: () => getDocuments(caseId) });
