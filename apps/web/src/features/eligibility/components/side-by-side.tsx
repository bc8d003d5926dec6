import type { Eb1aAssessment, NiwAssessment } from '@acclaim/domain';
import { PETITION_LABELS } from '../labels';
import { FindingsChartCard } from './findings-chart';
import { Eb1aVerdictCard, VerdictCard } from './verdict-card';

/** Both petitions' verdicts and charts next to each other. */
export function SideBySide({ eb1a, niw, threshold }: { eb1a: Eb1aAssessment; niw: NiwAssessment; threshold: number }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <Eb1aVerdictCard eb1a={eb1a} />
        <FindingsChartCard title="EB-1A criteria" findings={eb1a.criteria} threshold={threshold} />
      </div>
      <div className="space-y-6">
        <VerdictCard petitionLabel={PETITION_LABELS.NIW} verdict={niw.verdict} />
        <FindingsChartCard title="Dhanasar prongs" findings={niw.prongs} threshold={threshold} />
      </div>
    </div>
  );
}
