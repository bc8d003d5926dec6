import * as React from 'react';
import { Inbox } from 'lucide-react';
import { ADMIN_PERMISSIONS } from '@acclaim/domain';
import { REFUND_REQUEST_STATUSES, type TAdminRefundRequest } from '@acclaim/contracts';
import { Label } from '@/components/ui/label';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { useRefundRequests } from '../api/get-refund-requests';
import { Pagination } from './pagination';
import { SubscriptionsDeclineDialog } from './subscriptions-decline-dialog';
import { SubscriptionsRefundCard } from './subscriptions-refund-card';
import { SubscriptionsRefundDialog } from './subscriptions-refund-dialog';

type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

const PAGE_SIZE = 12;
const SHOW_LABELS: Record<RefundRequestStatus, string> = { requested: 'Open', refunded: 'Refunded', declined: 'Declined' };
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
  // The dialog outlives the card that opened it (a refunded request leaves the open queue), so it lives here.
  // `opened` counts openings, so a dialog opened again starts afresh (no old note or refusal).
  const [action, setAction] = React.useState<{ kind: 'refund' | 'decline'; request: TAdminRefundRequest; opened: number } | null>(null);
  const [isDialogOpen, setIsDialogOpen] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  function open(kind: 'refund' | 'decline', request: TAdminRefundRequest) {
    setAction((current) => ({ kind, request, opened: (current?.opened ?? 0) + 1 }));
    setIsDialogOpen(true);
  }

  // When the card that opened the dialog is gone, focus lands on the section rather than the page's start.
  function handleCloseAutoFocus() {
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
    });
  }

  // A page emptied by the last request on it being resolved steps back to the one before (adjusted while rendering).
  if (requests.data && requests.data.refundRequests.length === 0 && page > 1 && !requests.isPlaceholderData) setPage(page - 1);

  const dialogProps = { open: isDialogOpen, onOpenChange: setIsDialogOpen, onCloseAutoFocus: handleCloseAutoFocus };

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
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="admin-refund-requests-status">Show requests</Label>
          <NativeSelect
            id="admin-refund-requests-status"
            value={status}
            onChange={(event) => {
              setPage(1);
              onStatusChange(event.target.value as RefundRequestStatus);
            }}
          >
            {REFUND_REQUEST_STATUSES.map((option) => (
              <option key={option} value={option}>
                {SHOW_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {requests.isPending ? (
        <ListSkeleton label="Loading money-back requests" rows={2} />
      ) : requests.isError ? (
        <LoadError
          title="The money-back requests could not be loaded."
          error={requests.error}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : requests.data.refundRequests.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-background px-4 py-6 text-sm text-muted-foreground">
          <Inbox className="size-5 shrink-0" aria-hidden="true" />
          <p>{EMPTY[status]}</p>
        </div>
      ) : (
        <div aria-busy={requests.isPlaceholderData}>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={`${SHOW_LABELS[status]} money-back requests`}>
            {requests.data.refundRequests.map((request) => (
              <li key={request.id}>
                <SubscriptionsRefundCard
                  request={request}
                  canHandle={canHandle}
                  onRefund={() => open('refund', request)}
                  onDecline={() => open('decline', request)}
                />
              </li>
            ))}
          </ul>
          {requests.data.total > requests.data.pageSize && (
            <Pagination page={requests.data.page} pageSize={requests.data.pageSize} total={requests.data.total} noun="requests" onPageChange={setPage} />
          )}
        </div>
      )}

      {action?.kind === 'refund' && <SubscriptionsRefundDialog key={action.opened} request={action.request} {...dialogProps} />}
      {action?.kind === 'decline' && <SubscriptionsDeclineDialog key={action.opened} request={action.request} {...dialogProps} />}
    </section>
  );
}
