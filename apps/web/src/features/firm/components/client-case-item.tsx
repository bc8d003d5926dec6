import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import type { TFirmCase } from '@acclaim/contracts';
import type { FirmCaseStage } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResendClientInvitation } from '../api/resend-client-invitation';
import { daysFromNow, isFilingSoon, PETITION_TYPE_LABELS } from '../labels';

const STAGE_TONES: Record<FirmCaseStage, 'neutral' | 'info' | 'success' | 'warning'> = {
  invited: 'neutral',
  collecting: 'info',
  assessed: 'info',
  drafting: 'warning',
  'in-review': 'warning',
  ready: 'success',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function FilingDate({ date, days }: { date: string | null; days: number | null }) {
  if (!date || days === null) return <span className="text-muted-foreground">Not set</span>;
  return (
    <span className={cn(isFilingSoon(days) && 'font-medium text-destructive')}>
      {formatDate(date)} <span className="whitespace-nowrap">({daysFromNow(days)})</span>
    </span>
  );
}

function InvitationState({ item }: { item: TFirmCase }) {
  const resend = useResendClientInvitation();
  function handleResend() {
    resend.mutate(item.id, {
      onSuccess: (answer) => toast.success('Invitation sent again', { description: answer.message }),
      onError: (error) => toast.error('The invitation was not sent', { description: error.message }),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {item.invitationExpiresAt ? <Badge tone="warning">Invitation pending</Badge> : <Badge tone="destructive">Invitation expired</Badge>}
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={handleResend}
        disabled={resend.isPending}
        aria-label={`Resend the invitation to ${item.clientName}`}
      >
        {resend.isPending ? 'Sending…' : 'Resend'}
      </Button>
    </div>
  );
}

/**
 * One client's case: a card on a phone, a row of the list from `lg`. Every figure carries its own label, so the
 * row reads well without a table header.
 */
export function ClientCaseItem({ item, onOpen, isOpening }: { item: TFirmCase; onOpen: () => void; isOpening: boolean }) {
  const headingId = `client-case-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-background p-4 shadow-sm lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_auto] lg:items-center"
    >
      <div className="min-w-0 space-y-1.5">
        <h3 id={headingId} className="truncate font-semibold">
          {item.clientName}
        </h3>
        <p className="truncate text-sm text-muted-foreground">{item.clientEmail}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{PETITION_TYPE_LABELS[item.petitionType]}</Badge>
          <Badge tone={STAGE_TONES[item.stage]}>{item.stageLabel}</Badge>
        </div>
        {!item.clientJoined && <InvitationState item={item} />}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between text-xs text-muted-foreground">
          <span>Overall progress</span>
          <span className="tabular-nums text-foreground">{Math.round(item.progress.overall)}%</span>
        </div>
        <ProgressBar value={item.progress.overall} label={`Overall progress of ${item.clientName}’s case`} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Documents">{item.documentCount}</Fact>
        <Fact label="Letter sections">{item.totalSections > 0 ? `Approved ${item.approvedSections} of ${item.totalSections}` : 'No draft yet'}</Fact>
        <Fact label="Target filing">
          <FilingDate date={item.intendedFilingDate} days={item.daysToFiling} />
        </Fact>
        <Fact label="Last activity">{formatDateTime(item.lastActivityAt)}</Fact>
      </dl>
      <div className="flex lg:justify-end">
        <Button onClick={onOpen} disabled={isOpening} className="w-full sm:w-auto" aria-label={`Open ${item.clientName}’s case`}>
          {isOpening ? 'Opening…' : 'Open'}
        </Button>
      </div>
    </li>
  );
}
