import { USAGE_METRICS, type TAdminUsageAnalyticsResponse, type UsageMetric } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { useAdminUsageAnalytics } from '../api/get-usage-analytics';
import { formatFigure, INTERVAL_NOUNS } from '../format';
import { CHART_COLORS, USAGE_LABELS } from '../labels';
import { AnalyticsScreen } from './analytics-screen';
import { CategoryBarChart } from './category-bar-chart';
import { ChartCard } from './chart-card';
import { EmptyRange } from './empty-range';
import { KeyFigures } from './key-figures';
import { SeriesChartCard } from './series-chart-card';

const USAGE_COLORS: Record<UsageMetric, string> = {
  uploads: CHART_COLORS.primary,
  assessments: CHART_COLORS.success,
  letters: CHART_COLORS.premium,
  chatQuestions: CHART_COLORS.warning,
};

const HINTS: Record<UsageMetric, string> = {
  uploads: 'Documents uploaded and still kept',
  assessments: 'Eligibility assessments requested',
  letters: 'Petition letters started',
  chatQuestions: 'Questions asked in the case chat',
};

const series = USAGE_METRICS.map((metric) => ({ key: metric, label: USAGE_LABELS[metric], color: USAGE_COLORS[metric] }));

function UsageFigures({ data }: { data: TAdminUsageAnalyticsResponse }) {
  const { usage, range } = data;
  const per = INTERVAL_NOUNS[range.interval];
  const hasRangeData = USAGE_METRICS.some((metric) => usage.totals[metric] > 0);
  const byPlan = usage.byPlan.map((row) => ({ ...row, name: PLANS[row.planId].name }));

  return (
    <>
      <KeyFigures
        figures={USAGE_METRICS.map((metric) => ({
          label: USAGE_LABELS[metric],
          value: formatFigure(usage.totals[metric], 'count'),
          hint: `${HINTS[metric]} in the range`,
        }))}
      />
      {hasRangeData ? (
        <div className="grid min-w-0 gap-6 xl:grid-cols-2">
          <SeriesChartCard
            title={`Usage per ${per}`}
            description="Uploads, assessments, letters and chat questions."
            data={usage.series}
            interval={range.interval}
            unit="count"
            series={series}
            columns={USAGE_METRICS.map((metric) => ({ key: metric, label: USAGE_LABELS[metric], unit: 'count' as const }))}
          />
          <ChartCard
            title="Usage by plan"
            description="The range’s usage grouped by the plan each account is on now, not the plan it was on at the time."
            table={{
              caption: 'Usage by plan (each account’s current plan)',
              rows: byPlan,
              rowKey: (row) => row.planId,
              columns: [
                { label: 'Plan', value: (row) => row.name },
                ...USAGE_METRICS.map((metric) => ({
                  label: USAGE_LABELS[metric],
                  isNumeric: true,
                  value: (row: (typeof byPlan)[number]) => formatFigure(row[metric], 'count'),
                })),
              ],
            }}
          >
            <CategoryBarChart data={byPlan} unit="count" series={series} height={288} />
          </ChartCard>
        </div>
      ) : (
        <EmptyRange
          title="No usage in this range"
          text="No uploads, assessments, letters or chat questions were recorded in these dates. Choose a longer range or another period."
        />
      )}
    </>
  );
}

/** /admin/analytics/usage: what customers do, per bucket and by plan. */
export function UsageAnalytics() {
  return (
    <AnalyticsScreen
      title="Usage analytics"
      lead="What customers do with the product: uploads, assessments, letters and chat questions. By plan means each account’s current plan."
      noun="usage figures"
      useFigures={useAdminUsageAnalytics}
    >
      {(data) => <UsageFigures data={data} />}
    </AnalyticsScreen>
  );
}
