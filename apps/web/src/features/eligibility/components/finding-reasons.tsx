import { ArrowRight, Check, CircleAlert } from 'lucide-react';
import type { Finding } from '@acclaim/domain';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { ReasonList } from './reason-list';

/** A finding's strengths, gaps and next actions. */
export function FindingReasons({
  finding,
  evidenceById,
  evidenceHref,
  headingLevel,
}: {
  finding: Finding;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
  /** Of the lists' headings. */
  headingLevel: 4 | 5;
}) {
  const shared = { evidenceById, evidenceHref, headingLevel };
  return (
    <div className="max-w-3xl space-y-5">
      <ReasonList title="Strengths" reasons={finding.strengths} empty="None found yet." {...shared} marker={<Check className="size-4 text-success" />} />
      <ReasonList title="Gaps" reasons={finding.gaps} empty="No gaps noted." {...shared} marker={<CircleAlert className="size-4 text-warning" />} />
      <ReasonList
        title="Next actions"
        reasons={finding.nextActions}
        empty="Nothing to add here."
        {...shared}
        marker={<ArrowRight className="size-4 text-primary" />}
      />
    </div>
  );
}
