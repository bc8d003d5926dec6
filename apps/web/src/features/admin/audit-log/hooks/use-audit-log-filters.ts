import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_AUDIT_ACTIONS, type TAdminAuditLogQuery } from '@acclaim/contracts';
import { oneOf, pageFrom, withFilterChange } from '../../hooks/filter-params';

export const AUDIT_LOG_PAGE_SIZE = 25;

type Filter = Pick<TAdminAuditLogQuery, 'action' | 'actor' | 'target' | 'page'>;

/**
 * The audit log's filters and page live in the address, so a filtered view can be shared, reloaded and left with
 * Back. An unknown action in the address is ignored rather than sent to the server.
 */
export function useAuditLogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = React.useMemo<TAdminAuditLogQuery>(() => {
    return {
      action: oneOf(ADMIN_AUDIT_ACTIONS, searchParams.get('action')),
      actor: searchParams.get('actor')?.trim() || undefined,
      target: searchParams.get('target')?.trim() || undefined,
      page: pageFrom(searchParams),
      pageSize: AUDIT_LOG_PAGE_SIZE,
    };
  }, [searchParams]);

  /** Changing a filter starts again at page 1; turning the page keeps the filters. */
  const update = React.useCallback(
    (change: Partial<Filter>) => {
      setSearchParams((current) => withFilterChange(current, change));
    },
    [setSearchParams],
  );

  const clear = React.useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  const isFiltered = Boolean(query.action || query.actor || query.target);

  return { query, update, clear, isFiltered };
}
