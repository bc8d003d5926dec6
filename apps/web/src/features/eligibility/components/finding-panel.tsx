import * as React from 'react';
import { ArrowRight, Check, ChevronDown, CircleAlert } from 'lucide-react';
import type { Finding } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { findingName } from '@acclaim/domain';
import { LEVEL_FILL, LEVEL_LABELS } from '../labels';
import { EvidenceLink } from './evidence-link';
import { LegalBasis } from './legal-basis';
import { LevelBadge } from './level-badge';
import { ReasonList } from './reason-list';
import { ElementChecklist } from './element-checklist';
import { StepOneLine } from './step-one-badges';

/** A criterion can rest on a hundred papers; the first few show until asked for the rest. */
const EVIDENCE_PREVIEW = 8;

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
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h4' | 'h5';
  const evidence = finding.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
  // Per-item documentation is named only where the items differ; when all share one, the badge above says it once.
  const isDocumentationMixed = new Set(evidence.map((item) => item.documentation)).size > 1;

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
              <span className="text-sm tabular-nums text-muted-foreground">{finding.score}/100</span>
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
          <div className="max-w-3xl space-y-5">
            <ReasonList
              title="Strengths"
              reasons={finding.strengths}
              empty="None found yet."
              evidenceById={evidenceById}
              evidenceHref={evidenceHref}
              headingLevel={headingLevel === 3 ? 4 : 5}
              marker={<Check className="size-4 text-success" />}
            />
            <ReasonList
              title="Gaps"
              reasons={finding.gaps}
              empty="No gaps noted."
              evidenceById={evidenceById}
              evidenceHref={evidenceHref}
              headingLevel={headingLevel === 3 ? 4 : 5}
              marker={<CircleAlert className="size-4 text-warning" />}
            />
            <ReasonList
              title="Next actions"
              reasons={finding.nextActions}
              empty="Nothing to add here."
              evidenceById={evidenceById}
              evidenceHref={evidenceHref}
              headingLevel={headingLevel === 3 ? 4 : 5}
              marker={<ArrowRight className="size-4 text-primary" />}
            />
          </div>
          <section className="space-y-2">
            <SubHeading className="text-sm font-semibold">Evidence considered</SubHeading>
            {evidence.length === 0 ? (
              <p className="text-sm text-muted-foreground">No accepted evidence speaks to this yet.</p>
            ) : (
              <>
                <ul className="space-y-1.5 text-sm">
                  {(isShowingAllEvidence ? evidence : evidence.slice(0, EVIDENCE_PREVIEW)).map((item) => (
                    <li key={item.id} className="flex min-w-0 items-center gap-2">
                      <EvidenceLink item={item} href={evidenceHref} isOneLine />
                      {isDocumentationMixed && item.documentation && item.documentation !== 'primary_exhibit' && (
                        <ItemDocumentation documentation={item.documentation} />
                      )}
                      {item.missingProofFacts.length > 0 && <MissingProofFacts labels={item.missingProofFacts} />}
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

/** An item without its own exhibit, named on its line: the CV alone describes it, or nothing documents it. */
function ItemDocumentation({ documentation }: { documentation: 'cv_only' | 'not_documented' }) {
  return <Badge tone={documentation === 'cv_only' ? 'warning' : 'neutral'}>{documentation === 'cv_only' ? 'CV only' : 'No document'}</Badge>;
}

/** The essential proof facts the item did not state, named on hover and to screen readers (filled in on /documents). */
function MissingProofFacts({ labels }: { labels: readonly string[] }) {
  const text = `Missing proof ${labels.length === 1 ? 'fact' : 'facts'}: ${labels.join(', ')}`;
  return (
    <Badge tone="neutral" className="shrink-0" title={text}>
      <span aria-hidden="true">
        {labels.length} {labels.length === 1 ? 'fact' : 'facts'} missing
      </span>
      <span className="sr-only">{text}</span>
    </Badge>
  );
}
