import type { TAdminSubscriptionsSummary } from '@acclaim/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '../../format';

const FIGURES: { label: string; value: (summary: TAdminSubscriptionsSummary) => number; hint: string }[] = [
  { label: 'Active', value: (s) => s.active, hint: 'Paid plans running now' },
  { label: 'Past due', value: (s) => s.pastDue, hint: 'A payment failed and is not settled yet' },
  { label: 'Canceling', value: (s) => s.canceling, hint: 'Running, set to end at the period’s end' },
  { label: 'Open refund requests', value: (s) => s.openRefundRequests, hint: 'Money-back requests waiting for staff' },
];

/** The four figures at the top of the screen, over every subscription whatever the filters below. */
export function SubscriptionsSummary({ summary }: { summary: TAdminSubscriptionsSummary | undefined }) {
  return (
    <ul className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Subscription figures" aria-busy={!summary}>
      {FIGURES.map((figure) => (
        <li key={figure.label}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <p className="text-sm font-medium text-muted-foreground">{figure.label}</p>
            {summary ? (
              <p className="text-2xl font-semibold tracking-tight sm:text-3xl" data-figure={figure.label}>
                {formatCount(figure.value(summary))}
              </p>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
            <p className="text-xs text-muted-foreground">{figure.hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
