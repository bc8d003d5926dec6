import type { CitationMetrics as TCitationMetrics } from '@acclaim/domain';

const format = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** The person's numbers, from verified works only; a number no service gave stays a dash, never a guess. */
export function CitationMetrics({ metrics }: { metrics: TCitationMetrics }) {
  const figures = [
    { label: 'Citations', value: format(metrics.totalCitations) },
    { label: 'Excluding self-citations', value: format(metrics.citationsExcludingSelf) },
    { label: 'h-index', value: format(metrics.hIndex) },
    { label: 'Citing countries', value: format(metrics.citingCountries) },
    { label: 'Citing institutions', value: format(metrics.citingInstitutions) },
    { label: 'Best field percentile', value: metrics.topFieldPercentile === null ? '—' : `${Math.round(metrics.topFieldPercentile)}th` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 @md:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-md bg-surface p-3">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
