import * as React from 'react';
import { SearchX } from 'lucide-react';
import { canAdmin } from '@acclaim/domain';
import { useAdminSubscriptions } from '../api/get-subscriptions';
import { useSubscriptionsFilters } from '../hooks/use-subscriptions-filters';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { useAdminSession } from '../../components/admin-session';
import { PagedList } from '../../components/paged-list';
import { SubscriptionsFilters } from './subscriptions-filters';
import { SubscriptionsRefundQueue } from './subscriptions-refund-queue';
import { SubscriptionsSummary } from './subscriptions-summary';
import { SubscriptionsTable } from './subscriptions-table';

/**
 * /admin/subscriptions: the figures, the money-back requests first while any are open (they wait on staff), then every
 * subscription with search, status and plan filters and pages.
 */
export function SubscriptionsWorkspace() {
  const admin = useAdminSession();
  const { query, update, clear, isFiltered, requests, showRequests } = useSubscriptionsFilters();
  const subscriptions = useAdminSubscriptions(query);
  const summary = subscriptions.data?.summary;
  // Where the queue goes is settled by the first figures and then kept: moving it would remount it mid-action (its
  // dialog and toasts with it) when the last open request is resolved.
  const [isQueueFirst, setIsQueueFirst] = React.useState<boolean | null>(null);
  const queueFirst = isQueueFirst ?? (summary ? summary.openRefundRequests > 0 : null);
  if (isQueueFirst === null && queueFirst !== null) setIsQueueFirst(queueFirst);

  const queue = <SubscriptionsRefundQueue status={requests} onStatusChange={showRequests} canHandle={canAdmin(admin.role, 'refunds.handle')} />;

  return (
    <div>
      <AdminScreenHeader title="Subscriptions" lead="Paid plans and their payments, and the money-back requests waiting for staff." />
      <SubscriptionsSummary summary={summary} />
      {queueFirst === true && queue}

      <section aria-labelledby="subscriptions-heading" className="mb-10">
        <h2 id="subscriptions-heading" className="mb-4 text-xl font-semibold tracking-tight">
          All subscriptions
        </h2>
        <SubscriptionsFilters query={query} onChange={update} />
        <PagedList
          list={subscriptions}
          loadingLabel="Loading subscriptions"
          errorTitle="The subscriptions could not be loaded."
          isEmpty={(data) => data.subscriptions.length === 0}
          empty={{ icon: SearchX, headingLevel: 3, title: 'No subscriptions yet', description: 'Subscriptions appear here when someone pays for a plan.' }}
          isFiltered={isFiltered}
          onClear={clear}
          noun="subscriptions"
          onPageChange={(page) => update({ page })}
        >
          {(data) => <SubscriptionsTable subscriptions={data.subscriptions} />}
        </PagedList>
      </section>

      {/* With nothing waiting, the record of resolved requests sits below the table. */}
      {queueFirst === false && queue}
    </div>
  );
}
