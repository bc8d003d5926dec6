import type { Eb1aAssessment, StrengthLevel, Verdict } from '@acclaim/domain';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PETITION_LABELS } from '../labels';
import { LevelBadge } from './level-badge';

/** The one-glance answer for one petition type: level, headline, summary and the count that matters. */
export function VerdictCard({
  petitionLabel,
  verdict,
  count,
}: {
  petitionLabel: string;
  verdict: Verdict;
  /** e.g. { met: 4, of: 10, required: 3, noun: 'criteria' } */
  count?: { met: number; of: number; required: number; noun: string; level?: StrengthLevel };
}) {
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold uppercase tracking-wide text-primary">{petitionLabel}</span>
          <LevelBadge level={verdict.level} />
        </div>
        <h3 className="text-xl font-semibold leading-snug tracking-tight">{verdict.headline}</h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{verdict.summary}</p>
        {count && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-2xl font-semibold tabular-nums text-foreground">
              {count.met} of {count.of}
            </span>
            <span className="text-muted-foreground">
              {count.noun} likely met — {count.required} required
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The EB-1A verdict with the count it turns on: how many criteria are likely met against how many are required. */
export function Eb1aVerdictCard({ eb1a }: { eb1a: Eb1aAssessment }) {
  return (
    <VerdictCard
      petitionLabel={PETITION_LABELS.EB1A}
      verdict={eb1a.verdict}
      count={{ met: eb1a.criteriaLikelyMet, of: eb1a.criteria.length, required: eb1a.criteriaRequired, noun: 'criteria' }}
    />
  );
}
