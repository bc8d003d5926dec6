import type { TAdminUsersAnalyticsResponse } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { useAdminUsersAnalytics } from '../api/get-users-analytics';
import { formatFigure, INTERVAL_NOUNS } from '../format';
import { CHART_COLORS } from '../labels';
import { AnalyticsScreen } from './analytics-screen';
import { CategoryBarChart } from './category-bar-chart';
import { ChartCard } from './chart-card';
import { EmptyRange } from './empty-range';
import { KeyFigures } from './key-figures';
import { RetentionTable } from './retention-table';
import { SeriesChartCard } from './series-chart-card';

function UsersFigures({ data }: { data: TAdminUsersAnalyticsResponse }) {
  const { users, range } = data;
  const per = INTERVAL_NOUNS[range.interval];
  const byPlan = users.byPlan.map((row) => ({ ...row, name: PLANS[row.planId].name }));
  const { activation } = users;

  return (
    <>
      <KeyFigures
        figures={[
          { label: 'Users now', value: formatFigure(users.totalUsers, 'count'), hint: 'Accounts in total' },
          { label: 'Sign-ups', value: formatFigure(users.signups, 'count'), hint: 'New accounts in the range' },
          { label: 'Activated', value: formatFigure(activation.activated, 'count'), hint: `Of the range’s sign-ups, within ${activation.days} days` },
          { label: 'Activation rate', value: activation.rate === null ? '—' : formatFigure(activation.rate, 'share'), hint: 'Activated sign-ups ÷ sign-ups' },
        ]}
      />
      <p className="mb-6 rounded-md border border-border bg-primary-soft px-4 py-3 text-sm">
        <strong className="font-semibold">Activation: </strong>
        {activation.definition} Accounts that signed up in the last {activation.days} days may still activate.
      </p>
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        {users.signups > 0 ? (
          <SeriesChartCard
            title={`Sign-ups per ${per}`}
            description="New accounts, and how many of them activated."
            data={users.series}
            interval={range.interval}
            unit="count"
            series={[
              { key: 'signups', label: 'Sign-ups', color: CHART_COLORS.primary },
              { key: 'activated', label: 'Activated', color: CHART_COLORS.success },
            ]}
            columns={[
              { key: 'signups', label: 'Sign-ups', unit: 'count' },
              { key: 'activated', label: 'Activated', unit: 'count' },
            ]}
          />
        ) : (
          <EmptyRange title="No sign-ups in this range" text="Nobody signed up in these dates. Choose a longer range or another period." />
        )}
        <SeriesChartCard
          title="Total users over time"
          description={`Accounts at the end of each ${per}; deleted accounts are not counted.`}
          data={users.series}
          interval={range.interval}
          unit="count"
          kind="area"
          series={[{ key: 'totalUsers', label: 'Users', color: CHART_COLORS.primary }]}
          columns={[{ key: 'totalUsers', label: 'Users', unit: 'count' }]}
        />
        <div className="min-w-0 xl:col-span-2">
          <RetentionTable retention={users.retention} />
        </div>
        <ChartCard
          title="Users by plan now"
          description="Every account by the plan it is on today."
          table={{
            caption: 'Users by plan now',
            rows: byPlan,
            rowKey: (row) => row.planId,
            columns: [
              { label: 'Plan', value: (row) => row.name },
              { label: 'Users', isNumeric: true, value: (row) => formatFigure(row.users, 'count') },
            ],
          }}
        >
          <CategoryBarChart data={byPlan} unit="count" series={[{ key: 'users', label: 'Users', color: CHART_COLORS.primary }]} />
        </ChartCard>
      </div>
    </>
  );
}

/** /admin/analytics/users: sign-ups, accounts over time, activation, retention by cohort and accounts by plan. */
export function UsersAnalytics() {
  return (
    <AnalyticsScreen
      title="User analytics"
      lead="Who signs up, who gets started, who comes back, and which plans people are on."
      noun="user figures"
      useFigures={useAdminUsersAnalytics}
    >
      {(data) => <UsersFigures data={data} />}
    </AnalyticsScreen>
  );
}
