import { useActiveCase } from '@/features/case/api/get-active-case';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { DocumentsHeader } from '@/features/documents/components/documents-header';
import { DocumentsWorkspace } from '@/features/documents/components/documents-workspace';
import { PublicationsVerificationCard } from '@/features/verification/components/publications-verification-card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
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
      {activeCase.isError ? (
        <LoadError
          title="Your case could not be opened."
          error={activeCase.error}
          onRetry={() => void activeCase.refetch()}
          isRetrying={activeCase.isFetching}
        />
      ) : (
        <ListSkeleton label="Loading your case" />
      )}
    </div>
  );
}
