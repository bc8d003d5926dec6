import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';

/** A small line of a figure's course over the range: decoration beside the number, so hidden from screen readers. */
export function Sparkline({ values, color }: { values: readonly number[]; color: string }) {
  const data = values.map((value, index) => ({ index, value }));
  return (
    <div aria-hidden="true" className="h-10 w-full">
      <ResponsiveContainer width="100%" height={40}>
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 2, bottom: 4, left: 2 }}>
          <YAxis hide domain={['dataMin', 'dataMax']} />
          <Line type="monotone" dataKey="value" stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
