import type { TAssessmentSummary } from '@acclaim/contracts';

/**
 * A small line of eligibility progress across the completed assessments, oldest to newest, so the case can be
 * seen to improve. Its shape only: no figure out of 100 is written, which would read like a chance of approval.
 */
export function ProgressTrend({ assessments }: { assessments: readonly TAssessmentSummary[] }) {
  const points = assessments
    .filter((item) => item.status === 'completed' && item.eligibilityProgress !== null)
    .toReversed()
    .map((item) => item.eligibilityProgress!);
  if (points.length < 2) return null;
  const width = 120;
  const height = 36;
  const step = width / (points.length - 1);
  const y = (value: number) => height - 3 - (value / 100) * (height - 6);
  const path = points.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const change = points.at(-1)! - points.at(-2)!;
  const direction = change === 0 ? 'no change since the last run' : change > 0 ? 'moved up since the last run' : 'moved down since the last run';
  return (
    <div className="flex items-center gap-3">
      <svg
        role="img"
        aria-label={`Eligibility progress across ${points.length} assessments, oldest first: ${direction}`}
        viewBox={`-3 0 ${width + 6} ${height}`}
        className="h-9 w-32 shrink-0 overflow-visible"
      >
        <path d={path} fill="none" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" className="stroke-primary" />
        {points.map((value, index) => (
          <circle key={index} cx={index * step} cy={y(value)} r={index === points.length - 1 ? 3 : 2} className="fill-primary" />
        ))}
      </svg>
      <span className="text-sm text-muted-foreground">{direction}</span>
    </div>
  );
}
