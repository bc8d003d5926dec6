import { Award, Layers } from 'lucide-react';
import type { Eb1aAssessment } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { findingName } from '@acclaim/domain';
import { FindingPanel } from './finding-panel';
import { FindingsChartCard } from './findings-chart';
import { LevelBadge } from './level-badge';
import { FinalMeritsSection } from './final-merits-section';
import { Eb1aVerdictCard } from './verdict-card';

export function Eb1aSection({
  eb1a,
  threshold,
  evidenceById,
  evidenceHref,
}: {
  eb1a: Eb1aAssessment;
  threshold: number;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  const comparable = eb1a.criteria.filter((criterion) => eb1a.comparableEvidence.criterionIds.includes(criterion.id));
  return (
    <div className="space-y-6">
      <Eb1aVerdictCard eb1a={eb1a} />
      <FindingsChartCard
        title="The ten EB-1A criteria"
        description={`At least ${eb1a.criteriaRequired} must be met, then the whole record is weighed in a final merits review.`}
        findings={eb1a.criteria}
        threshold={threshold}
      />
      {eb1a.oneTimeAchievement.isClaimed && (
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="flex flex-wrap items-center gap-2">
              <Award className="size-5 text-premium" aria-hidden="true" /> One-time achievement <LevelBadge level={eb1a.oneTimeAchievement.level} />
            </CardTitle>
            <CardDescription>{eb1a.oneTimeAchievement.reason.text}</CardDescription>
          </CardHeader>
        </Card>
      )}
      <section aria-labelledby="eb1a-criteria-heading" className="space-y-3">
        <h3 id="eb1a-criteria-heading" className="text-lg font-semibold tracking-tight">
          Criterion by criterion <span className="font-normal text-muted-foreground">(Kazarian step one)</span>
        </h3>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Each criterion is met when the evidence shows every element of its plain terms. Whether a primary exhibit documents it is shown apart: a criterion
          resting only on your CV is flagged, not rated lower.
        </p>
        {eb1a.criteria.map((criterion) => (
          <FindingPanel key={criterion.id} finding={criterion} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={4} />
        ))}
      </section>
      {comparable.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2">
              <Layers className="size-5 text-primary" aria-hidden="true" /> Comparable evidence
            </CardTitle>
            <CardDescription>{eb1a.comparableEvidence.reason.text}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm">{comparable.map(findingName).join(' · ')}</p>
          </CardContent>
        </Card>
      )}
      <FinalMeritsSection finalMerits={eb1a.finalMerits} evidenceById={evidenceById} evidenceHref={evidenceHref} />
    </div>
  );
}
