import { useActiveCase } from '@/features/case/api/get-active-case';
import { ActiveCaseFallback } from '@/features/case/components/active-case-fallback';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { EligibilityWorkspace } from '@/features/eligibility/components/eligibility-workspace';
import { PublicationsVerificationCard } from '@/features/verification/components/publications-verification-card';
import { usePageTitle } from '@/lib/use-page-title';

/** /eligibility: the active case's assessment, its history and the publications it can rely on. */
export function Component() {
  usePageTitle('Eligibility');
  const activeCase = useActiveCase();
  const processing = useCaseEvents(activeCase.data?.id);

  if (activeCase.isSuccess) {
    const caseId = activeCase.data.id;
    return (
      <EligibilityWorkspace caseId={caseId} processing={processing} aside={<PublicationsVerificationCard caseId={caseId} processing={processing} compact />} />
    );
  }
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Eligibility</h1>
      <ActiveCaseFallback activeCase={activeCase} />
    </div>
  );
}
