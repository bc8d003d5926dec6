import { ChecklistSection } from '@/features/finalize/components/filing/checklist-section';
import { StepFooter } from '@/features/finalize/components/steps/step-footer';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinalizeContext } from './context';

/** /finalize/checklist: everything a complete filing needs, checked against the case, with where to fix each item. */
export function Component() {
  usePageTitle('Filing checklist · Finalize');
  const { caseId } = useFinalizeContext();
  return (
    <div className="space-y-10">
      <ChecklistSection caseId={caseId} />
      <StepFooter current="checklist" />
    </div>
  );
}
