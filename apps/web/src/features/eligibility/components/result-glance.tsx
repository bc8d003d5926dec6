import type { TAssessmentDetail } from '@acclaim/contracts';
import type { Assessment } from '@acclaim/domain';
import { isMetLevel } from '../labels';
import { LevelBadge } from './level-badge';

/** The shown run at a glance: overall level and headline, eligibility progress, and the counts that matter. */
export function ResultGlance({ detail, result }: { detail: TAssessmentDetail; result: Assessment }) {
  const prongsMet = result.niw?.prongs.filter((prong) => isMetLevel(prong.level)).length;
  const figures = [
    { label: 'Eligibility progress', value: `${result.eligibilityProgress}/100`, note: 'from the levels, not a chance of approval' },
    result.eb1a && { label: 'EB-1A', value: `${result.eb1a.criteriaLikelyMet} of ${result.eb1a.criteria.length}`, note: `criteria likely met — ${result.eb1a.criteriaRequired} required` },
    result.niw && { label: 'EB-2 NIW', value: `${prongsMet} of ${result.niw.prongs.length}`, note: 'Dhanasar prongs likely met — all 3 required' },
  ].filter((figure): figure is { label: string; value: string; note: string } => Boolean(figure));
  return (
    <div className="space-y-4">
      {detail.headline && (
        <div className="space-y-2">
          {detail.level && <LevelBadge level={detail.level} />}
          <p className="text-lg font-semibold leading-snug tracking-tight">{detail.headline}</p>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md bg-surface p-3">
            <dt className="text-xs font-medium text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1">
              <span className="text-2xl font-semibold tabular-nums">{figure.value}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{figure.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
