import type { Eb1aAssessment } from '@acclaim/domain';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { FindingPanel } from './finding-panel';
import { LevelBadge } from './level-badge';

/** Kazarian step two: the whole record weighed together, factor by factor. */
export function FinalMeritsSection({
  finalMerits,
  evidenceById,
  evidenceHref,
}: {
  finalMerits: Eb1aAssessment['finalMerits'];
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  return (
    <section aria-labelledby="final-merits-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="final-merits-heading" className="text-lg font-semibold tracking-tight">
          Final merits <span className="font-normal text-muted-foreground">(Kazarian step two)</span>
        </h3>
        <LevelBadge level={finalMerits.level} />
      </div>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Step one above asks only whether each criterion’s plain terms are met. Here the whole record is weighed together: sustained acclaim and a place at the
        very top of the field. These factors have no checklist of elements.
      </p>
      <p className="max-w-3xl text-sm">{finalMerits.summary}</p>
      {finalMerits.factors.map((factor) => (
        <FindingPanel key={factor.id} finding={factor} evidenceById={evidenceById} evidenceHref={evidenceHref} headingLevel={4} />
      ))}
    </section>
  );
}
