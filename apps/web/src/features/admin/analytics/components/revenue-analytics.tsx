import type { TAdminRevenueAnalyticsResponse } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { useAdminRevenueAnalytics } from '../api/get-revenue-analytics';
import { formatFigure, INTERVAL_NOUNS } from '../format';
import { CHART_COLORS } from '../labels';
import { AnalyticsScreen } from './analytics-screen';
import { CategoryBarChart } from './category-bar-chart';
import { ChartCard } from './chart-card';
import { EmptyRange } from './empty-range';
import { KeyFigures } from './key-figures';
import { SeriesChartCard } from './series-chart-card';

const money = (cents: number) => formatFigure(cents, 'cents');
const plural = (count: number, noun: string) => `${formatFigure(count, 'count')} ${noun}${count === 1 ? '' : 's'}`;

type RevenueData = TAdminRevenueAnalyticsResponse['revenue'];
type RevenueRange = TAdminRevenueAnalyticsResponse['range'];

function RevenueKeyFigures({ revenue }: { revenue: RevenueData }) {
  return (
    <KeyFigures
      figures={[
        { label: 'MRR now', value: money(revenue.mrrCents), hint: 'Active subscriptions × their plan’s monthly price' },
        { label: 'Active subscriptions', value: formatFigure(revenue.activeSubscriptions, 'count'), hint: 'Paid plans running now' },
        {
          label: 'Net revenue',
          value: money(revenue.totals.netCents),
          hint: `Payments less refunds in the range (${plural(revenue.totals.paymentCount, 'payment')})`,
        },
        { label: 'Refunds', value: money(revenue.totals.refundsCents), hint: `${plural(revenue.totals.refundCount, 'refund')} in the range` },
      ]}
    />
  );
}

/** MRR, net revenue and refunds bucket by bucket across the chosen range. */
function RevenueOverTimeCharts({ revenue, range }: { revenue: RevenueData; range: RevenueRange }) {
  const per = INTERVAL_NOUNS[range.interval];
  return (
    <>
      <SeriesChartCard
        title="MRR over time"
        description={`At the end of each ${per}, rebuilt from the billing ledger (plan starts, changes and ends).`}
        data={revenue.series}
        interval={range.interval}
        unit="cents"
        kind="area"
        series={[{ key: 'mrrCents', label: 'MRR', color: CHART_COLORS.primary }]}
        columns={[{ key: 'mrrCents', label: 'MRR', unit: 'cents' }]}
      />
      <SeriesChartCard
        title={`Net revenue per ${per}`}
        description="Payments received less refunds paid back."
        data={revenue.series}
        interval={range.interval}
        unit="cents"
        series={[
          { key: 'netCents', label: 'Net revenue', color: CHART_COLORS.primary },
          { key: 'paymentsCents', label: 'Payments', color: CHART_COLORS.success },
        ]}
        columns={[
          { key: 'paymentsCents', label: 'Payments', unit: 'cents' },
          { key: 'refundsCents', label: 'Refunds', unit: 'cents' },
          { key: 'netCents', label: 'Net revenue', unit: 'cents' },
        ]}
      />
      <SeriesChartCard
        title={`Refunds per ${per}`}
        description="Money paid back and the number of refunds."
        data={revenue.series}
        interval={range.interval}
        unit="cents"
        kind="bar"
        series={[{ key: 'refundsCents', label: 'Refunded', color: CHART_COLORS.destructive }]}
        columns={[
          { key: 'refundsCents', label: 'Refunded', unit: 'cents' },
          { key: 'refundCount', label: 'Refunds', unit: 'count' },
        ]}
      />
    </>
  );
}

function MrrByPlanCard({ revenue }: { revenue: RevenueData }) {
  const byPlan = revenue.byPlan.map((row) => ({ ...row, name: PLANS[row.planId].name }));
  return (
    <ChartCard
      title="MRR by plan now"
      description="Active subscriptions on each paid plan and the monthly revenue they bring."
      table={{
        caption: 'MRR by plan now',
        rows: byPlan,
        rowKey: (row) => row.planId,
        columns: [
          { label: 'Plan', value: (row) => row.name },
          { label: 'Subscriptions', isNumeric: true, value: (row) => formatFigure(row.subscriptions, 'count') },
          { label: 'Price', isNumeric: true, value: (row) => money(row.priceCents) },
          { label: 'MRR', isNumeric: true, value: (row) => money(row.mrrCents) },
        ],
      }}
    >
      <CategoryBarChart data={byPlan} unit="cents" series={[{ key: 'mrrCents', label: 'MRR', color: CHART_COLORS.primary }]} />
    </ChartCard>
  );
}

function RevenueFigures({ data }: { data: TAdminRevenueAnalyticsResponse }) {
  const { revenue, range } = data;
  const hasRangeData = revenue.series.some((row) => row.mrrCents !== 0 || row.paymentCount !== 0 || row.refundCount !== 0);

  return (
    <>
      <RevenueKeyFigures revenue={revenue} />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        {hasRangeData ? (
          <RevenueOverTimeCharts revenue={revenue} range={range} />
        ) : (
          <div className="xl:col-span-2">
            <EmptyRange
              title="No revenue in this range"
              text="No payments, refunds or running subscriptions were recorded in these dates. Choose a longer range or another period."
            />
          </div>
        )}
        <MrrByPlanCard revenue={revenue} />
      </div>
    </>
  );
}

/** /admin/analytics/revenue: MRR now, by plan and over time; payments, refunds and net revenue per bucket. */
export function RevenueAnalytics() {
  return (
    <AnalyticsScreen
      title="Revenue analytics"
      lead="Recurring revenue and the money that came in and went back, from the billing ledger. Amounts in US dollars."
      noun="revenue figures"
      useFigures={useAdminRevenueAnalytics}
    >
      {(data) => <RevenueFigures data={data} />}
    </AnalyticsScreen>
  );
}
