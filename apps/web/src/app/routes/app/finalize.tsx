import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { FormsSection } from '@/features/finalize/components/forms-section';
import { RecommendationsSection } from '@/features/finalize/components/recommendations/recommendations-section';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /finalize: what the filing needs, section by section. Each section loads its own data for the active case, so
 * the filing checklist and the package join here as sections of their own.
 */
export function Component() {
  usePageTitle('Finalize');
  const activeCase = useActiveCase();

  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Finalize</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Prepare the forms that go with your petition and check what the filing needs before you send it.</p>
      </header>
      {activeCase.isSuccess ? (
        <>
          <FormsSection caseId={activeCase.data.id} />
          <RecommendationsSection caseId={activeCase.data.id} />
        </>
      ) : activeCase.isError ? (
        <LoadError title="Your case could not be opened." error={activeCase.error} onRetry={() => void activeCase.refetch()} isRetrying={activeCase.isFetching} />
      ) : (
        <ListSkeleton label="Loading your case" />
      )}
    </div>
  );
}
