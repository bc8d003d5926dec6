import { FileText } from 'lucide-react';
import { BILLING_CURRENCY, formatCents } from '@acclaim/domain/billing';
import type { TBillingPayment } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { formatShortDay } from '@/lib/format';

function amountText(payment: TBillingPayment): string {
  const cents = payment.kind === 'refund' ? -Math.abs(payment.amountCents) : payment.amountCents;
  const currency = payment.currency.toLowerCase() === BILLING_CURRENCY ? '' : ` ${payment.currency.toUpperCase()}`;
  return `${formatCents(cents)}${currency}`;
}

const isOwnReceipt = (url: string) => url.startsWith('/') && !url.startsWith('//');

function Receipt({ payment }: { payment: TBillingPayment }) {
  if (!payment.receiptUrl) return <span className="text-muted-foreground">Not available</span>;
  const isOwn = isOwnReceipt(payment.receiptUrl);
  return (
    <a
      href={payment.receiptUrl}
      // Our own receipts are PDF downloads; a provider's hosted invoice is a page of its own.
      {...(isOwn ? { download: true } : { target: '_blank', rel: 'noreferrer' })}
      aria-label={`Receipt for ${payment.description}, ${formatShortDay(payment.occurredAt)} (${isOwn ? 'PDF' : 'opens in a new tab'})`}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
    >
      <FileText className="size-4" aria-hidden="true" />
      Receipt
    </a>
  );
}

const COLUMNS: TableColumn<TBillingPayment>[] = [
  {
    id: 'date',
    header: 'Date',
    className: 'md:whitespace-nowrap',
    sortValue: (payment) => Date.parse(payment.occurredAt),
    cell: (payment) => <time dateTime={payment.occurredAt}>{formatShortDay(payment.occurredAt)}</time>,
  },
  {
    id: 'description',
    header: 'Description',
    sortValue: (payment) => payment.description,
    cell: (payment) => (
      <>
        <span className="break-words">{payment.description}</span>
        {payment.kind === 'refund' && (
          <Badge tone="info" className="ml-2 align-middle">
            Refund
          </Badge>
        )}
      </>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    isNumeric: true,
    className: 'md:whitespace-nowrap',
    sortValue: (payment) => (payment.kind === 'refund' ? -Math.abs(payment.amountCents) : payment.amountCents),
    cell: (payment) => <span className="font-medium">{amountText(payment)}</span>,
  },
  { id: 'receipt', header: 'Receipt', className: 'md:text-right', cell: (payment) => <Receipt payment={payment} /> },
];

/** Payments and refunds, newest first (sortable), each with its receipt; a table from `md` up, cards below. */
export function PaymentsCard({ payments }: { payments: readonly TBillingPayment[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Every charge and refund on your account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="rounded-md border border-dashed border-input px-4 py-6 text-center text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <DataTable
            caption="Payments and refunds, newest first"
            rows={payments}
            rowKey={(payment) => payment.id}
            columns={COLUMNS}
            initialSort={{ id: 'date', desc: true }}
            phoneLayout="cards"
          />
        )}
      </CardContent>
    </Card>
  );
}
