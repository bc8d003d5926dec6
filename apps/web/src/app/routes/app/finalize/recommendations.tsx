import { RecommendationsSection } from '@/features/finalize/components/recommendations/recommendations-section';
import { StepFooter } from '@/features/finalize/components/steps/step-footer';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinalizeContext } from './context';

/** /finalize/recommendations: who could write, the people chosen, the plan of the letters and the drafts. */
export function Component() {
  usePageTitle('Recommendation letters · Finalize');
  const { caseId } = useFinalizeContext();
  return (
    <div className="space-y-10">
      <RecommendationsSection caseId={caseId} />
      <StepFooter current="recommendations" />
    </div>
  );
}
