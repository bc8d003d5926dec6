import type { UseQueryResult } from '@tanstack/react-query';
import type { TLetterCheck } from '@acclaim/contracts';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { FilingCheckPanel } from './filing-check-panel';
import { goToSection } from './section-dom';

/** The filing check of the letter once it has run, with a placeholder while it runs and a retry if it could not. */
export function LetterCheck({ check, visibleSectionIds }: { check: UseQueryResult<TLetterCheck>; visibleSectionIds: ReadonlySet<string> }) {
  if (check.isPending) {
    return (
      <div role="status" className="rounded-lg border border-border bg-background p-6">
        <span className="sr-only">Running the filing check</span>
        <Skeleton className="h-5 w-40" />
        <div className="mt-4 grid grid-cols-3 gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </div>
    );
  }
  if (check.isError) {
    return <QueryLoadError title="The filing check could not be run." query={check} />;
  }
  return <FilingCheckPanel check={check.data} visibleSectionIds={visibleSectionIds} onGoToSection={goToSection} />;
}
