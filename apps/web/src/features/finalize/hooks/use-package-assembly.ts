import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import type { TProcessingState } from '@acclaim/contracts';
import { useJobProgress } from '@/lib/use-job-progress';
import { filingPackageKey } from '../api/filing-keys';
import { useFilingPackage } from '../api/get-filing-package';
import { useStartFilingPackage } from '../api/start-filing-package';

/**
 * The filing package and its assembly job: `assemble()` starts one, `progress` follows it (from the job's reports,
 * or from the package's own status while no report has come), and the package is fetched again once it ends.
 */
export function usePackageAssembly(caseId: string, processing: readonly TProcessingState[]) {
  const queryClient = useQueryClient();
  const state = useFilingPackage(caseId);
  const start = useStartFilingPackage(caseId);
  const job = useJobProgress({
    caseId,
    states: processing,
    type: 'package',
    category: 'finalize',
    estimatedSeconds: 15,
    onFinished: () => void queryClient.invalidateQueries({ queryKey: filingPackageKey(caseId) }),
  });

  const pkg = state.data?.package ?? null;
  const isWorking = pkg?.status === 'queued' || pkg?.status === 'running';
  // The package's own polling saw the end before a processing report did: drop the local bar.
  const { cancel: cancelJob, isActive: isJobActive } = job;
  React.useEffect(() => {
    if (pkg && !isWorking && isJobActive && !start.isPending) cancelJob();
  }, [pkg, isWorking, isJobActive, cancelJob, start.isPending]);

  async function assemble() {
    await job.begin();
    start.mutate(undefined, {
      onSuccess: () =>
        toast.success('Assembling your package', { description: 'It is built from your case as it is now; the files appear here when it is done.' }),
      onError: (error) => {
        job.cancel();
        toast.error('The package was not started', { description: error.message });
      },
    });
  }

  const isRunning = job.isActive || isWorking || start.isPending;
  const progress = job.current ?? (isWorking ? { progress: 0, currentStep: pkg?.status === 'queued' ? 'Waiting to start…' : 'Assembling…' } : null);

  return { state, pkg, isRunning, progress, assemble };
}
