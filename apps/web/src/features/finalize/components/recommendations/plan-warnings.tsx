import { TriangleAlert } from 'lucide-react';
import type { TRecommendationOverlap } from '@acclaim/contracts';
import type { PlanWarning } from '@acclaim/domain/recommendations';
import { Alert } from '@/components/ui/alert';

/** What the plan of the letters still lacks, in words the user can act on. */
export function PlanWarnings({ warnings }: { warnings: readonly PlanWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">What the set of letters still lacks</p>
        <ul className="list-disc space-y-1 pl-5">
          {warnings.map((w, i) => (
            <li key={`${w.code}-${i}`}>{w.message}</li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}

/** Letters that read as if one person wrote them, with the passages they share. */
export function OverlapWarnings({ overlaps }: { overlaps: readonly TRecommendationOverlap[] }) {
  const flagged = overlaps.filter((o) => o.isFlagged);
  if (flagged.length === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <p className="font-medium">Some letters share phrasing. Officers notice letters that read alike; reword one of each pair.</p>
        <ul className="space-y-2">
          {flagged.map((o) => (
            <li key={o.letterIds.join(':')}>
              <p>
                The letters of {o.recommenderNames[0]} and {o.recommenderNames[1]} share {o.passages.length === 1 ? 'this passage' : 'these passages'}:
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-foreground">
                {o.passages.slice(0, 5).map((p) => (
                  <li key={p} className="break-words">
                    “{p}”
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
