import { useActiveCase } from '@/features/case/api/get-active-case';
import { ActiveCaseFallback } from '@/features/case/components/active-case-fallback';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { LetterWorkspace } from '@/features/letters/components/letter-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /cover-letter: the active case's petition letter — written, read, edited, compared and exported. */
export function Component() {
  usePageTitle('Cover Letter');
  const activeCase = useActiveCase();
  const processing = useCaseEvents(activeCase.data?.id);

  if (activeCase.isSuccess) {
    return <LetterWorkspace caseId={activeCase.data.id} casePetitionType={activeCase.data.petitionType} processing={processing} />;
  }
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Cover Letter</h1>
      <ActiveCaseFallback activeCase={activeCase} />
    </div>
  );
}
