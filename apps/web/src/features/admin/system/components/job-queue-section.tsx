import * as React from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import type { TFailedJob, TJobsCheck } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { formatCount } from '../../format';
import { useRetryJob } from '../api/retry-job';

const cell = 'px-4 py-3';
const numberCell = `${cell} text-right tabular-nums`;
const headCell = 'px-4 py-3 font-medium';

function QueueTable({ jobs }: { jobs: TJobsCheck }) {
  if (jobs.queues.length === 0) return <p className="text-sm text-muted-foreground">No queues yet: they appear once the job queue has started.</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Jobs by queue and state</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={headCell}>
              Queue
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Waiting
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Retrying
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Active
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Failed ({jobs.recentHours} h)
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Completed ({jobs.recentHours} h)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {jobs.queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className={`${cell} font-mono text-xs font-medium`}>
                {queue.name}
              </th>
              <td className={numberCell}>{formatCount(queue.created)}</td>
              <td className={numberCell}>{formatCount(queue.retry)}</td>
              <td className={numberCell}>{formatCount(queue.active)}</td>
              <td className={`${numberCell} ${queue.failed > 0 ? 'font-semibold text-destructive' : ''}`}>{formatCount(queue.failed)}</td>
              <td className={numberCell}>{formatCount(queue.completed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FailedJobsTable({
  jobs,
  canRetry,
  onRetry,
  isRetrying,
}: {
  jobs: TFailedJob[];
  canRetry: boolean;
  onRetry: (job: TFailedJob) => void;
  isRetrying: boolean;
}) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No failed jobs are waiting for a retry.</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Failed jobs, newest first</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={headCell}>
              Queue
            </th>
            <th scope="col" className={headCell}>
              Job
            </th>
            <th scope="col" className={headCell}>
              Error
            </th>
            <th scope="col" className={headCell}>
              Failed at
            </th>
            {canRetry && (
              <th scope="col" className={headCell}>
                <span className="sr-only">Action</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {jobs.map((job) => (
            <tr key={job.id} className="align-top">
              <td className={`${cell} font-mono text-xs`}>{job.queue}</td>
              <td className={`${cell} font-mono text-xs`} title={job.id}>
                {job.id.slice(0, 8)}
              </td>
              <td className={`${cell} max-w-md break-words`}>
                {job.error ?? <span className="text-muted-foreground">No message kept</span>}
                {job.retryCount > 0 && <p className="text-xs text-muted-foreground">After {job.retryCount + 1} attempts</p>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{job.failedAt ? formatDateTime(job.failedAt) : 'Unknown'}</td>
              {canRetry && (
                <td className={`${cell} text-right`}>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRetry(job)}
                    disabled={isRetrying}
                    aria-label={`Retry ${job.queue} job ${job.id.slice(0, 8)}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Retry
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The queues by state, then the failed jobs with a Retry button (after a confirmation) for roles that hold `system`. */
export function JobQueueSection({ jobs, canRetry }: { jobs: TJobsCheck; canRetry: boolean }) {
  const retry = useRetryJob();
  const [confirming, setConfirming] = React.useState<TFailedJob | null>(null);

  function handleConfirm(job: TFailedJob) {
    retry.mutate(
      { queue: job.queue, jobId: job.id },
      {
        onSuccess: (answer) => toast.success('Job sent back to its queue', { description: answer.message }),
        onError: (error) => toast.error('The job was not retried', { description: error.message }),
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Background jobs</CardTitle>
        <CardDescription>Counts by queue: waiting, retrying and active now; failed and completed in the last {jobs.recentHours} hours.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <QueueTable jobs={jobs} />
        <div className="space-y-3">
          <div>
            <h3 className="font-semibold">Failed jobs</h3>
            <p className="text-sm text-muted-foreground">
              Jobs that used up their attempts, newest first. A retry gives one more attempt and is written to the audit log.
            </p>
          </div>
          <FailedJobsTable jobs={jobs.failedJobs} canRetry={canRetry} onRetry={setConfirming} isRetrying={retry.isPending} />
        </div>
      </CardContent>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && !retry.isPending && setConfirming(null)}
          title="Retry this job?"
          description={
            <p>
              The {confirming.queue} job {confirming.id.slice(0, 8)} goes back to its queue and a worker runs it again. The retry is recorded in the audit log
              with your name.
            </p>
          }
          confirmLabel="Retry job"
          pendingLabel="Retrying…"
          isPending={retry.isPending}
          onConfirm={() => handleConfirm(confirming)}
        />
      )}
    </Card>
  );
}
