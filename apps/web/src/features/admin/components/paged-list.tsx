import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { Pagination } from './pagination';

interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

const NO_MATCH = 'Nothing matches this search and these filters. Try fewer words or other filters.';

type EmptyProps = Omit<React.ComponentProps<typeof EmptyState>, 'action'>;

/**
 * The states of a searchable admin list, alike on every screen: loading, not loaded (with a retry), empty (`empty`;
 * when the filters hide everything, "No … match" with "Clear filters", in the screen's own words where it gives them), then
 * the rows and their pages. While the next page loads, the previous one stays, marked busy, so the table does not jump.
 */
export function PagedList<Data extends PageOf>({
  list,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  noMatchDescription = NO_MATCH,
  isFiltered,
  onClear,
  noun,
  onPageChange,
  children,
}: {
  list: UseQueryResult<Data>;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: (data: Data) => boolean;
  /** What the screen says when there is nothing yet. */
  empty: EmptyProps;
  /** What the screen says when its filters hide everything. */
  noMatchDescription?: string;
  isFiltered: boolean;
  onClear: () => void;
  noun: string;
  onPageChange: (page: number) => void;
  /** The rows of the page shown. */
  children: (data: Data) => React.ReactNode;
}) {
  if (list.isPending) return <ListSkeleton label={loadingLabel} rows={5} />;
  if (list.isError) return <QueryLoadError title={errorTitle} query={list} />;
  if (isEmpty(list.data)) {
    if (!isFiltered) return <EmptyState {...empty} />;
    const clear = (
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    );
    // The empty state's heading level carries over; the rest says that the filters, not the data, left nothing.
    return <EmptyState {...empty} icon={SearchX} title={`No ${noun} match`} description={noMatchDescription} action={clear} />;
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      {children(list.data)}
      <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} noun={noun} onPageChange={onPageChange} />
    </div>
  );
}
