import type { TFilingChecklist } from '@acclaim/contracts';
import { STATUS_LABELS, type ChecklistStatus } from './checklist-labels';

const ORDER: ChecklistStatus[] = ['present', 'missing', 'blocking', 'not-needed'];
const BAR_COLORS: Readonly<Record<ChecklistStatus, string>> = {
  present: 'bg-success',
  missing: 'bg-warning',
  blocking: 'bg-destructive',
  'not-needed': 'bg-muted-foreground/30',
};

function headline(checklist: TFilingChecklist): string {
  const { blocking, missing } = checklist.counts;
  if (checklist.isComplete) return 'Everything the filing needs is in place.';
  if (blocking)
    return `${blocking} ${blocking === 1 ? 'item blocks' : 'items block'} the filing${missing ? `, and ${missing} more ${missing === 1 ? 'is' : 'are'} missing` : ''}.`;
  return `Nothing blocks the filing; ${missing} ${missing === 1 ? 'item is' : 'items are'} still missing.`;
}

/** The checklist at a glance: one bar split by status, with the counts beside it. */
export function ChecklistSummary({ checklist }: { checklist: TFilingChecklist }) {
  const total = checklist.items.length;
  return (
    <div className="space-y-3">
      <p className="font-medium" role="status">
        {headline(checklist)}
      </p>
      <div className="flex h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {ORDER.map((status) =>
          checklist.counts[status] ? (
            <div key={status} className={BAR_COLORS[status]} style={{ width: `${(checklist.counts[status] / total) * 100}%` }} />
          ) : null,
        )}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" aria-label="Checklist items by status">
        {ORDER.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span className={`size-2.5 rounded-full ${BAR_COLORS[status]}`} aria-hidden="true" />
            <span>
              <span className="font-medium tabular-nums text-foreground">{checklist.counts[status]}</span> {STATUS_LABELS[status].toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
