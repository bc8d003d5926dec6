import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { TRecommendationCheck } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';

/** Whether every factual sentence of the letter rests on an exhibit, or what to fix before the writer signs. */
export function LetterCheck({ check }: { check: TRecommendationCheck }) {
  if (check.isClean) {
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Every factual sentence rests on its exhibit ({check.factualSentences} factual sentences, {check.exhibitsCited}{' '}
        {check.exhibitsCited === 1 ? 'exhibit' : 'exhibits'} cited).
      </p>
    );
  }
  return (
    <Alert variant="destructive" role="status">
      <TriangleAlert aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">Fix before the writer signs:</p>
        <ul className="list-disc space-y-1 pl-5">
          {check.issues.map((issue, i) => (
            <li key={i}>
              {issue.message}
              {issue.sectionHeading && <span className="text-muted-foreground"> ({issue.sectionHeading})</span>}
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
