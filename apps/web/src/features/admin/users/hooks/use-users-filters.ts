import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ROLE_FILTERS, USER_STATUSES, type TAdminUsersQuery } from '@acclaim/contracts';
import { PLAN_IDS } from '@acclaim/domain';
import { oneOf, pageFrom, withFilterChange } from '../../hooks/filter-params';

export const USERS_PAGE_SIZE = 25;

/**
 * The users screen's search, filters and page live in the address, so a filtered list can be shared, reloaded and
 * left with Back. Anything unknown in the address is ignored rather than sent to the server.
 */
export function useUsersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = React.useMemo<TAdminUsersQuery>(() => {
    return {
      q: searchParams.get('q')?.trim() || undefined,
      plan: oneOf(PLAN_IDS, searchParams.get('plan')),
      role: oneOf(ADMIN_ROLE_FILTERS, searchParams.get('role')),
      status: oneOf(USER_STATUSES, searchParams.get('status')),
      page: pageFrom(searchParams),
      pageSize: USERS_PAGE_SIZE,
    };
  }, [searchParams]);

  /** Changing what is searched starts again at page 1; turning the page keeps the rest. */
  const update = React.useCallback(
    (change: Partial<Pick<TAdminUsersQuery, 'q' | 'plan' | 'role' | 'status' | 'page'>>) => {
      setSearchParams((current) => withFilterChange(current, change));
    },
    [setSearchParams],
  );

  const clear = React.useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  const isFiltered = Boolean(query.q || query.plan || query.role || query.status);

  return { query, update, clear, isFiltered };
}
