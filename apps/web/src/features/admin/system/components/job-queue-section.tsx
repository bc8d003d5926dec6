import * as React from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import type { TFailedJob, TJobsCheck } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { formatCount } from '../../format';
import { useRetryJob } from '../api/retry-job';

function queueColumns(recentHours: number): TableColumn<TJobsCheck['queues'][number]>[] {
  return [
    { id: 'queue', header: 'Queue', className: 'font-mono text-xs', cell: (queue) => queue.name, sortValue: (queue) => queue.name },
    { id: 'waiting', header: 'Waiting', isNumeric: true, cell: (queue) => formatCount(queue.created), sortValue: (queue) => queue.created },
    { id: 'retrying', header: 'Retrying', isNumeric: true, cell: (queue) => formatCount(queue.retry), sortValue: (queue) => queue.retry },
    { id: 'active', header: 'Active', isNumeric: true, cell: (queue) => formatCount(queue.active), sortValue: (queue) => queue.active },
    {
      id: 'failed',
      header: `Failed (${recentHours} h)`,
      isNumeric: true,
      cell: (queue) => <span className={queue.failed > 0 ? 'font-semibold text-destructive' : undefined}>{formatCount(queue.failed)}</span>,
      sortValue: (queue) => queue.failed,
    },
    {
      id: 'completed',
      header: `Completed (${recentHours} h)`,
      isNumeric: true,
      cell: (queue) => formatCount(queue.completed),
      sortValue: (queue) => queue.completed,
    },
  ];
}

function QueueTable({ jobs }: { jobs: TJobsCheck }) {
  const columns = React.useMemo(() => queueColumns(jobs.recentHours), [jobs.recentHours]);
  if (jobs.queues.length === 0) return <p className="text-sm text-muted-foreground">No queues yet: they appear once the job queue has started.</p>;
  return (
    <DataTable
      caption="Jobs by queue and state"
      rows={jobs.queues}
      rowKey={(queue) => queue.name}
      columns={columns}
      hasRowHeader
      tableClassName="min-w-[36rem]"
    />
  );
}

function failedJobColumns(retryButton: ((job: TFailedJob) => React.ReactNode) | null): TableColumn<TFailedJob>[] {
  const columns: TableColumn<TFailedJob>[] = [
    { id: 'queue', header: 'Queue', className: 'font-mono text-xs', cell: (job) => job.queue },
    { id: 'job', header: 'Job', className: 'font-mono text-xs', cell: (job) => <span title={job.id}>{job.id.slice(0, 8)}</span> },
    {
      id: 'error',
      header: 'Error',
      className: 'max-w-md break-words',
      cell: (job) => (
        <>
          {job.error ?? <span className="text-muted-foreground">No message kept</span>}
          {job.retryCount > 0 && <p className="text-xs text-muted-foreground">After {job.retryCount + 1} attempts</p>}
        </>
      ),
    },
    { id: 'failed-at', header: 'Failed at', className: 'whitespace-nowrap', cell: (job) => (job.failedAt ? formatDateTime(job.failedAt) : 'Unknown') },
  ];
  return retryButton ? [...columns, { id: 'action', header: 'Action', isHeaderHidden: true, className: 'text-right', cell: retryButton }] : columns;
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
  const columns = React.useMemo(
    () =>
      failedJobColumns(
        canRetry
          ? (job) => (
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
            )
          : null,
      ),
    [canRetry, onRetry, isRetrying],
  );
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No failed jobs are waiting for a retry.</p>;
  return <DataTable caption="Failed jobs, newest first" rows={jobs} rowKey={(job) => job.id} columns={columns} tableClassName="min-w-[44rem]" />;
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
