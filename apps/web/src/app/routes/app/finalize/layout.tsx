import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { ChecklistSection } from '@/features/finalize/components/filing/checklist-section';
import { PackageSection } from '@/features/finalize/components/filing/package-section';
import { FormsSection } from '@/features/finalize/components/forms-section';
import { RecommendationsSection } from '@/features/finalize/components/recommendations/recommendations-section';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /finalize: what the filing needs, section by section, in the order of the work: the checklist first, then the
 * forms and the recommendation letters, and the package assembled from all of it last. Each section loads its
 * own data for the active case.
 */
export function Component() {
  usePageTitle('Finalize');
  const activeCase = useActiveCase();
  const processing = useCaseEvents(activeCase.data?.id);

  return (
    <div className="space-y-12">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Finalize</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Check what the filing needs, prepare the forms and recommendation letters, and assemble the package you send.
        </p>
      </header>
      {activeCase.isSuccess ? (
        <>
          <ChecklistSection caseId={activeCase.data.id} />
          <FormsSection caseId={activeCase.data.id} />
          <RecommendationsSection caseId={activeCase.data.id} />
          <PackageSection caseId={activeCase.data.id} processing={processing} />
        </>
      ) : activeCase.isError ? (
        <LoadError title="Your case could not be opened." error={activeCase.error} onRetry={() => void activeCase.refetch()} isRetrying={activeCase.isFetching} />
      ) : (
        <ListSkeleton label="Loading your case" />
      )}
    </div>
  );
}
