import { FormsSection } from '@/features/finalize/components/forms-section';
import { StepFooter } from '@/features/finalize/components/steps/step-footer';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinalizeContext } from './context';

/** /finalize/forms: the forms, their fees and where to file, the G-28 worksheet and the I-140 guide. */
export function Component() {
  usePageTitle('Forms and fees · Finalize');
  const { caseId } = useFinalizeContext();
  return (
    <div className="space-y-10">
      <FormsSection caseId={caseId} />
      <StepFooter current="forms" />
    </div>
  );
}
