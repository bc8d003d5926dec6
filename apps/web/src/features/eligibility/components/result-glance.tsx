import type { TAssessmentDetail } from '@acclaim/contracts';
import { eligibilityStanding, levelAdjective, type Assessment } from '@acclaim/domain';
import { LevelBadge } from './level-badge';

/**
 * The shown run at a glance: overall level and headline, and the levels reached for each petition (criteria and
 * final merits, threshold and prongs). No score out of 100: that would read like a chance of approval.
 */
export function ResultGlance({ detail, result }: { detail: TAssessmentDetail; result: Assessment }) {
  const { eb1a, niw } = eligibilityStanding(result);
  const figures = [
    eb1a && {
      label: 'EB-1A',
      value: `${eb1a.criteriaLikelyMet} of ${eb1a.criteriaTotal}`,
      note: `criteria likely met (3 required), final merits ${levelAdjective(eb1a.finalMerits)}`,
    },
    niw && {
      label: 'EB-2 NIW',
      value: `${niw.prongsLikelyMet} of ${niw.prongsTotal}`,
      note: `Dhanasar prongs likely met (all 3 required), EB-2 threshold ${niw.thresholdMet ? 'met' : 'not met yet'}`,
    },
  ].filter((figure): figure is { label: string; value: string; note: string } => Boolean(figure));
  return (
    <div className="space-y-4">
      {detail.headline && (
        <div className="space-y-2">
          {detail.level && <LevelBadge level={detail.level} />}
          <p className="text-lg font-semibold leading-snug tracking-tight">{detail.headline}</p>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
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
