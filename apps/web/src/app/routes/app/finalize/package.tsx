import { PackageSection } from '@/features/finalize/components/filing/package-section';
import { StepFooter } from '@/features/finalize/components/steps/step-footer';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinalizeContext } from './context';

/** /finalize/package: assemble the filing package as a job, follow it, download the PDF and the ZIP. */
export function Component() {
  usePageTitle('Filing package · Finalize');
  const { caseId, processing } = useFinalizeContext();
  return (
    <div className="space-y-10">
      <PackageSection caseId={caseId} processing={processing} />
      <StepFooter current="package" />
    </div>
  );
}
