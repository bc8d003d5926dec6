import type { UseQueryResult } from '@tanstack/react-query';
import type { TCase } from '@acclaim/contracts';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';

/** What a case page shows until the active case has loaded: the error with a retry, or a skeleton while it loads. */
export function ActiveCaseFallback({ activeCase }: { activeCase: UseQueryResult<TCase> }) {
  if (activeCase.isError) {
    return <QueryLoadError title="Your case could not be opened." query={activeCase} />;
  }
  return <ListSkeleton label="Loading your case" />;
}
