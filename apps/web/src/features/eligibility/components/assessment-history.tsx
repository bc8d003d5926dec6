import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { TAssessmentSummary } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/lib/format';
import { LevelBadge } from './level-badge';
import { ProgressTrend } from './progress-trend';

const STATUS_TEXT = { queued: 'Waiting to start', running: 'Running', failed: 'Failed' } as const;

/** Every run of the case, newest first; picking one shows its result, as it was then. */
export function AssessmentHistory({
  assessments,
  shownId,
  hrefFor,
}: {
  assessments: readonly TAssessmentSummary[];
  shownId: string | undefined;
  hrefFor: (id: string) => string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" /> History
        </CardTitle>
        <CardDescription>Each run keeps the evidence it read, so you can see how the case has moved.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ProgressTrend assessments={assessments} />
        <ol className="divide-y divide-border">
          {assessments.map((item) => {
            const isShown = item.id === shownId;
            return (
              <li key={item.id} className={cn('flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4')}>
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    {item.status === 'completed' && !isShown ? (
                      <Link to={hrefFor(item.id)} className="font-medium text-primary underline-offset-2 hover:underline">
                        {formatDateTime(item.createdAt)}
                      </Link>
                    ) : (
                      <span className="font-medium">{formatDateTime(item.createdAt)}</span>
                    )}
                    {isShown && <Badge tone="info">Shown</Badge>}
                    {item.level ? (
                      <LevelBadge level={item.level} />
                    ) : (
                      item.status !== 'completed' && <Badge tone={item.status === 'failed' ? 'destructive' : 'neutral'}>{STATUS_TEXT[item.status]}</Badge>
                    )}
                  </p>
                  {(item.headline ?? item.error) && <p className="break-words text-sm text-muted-foreground">{item.headline ?? item.error}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
