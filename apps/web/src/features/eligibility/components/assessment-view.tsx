import * as React from 'react';
import { Info } from 'lucide-react';
import type { Assessment } from '@acclaim/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { Eb1aSection } from './eb1a-section';
import { NiwSection } from './niw-section';
import { RecommendationCard } from './recommendation-card';
import { RedFlags } from './red-flags';
import { SideBySide } from './side-by-side';

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
      {recommendation && <RecommendationCard recommendation={recommendation} evidenceById={evidenceById} evidenceHref={evidenceHref} />}

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
            <SideBySide eb1a={eb1a} niw={niw} threshold={threshold} />
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
