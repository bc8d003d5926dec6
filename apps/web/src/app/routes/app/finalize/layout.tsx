import { Outlet } from 'react-router';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { ActiveCaseFallback } from '@/features/case/components/active-case-fallback';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { FinalizeStepNav } from '@/features/finalize/components/steps/finalize-step-nav';
import { useScrollToHash } from '@/features/finalize/hooks/use-scroll-to-hash';
import { useStepStatuses } from '@/features/finalize/hooks/use-step-statuses';
import type { TProcessingState } from '@acclaim/contracts';
import type { FinalizeContext } from './context';

function Steps({ caseId, processing }: { caseId: string; processing: readonly TProcessingState[] }) {
  const { statuses, isSettled } = useStepStatuses(caseId);
  return (
    <>
      <FinalizeStepNav statuses={statuses} />
      <Outlet context={{ caseId, processing, statuses, isSettled } satisfies FinalizeContext} />
    </>
  );
}

/**
 * /finalize: the filing prepared in four steps, each at its own URL (checklist, forms and fees, recommendation
 * letters, package) under one step bar. The layout holds what every step shares: the case, its live events (a
 * package job reports through them) and the steps' statuses. Each step sets its own title: a parent's effect runs
 * after its child's and would overwrite it.
 */
export function Component() {
  const activeCase = useActiveCase();
  const processing = useCaseEvents(activeCase.data?.id);
  useScrollToHash();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Finalize</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Check what the filing needs, prepare the forms and recommendation letters, and assemble the package you send.
        </p>
      </header>
      {activeCase.isSuccess ? <Steps caseId={activeCase.data.id} processing={processing} /> : <ActiveCaseFallback activeCase={activeCase} />}
    </div>
  );
}
