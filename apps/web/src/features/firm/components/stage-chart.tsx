import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

const TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const ROW_HEIGHT = 34;

/** Cases per stage as horizontal bars, in the order a case moves through them. Drawing only: the card holds the figures. */
export function StageChart({ rows }: { rows: readonly { label: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={rows.length * ROW_HEIGHT + 8}>
      <BarChart
        data={rows as { label: string; count: number }[]}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 32, bottom: 4, left: 0 }}
      >
        <XAxis type="number" hide allowDecimals={false} domain={[0, (max: number) => Math.max(1, max)]} />
        <YAxis type="category" dataKey="label" tick={TICK} tickLine={false} axisLine={false} width={150} />
        <Bar dataKey="count" fill="var(--color-primary)" radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" style={{ fontSize: 12, fill: 'var(--color-foreground)' }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
