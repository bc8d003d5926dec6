import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { Pencil, Trash2 } from 'lucide-react';
import type { TPlannedLetter, TSavedRecommender } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useDeleteRecommender } from '../../api/delete-recommender';
import { useUpdateRecommender } from '../../api/update-recommender';
import { RELATIONSHIP_LABELS, RELATIONSHIP_TONES, STATUS_LABELS, STATUS_ORDER } from './labels';
import { RecommenderDialog } from './recommender-dialog';

type Status = (typeof STATUS_ORDER)[number];

/** Who they are, and the focus and facts their planned letter covers (nothing once they declined). */
function RecommenderSummary({ recommender: r, planned }: { recommender: TSavedRecommender; planned: TPlannedLetter | undefined }) {
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="break-words font-semibold">{r.name}</h4>
        <Badge tone={RELATIONSHIP_TONES[r.relationship]}>{RELATIONSHIP_LABELS[r.relationship]}</Badge>
        {r.letterId && <Badge tone="success">Letter drafted</Badge>}
      </div>
      {(r.title || r.affiliation) && <p className="text-sm text-muted-foreground">{[r.title, r.affiliation].filter(Boolean).join(', ')}</p>}
      {planned && r.status !== 'declined' && (
        <p className="text-sm">
          <span className="text-muted-foreground">Letter focus: </span>
          {planned.focus.label}
          {planned.facts.length > 0 && (
            <span className="text-muted-foreground"> · {planned.facts.map((f) => `${f.title}${f.exhibit ? ` (Exhibit ${f.exhibit})` : ''}`).join('; ')}</span>
          )}
        </p>
      )}
    </div>
  );
}

/** Saves a new status as soon as it is picked; a suggested recommender shows as chosen. */
function RecommenderStatusSelect({ caseId, recommender: r }: { caseId: string; recommender: TSavedRecommender }) {
  const update = useUpdateRecommender(caseId);
  const statusId = `status-${r.id}`;

  function handleStatus(status: Status) {
    update.mutate({ id: r.id, status }, { onError: (error) => toast.error('Status not saved', { description: error.message }) });
  }

  return (
    <div className="space-y-1">
      <label htmlFor={statusId} className="block text-xs text-muted-foreground">
        Status
      </label>
      <NativeSelect
        id={statusId}
        size="sm"
        value={r.status === 'suggested' ? 'chosen' : r.status}
        onChange={(event) => handleStatus(event.target.value as Status)}
        disabled={update.isPending}
        aria-label={`Status of ${r.name}`}
      >
        {STATUS_ORDER.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ChosenRow({ caseId, recommender, planned }: { caseId: string; recommender: TSavedRecommender; planned: TPlannedLetter | undefined }) {
  const remove = useDeleteRecommender(caseId);
  const [isConfirming, setConfirming] = React.useState(false);
  const [isEditing, setEditing] = React.useState(false);
  const r = recommender;

  function handleRemove(withLetter: boolean) {
    remove.mutate(
      { id: r.id, withLetter },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          toast.success(answer.message);
        },
        onError: (error) => toast.error('Not removed', { description: error.message }),
      },
    );
  }

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <RecommenderSummary recommender={r} planned={planned} />
        <div className="flex shrink-0 flex-wrap items-end gap-2">
          <RecommenderStatusSelect caseId={caseId} recommender={r} />
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit details of ${r.name}`}>
            <Pencil aria-hidden="true" /> Details
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => (r.letterId ? setConfirming(true) : handleRemove(false))}
            disabled={remove.isPending}
            aria-label={`Remove ${r.name}`}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </div>
      <RecommenderDialog caseId={caseId} recommender={r} open={isEditing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`Remove ${r.name} and their letter?`}
        description={<p>The drafted letter and all its versions are deleted with them. This cannot be undone.</p>}
        confirmLabel="Remove with letter"
        pendingLabel="Removing…"
        cancelLabel="Keep"
        isPending={remove.isPending}
        onConfirm={() => handleRemove(true)}
      />
    </li>
  );
}

/** The people the user chose, how far each request has gone, and what the plan gives each letter. */
export function ChosenRecommenders({
  caseId,
  recommenders,
  plannedLetters,
}: {
  caseId: string;
  recommenders: readonly TSavedRecommender[];
  plannedLetters: readonly TPlannedLetter[];
}) {
  if (recommenders.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No recommenders chosen yet. Choose at least two below; a strong set has at least one independent expert.</p>
    );
  }
  const byRecommender = new Map(plannedLetters.map((l) => [l.recommenderId, l]));
  return (
    <ul className="divide-y divide-border" aria-label="Chosen recommenders">
      {recommenders.map((r) => (
        <ChosenRow key={r.id} caseId={caseId} recommender={r} planned={byRecommender.get(r.id)} />
      ))}
    </ul>
  );
}
