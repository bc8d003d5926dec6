import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SUBSCRIPTION_STATUS_FILTERS, REFUND_REQUEST_STATUSES, type TAdminSubscriptionsQuery } from '@acclaim/contracts';
import { PAID_PLAN_IDS } from '@acclaim/domain';
import { oneOf, pageFrom, withFilterChange } from '../../hooks/filter-params';

export const SUBSCRIPTIONS_PAGE_SIZE = 25;

type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];
type Change = Partial<Pick<TAdminSubscriptionsQuery, 'q' | 'status' | 'plan' | 'page'>>;

/**
 * The subscriptions screen's search, filters and page live in the address (as on the users screen), and so does which
 * money-back requests are shown (`requests`: open by default, or the refunded or declined record).
 */
export function useSubscriptionsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = React.useMemo<TAdminSubscriptionsQuery>(() => {
    return {
      q: searchParams.get('q')?.trim() || undefined,
      status: oneOf(ADMIN_SUBSCRIPTION_STATUS_FILTERS, searchParams.get('status')),
      plan: oneOf(PAID_PLAN_IDS, searchParams.get('plan')),
      page: pageFrom(searchParams),
      pageSize: SUBSCRIPTIONS_PAGE_SIZE,
    };
  }, [searchParams]);
  const requests: RefundRequestStatus = oneOf(REFUND_REQUEST_STATUSES, searchParams.get('requests')) ?? 'requested';

  /** Changing what is searched starts again at page 1; turning the page keeps the rest. */
  const update = React.useCallback(
    (change: Change) => {
      setSearchParams((current) => withFilterChange(current, change));
    },
    [setSearchParams],
  );

  const showRequests = React.useCallback(
    (status: RefundRequestStatus) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (status === 'requested') next.delete('requests');
        else next.set('requests', status);
        return next;
      });
    },
    [setSearchParams],
  );

  /** Clears the table's search and filters; which requests are shown stays as it is. */
  const clear = React.useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams();
      const shown = current.get('requests');
      if (shown) next.set('requests', shown);
      return next;
    });
  }, [setSearchParams]);
  const isFiltered = Boolean(query.q || query.status || query.plan);

  return { query, update, clear, isFiltered, requests, showRequests };
}
