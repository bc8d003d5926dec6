import { Play, RefreshCw } from 'lucide-react';
import { AllowanceNote } from '@/components/plan/allowance-note';
import { Button } from '@/components/ui/button';
import type { AssessmentRun } from '../hooks/use-assessment-run';
import { AllowanceSpentNotice, isAllowanceSpent } from './allowance-spent-notice';
import { EmptyRecordNotice } from './empty-record-notice';
import { RunStatus } from './run-status';

/**
 * How the run goes, the button that starts one and the plan's allowance under it. Where the server would refuse the
 * run, the button gives way to why not: a counted plan's assessments are all used, or (a counted plan's assessment is
 * not spent on an empty record) nothing is accepted yet.
 */
export function RunPanel({
  run,
  label,
  variant = 'default',
  className,
  allowance,
  isBlockedByEmptyRecord,
}: {
  run: AssessmentRun;
  label: string;
  variant?: 'default' | 'outline';
  /** Of the box the button sits in. */
  className?: string;
  allowance: { used: number; allowed: number | null };
  isBlockedByEmptyRecord: boolean;
}) {
  const { isRunning } = run;
  const isSpent = isAllowanceSpent(allowance) && !isRunning;
  const control = isSpent ? (
    <AllowanceSpentNotice allowed={allowance.allowed} />
  ) : isBlockedByEmptyRecord && allowance.allowed !== null ? (
    <EmptyRecordNotice allowed={allowance.allowed} />
  ) : (
    <Button onClick={() => void run.run()} disabled={isRunning} variant={variant} size={variant === 'default' ? 'lg' : 'default'}>
      {variant === 'default' ? <Play aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
      {isRunning ? 'Assessing…' : label}
    </Button>
  );

  return (
    <>
      <RunStatus progressState={run.progressState} latest={run.latest} isRunning={isRunning} startError={run.startError} />
      <div className={className}>{control}</div>
      {!isSpent && <AllowanceNote allowance={allowance} one="assessment" many="assessments" />}
    </>
  );
}
