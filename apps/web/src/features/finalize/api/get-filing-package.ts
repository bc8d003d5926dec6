import { useQuery } from '@tanstack/react-query';
import type { TFilingPackageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { filingPackageKey } from './filing-keys';

export const getFilingPackage = (caseId: string) =>
  apiClient.get<TFilingPackageResponse>(`/cases/${caseId}/filing/package`, { fallbackMessage: 'The filing package could not be loaded.' });

const isWorking = (data: TFilingPackageResponse | undefined) => data?.package?.status === 'queued' || data?.package?.status === 'running';

/** The newest package and whether the plan can assemble one; asked again every 2 s while one is being assembled. */
export const useFilingPackage = (caseId: string) =>
  useQuery({
    queryKey: filingPackageKey(caseId),
    queryFn: () => getFilingPackage(caseId),
    refetchInterval: (query) => (isWorking(query.state.data) ? 2000 : false),
  });
