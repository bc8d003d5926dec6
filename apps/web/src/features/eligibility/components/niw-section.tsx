import type { NiwAssessment } from '@acclaim/domain';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { isMetLevel, PETITION_LABELS } from '../labels';
import { FindingPanel } from './finding-panel';
import { FindingsChartCard } from './findings-chart';
import { NiwThresholdCard } from './niw-threshold-card';
import { VerdictCard } from './verdict-card';

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
  return (
    <div className="space-y-6">
      <VerdictCard
        petitionLabel={PETITION_LABELS.NIW}
        verdict={niw.verdict}
        count={{ met: prongsMet, of: niw.prongs.length, required: niw.prongs.length, noun: 'Dhanasar prongs' }}
      />
      <NiwThresholdCard threshold={niw.threshold} evidenceById={evidenceById} evidenceHref={evidenceHref} />
      <FindingsChartCard
        title="The three Dhanasar prongs"
        description="All three must be shown for a national interest waiver."
        findings={niw.prongs}
        threshold={threshold}
      />
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
