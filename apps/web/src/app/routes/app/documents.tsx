import { useActiveCase } from '@/features/case/api/get-active-case';
import { ActiveCaseFallback } from '@/features/case/components/active-case-fallback';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { DocumentsHeader } from '@/features/documents/components/documents-header';
import { DocumentsWorkspace } from '@/features/documents/components/documents-workspace';
import { PublicationsVerificationCard } from '@/features/verification/components/publications-verification-card';
import { usePageTitle } from '@/lib/use-page-title';

/** /documents: the active case's documents and the evidence read from them. */
export function Component() {
  usePageTitle('Documents');
  const activeCase = useActiveCase();
  const processing = useCaseEvents(activeCase.data?.id);

  if (activeCase.isSuccess) {
    const caseId = activeCase.data.id;
    return (
      <DocumentsWorkspace
        caseId={caseId}
        processing={processing}
        evidenceAside={<PublicationsVerificationCard caseId={caseId} processing={processing} compact />}
      />
    );
  }
  return (
    <div className="space-y-8">
      <DocumentsHeader />
      <ActiveCaseFallback activeCase={activeCase} />
    </div>
  );
}
