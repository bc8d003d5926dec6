import * as React from 'react';
import { Inbox } from 'lucide-react';
import { ADMIN_PERMISSIONS } from '@acclaim/domain';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useRefundRequests } from '../api/get-refund-requests';
import { useRefundRequestAction } from '../hooks/use-refund-request-action';
import { RefundRequestList } from './refund-request-list';
import { REFUND_REQUEST_SHOW_LABELS, RefundRequestStatusSelect, type RefundRequestStatus } from './refund-request-status-select';
import { SubscriptionsDeclineDialog } from './subscriptions-decline-dialog';
import { SubscriptionsRefundDialog } from './subscriptions-refund-dialog';

const PAGE_SIZE = 12;
const EMPTY: Record<RefundRequestStatus, string> = {
  requested: 'No money-back requests are waiting.',
  refunded: 'No request has been refunded yet.',
  declined: 'No request has been declined.',
};

/**
 * The money-back requests: the open queue (oldest first) with Refund and Decline for roles that may, or the record
 * of refunded and declined ones. Each action opens a dialog that says what it does before anything happens.
 */
export function SubscriptionsRefundQueue({
  status,
  onStatusChange,
  canHandle,
}: {
  status: RefundRequestStatus;
  onStatusChange: (status: RefundRequestStatus) => void;
  canHandle: boolean;
}) {
  const [page, setPage] = React.useState(1);
  const requests = useRefundRequests({ status, page, pageSize: PAGE_SIZE });
  const { action, open, dialogProps, headingRef } = useRefundRequestAction();

  // A page emptied by the last request on it being resolved steps back to the one before (adjusted while rendering).
  if (requests.data && requests.data.refundRequests.length === 0 && page > 1 && !requests.isPlaceholderData) setPage(page - 1);

  return (
    <section aria-labelledby="refund-requests-heading" className="mb-10">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="refund-requests-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
            Money-back requests
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            {canHandle
              ? 'The guarantee refunds the first payment in full when asked within 30 days of it. Refunding also ends the running plan at once.'
              : `You can read these requests; refunding or declining one needs the ${ADMIN_PERMISSIONS['refunds.handle']} role or higher.`}
          </p>
        </div>
        <RefundRequestStatusSelect
          value={status}
          onChange={(next) => {
            setPage(1);
            onStatusChange(next);
          }}
        />
      </div>

      {requests.isPending ? (
        <ListSkeleton label="Loading money-back requests" rows={2} />
      ) : requests.isError ? (
        <QueryLoadError title="The money-back requests could not be loaded." query={requests} />
      ) : requests.data.refundRequests.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-background px-4 py-6 text-sm text-muted-foreground">
          <Inbox className="size-5 shrink-0" aria-hidden="true" />
          <p>{EMPTY[status]}</p>
        </div>
      ) : (
        <RefundRequestList
          data={requests.data}
          label={`${REFUND_REQUEST_SHOW_LABELS[status]} money-back requests`}
          isBusy={requests.isPlaceholderData}
          canHandle={canHandle}
          onAction={open}
          onPageChange={setPage}
        />
      )}

      {action?.kind === 'refund' && <SubscriptionsRefundDialog key={action.opened} request={action.request} {...dialogProps} />}
      {action?.kind === 'decline' && <SubscriptionsDeclineDialog key={action.opened} request={action.request} {...dialogProps} />}
    </section>
  );
}
