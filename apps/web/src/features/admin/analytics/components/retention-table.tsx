import type { TAdminUsersAnalytics } from '@acclaim/contracts';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatBucket, formatFigure } from '../format';
import { ColumnHeadings } from '@/components/ui/column-headings';

type Retention = TAdminUsersAnalytics['retention'];

/** Shading follows the share seen, in four steps of the accent colour; the text stays readable on each. */
function shade(share: number): string {
  if (share >= 0.7) return 'bg-primary text-primary-foreground';
  if (share >= 0.4) return 'bg-primary/45';
  if (share >= 0.15) return 'bg-primary/25';
  if (share > 0) return 'bg-primary/10';
  return '';
}

/**
 * Retention by sign-up cohort as a table (it is the chart: rows of cohorts, columns of later periods, cells shaded
 * by the share seen), so screen readers read it as it is.
 */
export function RetentionTable({ retention }: { retention: Retention }) {
  const unit = retention.unit === 'week' ? 'Week' : 'Month';
  const periods = retention.cohorts[0]?.periods.length ?? 0;
  const caption = `Retention by ${retention.unit}ly sign-up cohort: share of each cohort seen again in each later ${retention.unit}`;
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-labelledby="retention-title" className="flex min-w-0 flex-col gap-4">
        <div>
          <h2 id="retention-title" className="text-lg font-semibold leading-tight tracking-tight">
            Retention by sign-up cohort
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Each row is the people who signed up in one {retention.unit}; each column the share of them seen again {retention.unit} by {retention.unit} after.{' '}
            {retention.definition}
          </p>
        </div>
        {/* relative: the sr-only spans in the cells are absolutely placed and would escape an unpositioned scroller. */}
        <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
              <ColumnHeadings
                cellClassName="py-2"
                columns={[
                  { label: 'Cohort', className: 'px-3 text-left whitespace-nowrap' },
                  { label: 'People', className: 'px-3 text-right' },
                  ...Array.from({ length: periods }, (_, index) => ({ label: `${unit} ${index + 1}`, className: 'px-2 text-center whitespace-nowrap' })),
                ]}
              />
            </thead>
            <tbody className="divide-y divide-border">
              {retention.cohorts.map((cohort) => (
                <tr key={cohort.cohort}>
                  <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                    {formatBucket(cohort.cohort, retention.unit)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatFigure(cohort.size, 'count')}</td>
                  {cohort.periods.map((period) => (
                    <td
                      key={period.offset}
                      className={cn('px-2 py-2 text-center tabular-nums whitespace-nowrap', period.share !== null && shade(period.share))}
                    >
                      {period.seen === null ? (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">·</span>
                          <span className="sr-only">not yet</span>
                        </span>
                      ) : period.share === null ? (
                        <span className="text-muted-foreground">
                          —<span className="sr-only">no one to follow</span>
                        </span>
                      ) : (
                        <>
                          {formatFigure(period.share, 'share')}
                          <span className="sr-only">
                            {' '}
                            ({period.seen} of {cohort.size})
                          </span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-muted-foreground">A dot marks a {retention.unit} that has not begun yet; a dash, a cohort with no sign-ups.</p>
      </section>
    </Card>
  );
}
