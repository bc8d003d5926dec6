import * as React from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Table2 } from 'lucide-react';
import type { TAdminTrend, TAdminTrendsAnalyticsResponse } from '@acclaim/contracts';
import type { AnalyticsInterval } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useAdminTrendsAnalytics } from '../api/get-trends-analytics';
import { formatFigure, formatPercentChange, formatRange, INTERVAL_NOUNS } from '../format';
import { CHART_COLORS, TREND_LABELS } from '../labels';
import { AnalyticsScreen } from './analytics-screen';
import { DataTable } from './data-table';
import { EmptyRange } from './empty-range';
import { seriesTable } from './series-table';
import { Sparkline } from './sparkline';

/** Up or down is good or bad depending on the figure: more refunds is not progress. */
function Change({ trend }: { trend: TAdminTrend }) {
  const { isRiseGood } = TREND_LABELS[trend.metric];
  const change = trend.changePercent;
  const direction = change === null ? 'up' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const isGood = direction === 'flat' ? null : (direction === 'up') === isRiseGood;
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium',
        isGood === null ? 'text-muted-foreground' : isGood ? 'text-success' : 'text-destructive',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {formatPercentChange(change)}
    </span>
  );
}

function TrendCard({ trend, interval, isTableShown, tableId }: { trend: TAdminTrend; interval: AnalyticsInterval; isTableShown: boolean; tableId: string }) {
  const { label, hint } = TREND_LABELS[trend.metric];
  const unit = trend.unit;
  const points = trend.series.map((point) => ({ bucket: point.bucket, value: point.value }));
  return (
    <Card className="flex h-full min-w-0 flex-col gap-2 p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="text-2xl font-semibold tracking-tight tabular-nums" data-figure={label}>
        {formatFigure(trend.value, unit)}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <Change trend={trend} />
        <span>from {formatFigure(trend.previous, unit)}</span>
      </p>
      <Sparkline values={points.map((point) => point.value)} color={CHART_COLORS.primary} />
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div id={tableId}>
        <DataTable {...seriesTable(`${label} per ${INTERVAL_NOUNS[interval]}`, points, interval, [{ key: 'value', label, unit }])} isShown={isTableShown} />
      </div>
    </Card>
  );
}

function TrendsFigures({ data }: { data: TAdminTrendsAnalyticsResponse }) {
  const { trends, range } = data;
  const id = React.useId();
  const [isTableShown, setIsTableShown] = React.useState(false);
  const hasAnything = trends.metrics.some((trend) => trend.value !== 0 || trend.previous !== 0);
  const tableIds = trends.metrics.map((trend) => `${id}-${trend.metric}`);

  if (!hasAnything) {
    return (
      <EmptyRange
        title="Nothing to compare in this range"
        text="No activity was recorded in these dates or in the same length of time before them. Choose another period."
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
            Headline figures
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatRange(range.from, range.to)} against the {range.days} days before, {formatRange(trends.previous.from, trends.previous.to)}. Each line shows
            the figure per {INTERVAL_NOUNS[range.interval]} in the range.
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-expanded={isTableShown} aria-controls={tableIds.join(' ')} onClick={() => setIsTableShown((shown) => !shown)}>
          <Table2 aria-hidden="true" />
          {isTableShown ? 'Hide tables' : 'Show tables'}
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5" aria-label="Headline figures">
        {trends.metrics.map((trend, index) => (
          <li key={trend.metric} className="min-w-0">
            <TrendCard trend={trend} interval={range.interval} isTableShown={isTableShown} tableId={tableIds[index]!} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/analytics/trends: each headline figure against the previous range of equal length. */
export function TrendsAnalytics() {
  return (
    <AnalyticsScreen
      title="Trend analytics"
      lead="Each headline figure for the chosen range against the range of equal length just before it."
      noun="trends"
      useFigures={useAdminTrendsAnalytics}
    >
      {(data) => <TrendsFigures data={data} />}
    </AnalyticsScreen>
  );
}
