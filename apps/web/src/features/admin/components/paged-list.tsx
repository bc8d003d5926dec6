import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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

/**
 * The states of a searchable admin list, alike on every screen: loading, not loaded (with a retry), empty (with
 * "Clear filters" when the filters hide everything), then the rows and their pages. While the next page loads, the
 * previous one stays, marked busy, so the table does not jump.
 */
export function PagedList<Data extends PageOf>({
  list,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
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
  empty: Omit<React.ComponentProps<typeof EmptyState>, 'action'>;
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
    const clear = isFiltered && (
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    );
    return <EmptyState {...empty} action={clear} />;
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      {children(list.data)}
      <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} noun={noun} onPageChange={onPageChange} />
    </div>
  );
}
