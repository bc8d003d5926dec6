import * as React from 'react';
import { Compass, Info } from 'lucide-react';
import type { Assessment } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { PETITION_LABELS } from '../labels';
import { Eb1aSection } from './eb1a-section';
import { FindingsChart } from './findings-chart';
import { NiwSection } from './niw-section';
import { ReasonList } from './reason-list';
import { RedFlags } from './red-flags';
import { VerdictCard } from './verdict-card';

type View = 'EB1A' | 'NIW' | 'both';

/**
 * A whole assessment: the verdicts, the charts, every criterion and prong with its reasoning, the red
 * flags and the disclaimer. The signed-in screen and the public demo show results through this one view.
 */
export function AssessmentView({
  assessment,
  evidence,
  evidenceHref,
  threshold,
}: {
  assessment: Assessment;
  evidence: readonly EvidenceRef[];
  evidenceHref?: EvidenceHref;
  threshold: number;
}) {
  const evidenceById = React.useMemo(() => new Map(evidence.map((item) => [item.id, item])), [evidence]);
  const { eb1a, niw, recommendation } = assessment;
  const [view, setView] = React.useState<View>(recommendation?.fileFirst ?? (eb1a ? 'EB1A' : 'NIW'));
  const shared = { threshold, evidenceById, evidenceHref };

  return (
    <div className="space-y-8">
      {recommendation && (
        <Card className="border-primary/30 bg-primary-soft/40">
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2">
              <Compass className="size-5 text-primary" aria-hidden="true" /> Recommendation: file {PETITION_LABELS[recommendation.fileFirst]} first
            </CardTitle>
            <CardDescription className="text-foreground">{recommendation.headline}</CardDescription>
          </CardHeader>
          {(recommendation.reasons.length > 0 || recommendation.alsoConsider) && (
            <CardContent className="space-y-3">
              <ReasonList
                headingLevel={4}
                title="Why"
                reasons={recommendation.reasons}
                empty=""
                evidenceById={evidenceById}
                evidenceHref={evidenceHref}
                marker={<span className="text-primary">•</span>}
              />
              {recommendation.alsoConsider && <p className="text-sm text-muted-foreground">Also consider {PETITION_LABELS[recommendation.alsoConsider]}.</p>}
            </CardContent>
          )}
        </Card>
      )}

      {eb1a && niw ? (
        <Tabs value={view} onValueChange={(value) => setView(value as View)}>
          <TabsList className="grid-cols-3 sm:max-w-md" aria-label="Petition type">
            <TabsTrigger value="EB1A">EB-1A</TabsTrigger>
            <TabsTrigger value="NIW">EB-2 NIW</TabsTrigger>
            <TabsTrigger value="both">Side by side</TabsTrigger>
          </TabsList>
          <TabsContent value="EB1A">
            <Eb1aSection eb1a={eb1a} {...shared} />
          </TabsContent>
          <TabsContent value="NIW">
            <NiwSection niw={niw} {...shared} />
          </TabsContent>
          <TabsContent value="both">
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="space-y-6">
                <VerdictCard
                  petitionLabel={PETITION_LABELS.EB1A}
                  verdict={eb1a.verdict}
                  count={{ met: eb1a.criteriaLikelyMet, of: eb1a.criteria.length, required: eb1a.criteriaRequired, noun: 'criteria' }}
                />
                <Card>
                  <CardContent className="pt-6">
                    <FindingsChart title="EB-1A criteria" findings={eb1a.criteria} threshold={threshold} />
                  </CardContent>
                </Card>
              </div>
              <div className="space-y-6">
                <VerdictCard petitionLabel={PETITION_LABELS.NIW} verdict={niw.verdict} />
                <Card>
                  <CardContent className="pt-6">
                    <FindingsChart title="Dhanasar prongs" findings={niw.prongs} threshold={threshold} />
                  </CardContent>
                </Card>
              </div>
            </div>
          </TabsContent>
        </Tabs>
      ) : eb1a ? (
        <Eb1aSection eb1a={eb1a} {...shared} />
      ) : niw ? (
        <NiwSection niw={niw} {...shared} />
      ) : null}

      <RedFlags flags={assessment.redFlags} evidenceById={evidenceById} evidenceHref={evidenceHref} />

      <p className="flex gap-2 rounded-md border border-border bg-surface p-4 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{assessment.disclaimer}</span>
      </p>
    </div>
  );
}
