import { Compass } from 'lucide-react';
import type { Assessment } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { PETITION_LABELS } from '../labels';
import { WhyList } from './reason-list';

/** Which petition to file first, why, and what else to consider. */
export function RecommendationCard({
  recommendation,
  evidenceById,
  evidenceHref,
}: {
  recommendation: NonNullable<Assessment['recommendation']>;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  return (
    <Card className="border-primary/30 bg-primary-soft/40">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Compass className="size-5 text-primary" aria-hidden="true" /> Recommendation: file {PETITION_LABELS[recommendation.fileFirst]} first
        </CardTitle>
        <CardDescription className="text-foreground">{recommendation.headline}</CardDescription>
      </CardHeader>
      {(recommendation.reasons.length > 0 || recommendation.alsoConsider) && (
        <CardContent className="space-y-3">
          <WhyList reasons={recommendation.reasons} evidenceById={evidenceById} evidenceHref={evidenceHref} />
          {recommendation.alsoConsider && <p className="text-sm text-muted-foreground">Also consider {PETITION_LABELS[recommendation.alsoConsider]}.</p>}
        </CardContent>
      )}
    </Card>
  );
}
