import type { Eb1aAssessment, NiwAssessment } from '@acclaim/domain';
import { Card, CardContent } from '@/components/ui/card';
import { PETITION_LABELS } from '../labels';
import { FindingsChart } from './findings-chart';
import { VerdictCard } from './verdict-card';

/** Both petitions' verdicts and charts next to each other. */
export function SideBySide({ eb1a, niw, threshold }: { eb1a: Eb1aAssessment; niw: NiwAssessment; threshold: number }) {
  return (
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
  );
}
