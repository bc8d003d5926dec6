import { useFilingChecklist } from '../api/get-filing-checklist';
import { useFilingPackage } from '../api/get-filing-package';
import { finalizeStepStatuses, type StepStatuses } from '../step-status';

/**
 * The status of every step, from the checklist and the package that the steps load themselves (same query keys, so
 * no extra request). `isSettled` once both answered or failed: /finalize waits for it before choosing a step.
 */
export function useStepStatuses(caseId: string): { statuses: StepStatuses; isSettled: boolean } {
  const checklist = useFilingChecklist(caseId);
  const filingPackage = useFilingPackage(caseId);
  return {
    statuses: finalizeStepStatuses({ checklist: checklist.data, filingPackage: filingPackage.data }),
    isSettled: !checklist.isPending && !filingPackage.isPending,
  };
}
