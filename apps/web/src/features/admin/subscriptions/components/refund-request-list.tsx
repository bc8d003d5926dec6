import type { TAdminRefundRequest, TAdminRefundRequestsResponse } from '@acclaim/contracts';
import { Pagination } from '../../components/pagination';
import { SubscriptionsRefundCard } from './subscriptions-refund-card';

type RefundRequestListProps = {
  data: TAdminRefundRequestsResponse;
  /** The list's accessible name, e.g. "Open money-back requests". */
  label: string;
  /** A page being replaced by the next one. */
  isBusy: boolean;
  canHandle: boolean;
  onAction: (kind: 'refund' | 'decline', request: TAdminRefundRequest) => void;
  onPageChange: (page: number) => void;
};

/** One page of money-back requests as cards, with the pages below when there is more than one. */
export function RefundRequestList({ data, label, isBusy, canHandle, onAction, onPageChange }: RefundRequestListProps) {
  return (
    <div aria-busy={isBusy}>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={label}>
        {data.refundRequests.map((request) => (
          <li key={request.id}>
            <SubscriptionsRefundCard
              request={request}
              canHandle={canHandle}
              onRefund={() => onAction('refund', request)}
              onDecline={() => onAction('decline', request)}
            />
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} noun="requests" onPageChange={onPageChange} />}
    </div>
  );
}
