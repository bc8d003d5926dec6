import * as React from 'react';
import { ArrowRight, Check, ChevronDown, CircleAlert } from 'lucide-react';
import type { Finding } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { findingName } from '@acclaim/domain';
import { LEVEL_FILL, LEVEL_LABELS } from '../labels';
import { EvidenceLink } from './evidence-link';
import { LegalBasis } from './legal-basis';
import { LevelBadge } from './level-badge';
import { ReasonList } from './reason-list';

/** A criterion can rest on a hundred papers; the first few show until asked for the rest. */
const EVIDENCE_PREVIEW = 8;

export const findingPanelId = (findingId: string) => `finding-${findingId}`;

/**
 * One criterion, prong or factor: the level and score at a glance, the reasoning one click away
 * (strengths, gaps, next actions, the evidence considered and the legal basis).
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
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h4' | 'h5';
  const evidence = finding.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));

  return (
    <div id={findingPanelId(finding.id)} className="scroll-mt-24 rounded-lg border border-border bg-background">
      <Heading className="text-base">
        <button
          type="button"
          // One clean name in every browser: "(iv) Judging, Likely met, score 72 out of 100".
          aria-label={`${findingName(finding)}, ${LEVEL_LABELS[finding.level]}, score ${finding.score} out of 100`}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-start gap-3 rounded-lg p-4 text-left hover:bg-surface/80"
        >
          <span className="min-w-0 flex-1 space-y-1.5">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{findingName(finding)}</span>
              <LevelBadge level={finding.level} />
              <span className="text-sm tabular-nums text-muted-foreground">
                {finding.score}/100
              </span>
            </span>
            <span className="block h-1.5 max-w-xs rounded-full bg-muted" aria-hidden="true">
              <span className={cn('block h-full rounded-full', LEVEL_FILL[finding.level])} style={{ width: `${Math.max(finding.score, 1)}%` }} />
            </span>
          </span>
          <ChevronDown className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
        </button>
      </Heading>
      {/* Outside the button, so the button's name stays short: criterion, level, score. */}
      <div className="-mt-2 px-4 pb-4">
        {/* The clamp sits on the text itself: on a padded box the clipped line would show in the padding. */}
        <p className={cn('text-sm text-muted-foreground', !isOpen && 'line-clamp-2')}>{finding.summary}</p>
      </div>
      {isOpen && (
        <div id={bodyId} className="space-y-5 border-t border-border p-4">
          {finding.isComparableEvidenceCandidate && (
            <p className="rounded-md bg-primary-soft p-3 text-sm text-primary">
              This criterion may not readily apply to your occupation; comparable evidence could stand in for it.
            </p>
          )}
          <div className="max-w-3xl space-y-5">
            <ReasonList title="Strengths" reasons={finding.strengths} empty="None found yet." evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={headingLevel === 3 ? 4 : 5} marker={<Check className="size-4 text-success" />} />
            <ReasonList title="Gaps" reasons={finding.gaps} empty="No gaps noted." evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={headingLevel === 3 ? 4 : 5} marker={<CircleAlert className="size-4 text-warning" />} />
            <ReasonList title="Next actions" reasons={finding.nextActions} empty="Nothing to add here." evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={headingLevel === 3 ? 4 : 5} marker={<ArrowRight className="size-4 text-primary" />} />
          </div>
          <section className="space-y-2">
            <SubHeading className="text-sm font-semibold">Evidence considered</SubHeading>
            {evidence.length === 0 ? (
              <p className="text-sm text-muted-foreground">No accepted evidence speaks to this yet.</p>
            ) : (
              <>
                <ul className="space-y-1.5 text-sm">
                  {(isShowingAllEvidence ? evidence : evidence.slice(0, EVIDENCE_PREVIEW)).map((item) => (
                    <li key={item.id}>
                      <EvidenceLink item={item} href={evidenceHref} />
                    </li>
                  ))}
                </ul>
                {evidence.length > EVIDENCE_PREVIEW && !isShowingAllEvidence && (
                  <Button variant="outline" size="sm" onClick={() => setIsShowingAllEvidence(true)}>
                    Show all {evidence.length} items
                  </Button>
                )}
              </>
            )}
          </section>
          <section className="space-y-2">
            <SubHeading className="text-sm font-semibold">Legal basis</SubHeading>
            <LegalBasis rule={finding.rule} authorityIds={finding.authorityIds} />
          </section>
        </div>
      )}
    </div>
  );
}
