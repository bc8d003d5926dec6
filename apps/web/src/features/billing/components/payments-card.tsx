import { FileText } from 'lucide-react';
import { BILLING_CURRENCY, formatCents } from '@acclaim/domain/billing';
import type { TBillingPayment } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDay } from '@/lib/format';

/** A label that only phones show, where the table has become a stack of cards without column headings. */
function CardLabel({ children }: { children: string }) {
  return <span className="mb-0.5 block text-xs font-medium text-muted-foreground md:hidden">{children}</span>;
}

function amountText(payment: TBillingPayment): string {
  const cents = payment.kind === 'refund' ? -Math.abs(payment.amountCents) : payment.amountCents;
  const currency = payment.currency.toLowerCase() === BILLING_CURRENCY ? '' : ` ${payment.currency.toUpperCase()}`;
  return `${formatCents(cents)}${currency}`;
}

const isOwnReceipt = (url: string) => url.startsWith('/') && !url.startsWith('//');

function PaymentRow({ payment }: { payment: TBillingPayment }) {
  const day = formatShortDay(payment.occurredAt);
  return (
    <tr className="block rounded-lg border border-border p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-b-0">
      <td className="block md:table-cell md:whitespace-nowrap md:py-3 md:pl-4 md:pr-3 md:align-top">
        <CardLabel>Date</CardLabel>
        <time dateTime={payment.occurredAt}>{day}</time>
      </td>
      <td className="mt-2 block md:mt-0 md:table-cell md:px-3 md:py-3 md:align-top">
        <CardLabel>Description</CardLabel>
        <span className="break-words">{payment.description}</span>
        {payment.kind === 'refund' && (
          <Badge tone="info" className="ml-2 align-middle">
            Refund
          </Badge>
        )}
      </td>
      <td className="mt-2 inline-block w-1/2 align-top md:mt-0 md:table-cell md:w-auto md:whitespace-nowrap md:px-3 md:py-3 md:text-right">
        <CardLabel>Amount</CardLabel>
        <span className="font-medium tabular-nums">{amountText(payment)}</span>
      </td>
      <td className="mt-2 inline-block w-1/2 align-top md:mt-0 md:table-cell md:w-auto md:py-3 md:pl-3 md:pr-4 md:text-right">
        <CardLabel>Receipt</CardLabel>
        {payment.receiptUrl ? (
          <a
            href={payment.receiptUrl}
            // Our own receipts are PDF downloads; a provider's hosted invoice is a page of its own.
            {...(isOwnReceipt(payment.receiptUrl) ? { download: true } : { target: '_blank', rel: 'noreferrer' })}
            aria-label={`Receipt for ${payment.description}, ${day} (${isOwnReceipt(payment.receiptUrl) ? 'PDF' : 'opens in a new tab'})`}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            Receipt
          </a>
        ) : (
          <span className="text-muted-foreground">Not available</span>
        )}
      </td>
    </tr>
  );
}

/** Payments and refunds, newest first, each with its receipt; a table from `md` up, cards below. */
export function PaymentsCard({ payments }: { payments: readonly TBillingPayment[] }) {
  const newestFirst = [...payments].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Every charge and refund on your account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {newestFirst.length === 0 ? (
          <p className="rounded-md border border-dashed border-input px-4 py-6 text-center text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <div className="md:overflow-x-auto md:rounded-lg md:border md:border-border">
            <table className="block w-full text-left text-sm md:table">
              <caption className="sr-only">Payments and refunds, newest first</caption>
              <thead className="hidden border-b border-border bg-surface text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
                <tr>
                  <th scope="col" className="py-2.5 pl-4 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Description
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2.5 pl-3 pr-4 text-right font-medium">
                    Receipt
                  </th>
                </tr>
              </thead>
              <tbody className="block space-y-3 md:table-row-group md:space-y-0">
                {newestFirst.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
