import * as React from 'react';
import type { Finding } from '@acclaim/domain';
import { cn } from '@/lib/utils';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { ElementChecklist } from './element-checklist';
import { FindingEvidenceList } from './finding-evidence-list';
import { FindingReasons } from './finding-reasons';
import { FindingToggle } from './finding-toggle';
import { LegalBasis } from './legal-basis';
import { StepOneLine } from './step-one-badges';

export const findingPanelId = (findingId: string) => `finding-${findingId}`;

/**
 * One criterion, prong or factor: the level and score at a glance with Kazarian step one and how the evidence is
 * documented; the reasoning one click away (the elements of the rule, strengths, gaps, next actions, the evidence
 * considered, one line per item, and the legal basis).
 */
export function FindingPanel({
  finding,
  evidenceById,
  evidenceHref,
  defaultOpen = false,
  headingLevel = 4,
}: {
  finding: Finding;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
  defaultOpen?: boolean;
  headingLevel?: 3 | 4;
}) {
  const [isOpen, setIsOpen] = React.useState(defaultOpen);
  const [isShowingAllEvidence, setIsShowingAllEvidence] = React.useState(false);
  const bodyId = `${findingPanelId(finding.id)}-body`;
  const elementsHeadingId = `${findingPanelId(finding.id)}-elements`;
  const SubHeading = `h${headingLevel + 1}` as 'h4' | 'h5';
  const evidence = finding.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));

  return (
    <div id={findingPanelId(finding.id)} className="scroll-mt-24 rounded-lg border border-border bg-background">
      <FindingToggle finding={finding} Heading={`h${headingLevel}`} isOpen={isOpen} onToggle={() => setIsOpen((open) => !open)} bodyId={bodyId} />
      {/* Outside the button, so the button's name stays short: criterion, level, score. */}
      <div className="-mt-2 px-4 pb-4">
        {/* The clamp sits on the text itself: on a padded box the clipped line would show in the padding. */}
        <p className={cn('text-sm text-muted-foreground', !isOpen && 'line-clamp-2')}>{finding.summary}</p>
        {finding.stepOne && (
          <div className="mt-2">
            <StepOneLine stepOne={finding.stepOne} elements={finding.elements} />
          </div>
        )}
      </div>
      {isOpen && (
        <div id={bodyId} className="space-y-5 border-t border-border p-4">
          {finding.isComparableEvidenceCandidate && (
            <p className="rounded-md bg-primary-soft p-3 text-sm text-primary">
              This criterion may not readily apply to your occupation; comparable evidence could stand in for it.
            </p>
          )}
          {finding.elements && finding.elements.length > 0 && (
            <section className="max-w-3xl space-y-2">
              <SubHeading id={elementsHeadingId} className="text-sm font-semibold">
                Step one: what the rule asks
              </SubHeading>
              <ElementChecklist elements={finding.elements} evidenceById={evidenceById} evidenceHref={evidenceHref} labelledBy={elementsHeadingId} />
            </section>
          )}
          <FindingReasons finding={finding} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={headingLevel === 3 ? 4 : 5} />
          <FindingEvidenceList
            evidence={evidence}
            evidenceHref={evidenceHref}
            SubHeading={SubHeading}
            isShowingAll={isShowingAllEvidence}
            onShowAll={() => setIsShowingAllEvidence(true)}
          />
          <section className="space-y-2">
            <SubHeading className="text-sm font-semibold">Legal basis</SubHeading>
            <LegalBasis rule={finding.rule} authorityIds={finding.authorityIds} />
          </section>
        </div>
      )}
    </div>
  );
}
