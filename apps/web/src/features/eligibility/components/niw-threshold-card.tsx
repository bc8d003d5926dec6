import { GraduationCap } from 'lucide-react';
import type { NiwAssessment } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { isMetLevel } from '../labels';
import { ElementChecklist } from './element-checklist';
import { FindingPanel } from './finding-panel';
import { LevelBadge } from './level-badge';
import { WhyList } from './reason-list';
import { StepOneLine } from './step-one-badges';

const ROUTE_LABELS = {
  advanced_degree: 'Advanced degree',
  exceptional_ability: 'Exceptional ability',
  not_met: 'Not shown yet',
} as const;

/** The EB-2 threshold an NIW petition stands on: the route (advanced degree or exceptional ability), why, and the exceptional-ability criteria. */
export function NiwThresholdCard({
  threshold,
  evidenceById,
  evidenceHref,
}: {
  threshold: NiwAssessment['threshold'];
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  const abilityMet = threshold.exceptionalAbility.filter((finding) => isMetLevel(finding.level)).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex flex-wrap items-center gap-2">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" /> EB-2 threshold: {ROUTE_LABELS[threshold.route]}
          <LevelBadge level={threshold.level} />
        </CardTitle>
        <CardDescription>{threshold.summary}</CardDescription>
        {threshold.stepOne && (
          <div className="pt-1">
            <StepOneLine stepOne={threshold.stepOne} elements={threshold.elements} />
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        {threshold.elements && threshold.elements.length > 0 && (
          <section className="max-w-3xl space-y-2">
            <h4 id="niw-threshold-elements" className="text-sm font-semibold">
              Step one: what the rule asks
            </h4>
            <ElementChecklist elements={threshold.elements} evidenceById={evidenceById} evidenceHref={evidenceHref} labelledBy="niw-threshold-elements" />
          </section>
        )}
        {threshold.reasons.length > 0 && <WhyList reasons={threshold.reasons} evidenceById={evidenceById} evidenceHref={evidenceHref} />}
        <details className="group rounded-md border border-border">
          <summary className="cursor-pointer select-none p-3 text-sm font-medium">
            Exceptional ability: {abilityMet} of {threshold.exceptionalAbility.length} criteria likely met (3 needed for that route)
          </summary>
          <div className="space-y-3 border-t border-border p-3">
            {threshold.exceptionalAbility.map((finding) => (
              <FindingPanel key={finding.id} finding={finding} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={4} />
            ))}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
