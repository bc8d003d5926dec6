import { useOutletContext } from 'react-router';
import type { TProcessingState } from '@acclaim/contracts';
import type { StepStatuses } from '@/features/finalize/step-status';

/** What the Finalize layout hands its steps: the open case, its live processing states and every step's status. */
export interface FinalizeContext {
  caseId: string;
  processing: readonly TProcessingState[];
  statuses: StepStatuses;
  /** True once the checklist and the package have answered (or failed), so the statuses are all there will be. */
  isSettled: boolean;
}

export const useFinalizeContext = () => useOutletContext<FinalizeContext>();
