import * as React from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import type { TChecklistItem } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { STATUS_LABELS, STATUS_TONES, TARGETS } from './checklist-labels';

const ICONS = { present: CircleCheck, missing: CircleDashed, blocking: CircleAlert, 'not-needed': CircleMinus } as const;
const ICON_COLORS = { present: 'text-success', missing: 'text-warning', blocking: 'text-destructive', 'not-needed': 'text-muted-foreground' } as const;

function ManualTick({ caseId, item }: { caseId: string; item: TChecklistItem }) {
  const update = useUpdateChecklistItem(caseId);
  // The tick shows in the same render as the click (a controlled box would flick back until the request starts).
  const [pending, setPending] = React.useState<boolean | null>(null);
  const isDone = pending ?? item.manual?.isDone ?? false;
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={isDone}
        disabled={update.isPending}
        onChange={(event) => {
          setPending(event.target.checked);
          update.mutate(
            { itemId: item.id, isDone: event.target.checked },
            { onError: (error) => toast.error('Not saved', { description: error.message }), onSettled: () => setPending(null) },
          );
        }}
      />
      Done
    </label>
  );
}

/** One thing the filing needs: whether it is there, why, what is missing and where to fix it. */
export function ChecklistItemRow({ caseId, item }: { caseId: string; item: TChecklistItem }) {
  const Icon = ICONS[item.status];
  const target = item.target ? TARGETS[item.target] : null;
  return (
    <li className="flex gap-3 rounded-md border border-border p-4">
      <Icon className={`mt-0.5 size-5 shrink-0 ${ICON_COLORS[item.status]}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 className="font-medium leading-snug">{item.title}</h4>
          <Badge tone={STATUS_TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{item.summary}</p>
        {item.details.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {item.details.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        )}
        {(target || item.manual) && (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 pt-1">
            {item.manual && <ManualTick caseId={caseId} item={item} />}
            {target && (
              <Link to={target.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {target.label}
              </Link>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
