import { REFUND_REQUEST_STATUSES } from '@acclaim/contracts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export const REFUND_REQUEST_SHOW_LABELS: Record<RefundRequestStatus, string> = { requested: 'Open', refunded: 'Refunded', declined: 'Declined' };

/** "Show requests": the open queue, or the refunded or declined ones. */
export function RefundRequestStatusSelect({ value, onChange }: { value: RefundRequestStatus; onChange: (status: RefundRequestStatus) => void }) {
  return (
    <div className="space-y-1.5 sm:w-48">
      <Label htmlFor="admin-refund-requests-status">Show requests</Label>
      <NativeSelect id="admin-refund-requests-status" value={value} onChange={(event) => onChange(event.target.value as RefundRequestStatus)}>
        {REFUND_REQUEST_STATUSES.map((option) => (
          <option key={option} value={option}>
            {REFUND_REQUEST_SHOW_LABELS[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
