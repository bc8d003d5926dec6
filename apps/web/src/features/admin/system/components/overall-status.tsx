import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import type { TSystemHealth } from '@acclaim/contracts';
import { cn } from '@/lib/utils';
import { OVERALL_HEADLINES } from '../system-labels';

const LOOKS = {
  ok: { icon: CircleCheck, className: 'border-success/30 bg-success-soft text-success' },
  degraded: { icon: TriangleAlert, className: 'border-warning/30 bg-warning-soft text-warning' },
  down: { icon: CircleX, className: 'border-destructive/30 bg-destructive-soft text-destructive' },
} as const;

/** To the second: a refresh a few seconds after the last one must show that it ran. */
const checkedTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The one line an operator reads first: the worst status, how many checks are fine, and when they ran. */
export function OverallStatus({ health }: { health: TSystemHealth }) {
  const checks = Object.values(health.checks);
  const counted = checks.filter((check) => check.status !== 'not-configured');
  const fine = counted.filter((check) => check.status === 'ok').length;
  const { icon: Icon, className } = LOOKS[health.status];
  return (
    <section
      aria-label="Overall status"
      className={cn('mb-6 flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="flex items-center gap-2 font-semibold" data-overall={health.status}>
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {OVERALL_HEADLINES[health.status]}
        <span className="font-normal">
          · {fine} of {counted.length} checks OK
        </span>
      </p>
      <p className="text-sm text-foreground">Last checked {checkedTime(health.checkedAt)}</p>
    </section>
  );
}
