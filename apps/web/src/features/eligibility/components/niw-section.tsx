import { GraduationCap } from 'lucide-react';
import type { NiwAssessment } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { isMetLevel, PETITION_LABELS } from '../labels';
import { FindingPanel } from './finding-panel';
import { FindingsChart } from './findings-chart';
import { LevelBadge } from './level-badge';
import { ReasonList } from './reason-list';
import { ElementChecklist } from './element-checklist';
import { StepOneLine } from './step-one-badges';
import { VerdictCard } from './verdict-card';

const ROUTE_LABELS = {
  advanced_degree: 'Advanced degree',
  exceptional_ability: 'Exceptional ability',
  not_met: 'Not shown yet',
} as const;

export function NiwSection({
  niw,
  threshold,
  evidenceById,
  evidenceHref,
}: {
  niw: NiwAssessment;
  threshold: number;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  const prongsMet = niw.prongs.filter((prong) => isMetLevel(prong.level)).length;
  const abilityMet = niw.threshold.exceptionalAbility.filter((finding) => isMetLevel(finding.level)).length;
  return (
    <div className="space-y-6">
      <VerdictCard
        petitionLabel={PETITION_LABELS.NIW}
        verdict={niw.verdict}
        count={{ met: prongsMet, of: niw.prongs.length, required: niw.prongs.length, noun: 'Dhanasar prongs' }}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex flex-wrap items-center gap-2">
            <GraduationCap className="size-5 text-primary" aria-hidden="true" /> EB-2 threshold: {ROUTE_LABELS[niw.threshold.route]}
            <LevelBadge level={niw.threshold.level} />
          </CardTitle>
          <CardDescription>{niw.threshold.summary}</CardDescription>
          {niw.threshold.stepOne && (
            <div className="pt-1">
              <StepOneLine stepOne={niw.threshold.stepOne} elements={niw.threshold.elements} />
            </div>
          )}
        </CardHeader>
        <CardContent className="space-y-5">
          {niw.threshold.elements && niw.threshold.elements.length > 0 && (
            <section className="max-w-3xl space-y-2">
              <h4 id="niw-threshold-elements" className="text-sm font-semibold">
                Step one: what the rule asks
              </h4>
              <ElementChecklist elements={niw.threshold.elements} evidenceById={evidenceById} evidenceHref={evidenceHref} labelledBy="niw-threshold-elements" />
            </section>
          )}
          {niw.threshold.reasons.length > 0 && (
            <ReasonList
              headingLevel={4}
              title="Why"
              reasons={niw.threshold.reasons}
              empty=""
              evidenceById={evidenceById}
              evidenceHref={evidenceHref}
              marker={<span className="text-primary">•</span>}
            />
          )}
          <details className="group rounded-md border border-border">
            <summary className="cursor-pointer select-none p-3 text-sm font-medium">
              Exceptional ability: {abilityMet} of {niw.threshold.exceptionalAbility.length} criteria likely met (3 needed for that route)
            </summary>
            <div className="space-y-3 border-t border-border p-3">
              {niw.threshold.exceptionalAbility.map((finding) => (
                <FindingPanel key={finding.id} finding={finding} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={4} />
              ))}
            </div>
          </details>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <FindingsChart
            title="The three Dhanasar prongs"
            description="All three must be shown for a national interest waiver."
            findings={niw.prongs}
            threshold={threshold}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="niw-prongs-heading" className="space-y-3">
        <h3 id="niw-prongs-heading" className="text-lg font-semibold tracking-tight">
          Prong by prong
        </h3>
        {niw.prongs.map((prong) => (
          <FindingPanel key={prong.id} finding={prong} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={4} />
        ))}
      </section>
    </div>
  );
}
