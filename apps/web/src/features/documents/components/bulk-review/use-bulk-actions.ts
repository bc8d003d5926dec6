import * as React from 'react';
import type { BulkReviewAction, TBulkReviewResponse, TBulkReviewSelection } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import type { BulkNotice } from './bulk-undo-notice';
import { useBulkReview, useUndoBulkReview } from './use-bulk-review';

const DONE_VERB: Record<BulkReviewAction, string> = { accept: 'Accepted', reject: 'Rejected' };
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Long enough to reach the Undo in a toast; the notice on the page keeps it longer. */
const UNDO_TOAST_MS = 10_000;

/** What a bulk action did, in words: what changed, and what was decided meanwhile and left alone. */
function outcomeMessage(action: BulkReviewAction, result: TBulkReviewResponse, what: string) {
  const changed = result.changes.length;
  const left = result.skipped
    ? ` ${items(result.skipped)} decided meanwhile ${result.skipped === 1 ? 'was' : 'were'} left as ${result.skipped === 1 ? 'it is' : 'they are'}.`
    : '';
  return changed ? `${DONE_VERB[action]} ${items(changed)} ${what}.${left}` : result.message;
}

/**
 * Bulk accept and reject, each followed by a notice (and a toast) that can undo it. Focus goes to the notice, as the
 * rows that had it are gone.
 */
export function useBulkActions(caseId: string) {
  const [notice, setNotice] = React.useState<BulkNotice | null>(null);
  const noticeRef = React.useRef<HTMLDivElement>(null);
  const bulkReview = useBulkReview(caseId);
  const undoBulk = useUndoBulkReview(caseId);

  function handleUndo(action: BulkReviewAction, result: TBulkReviewResponse) {
    undoBulk.mutate(
      { action, changes: result.changes },
      {
        onSuccess: (undone) => {
          setNotice({ message: undone.message });
          toast.success('Undone', { description: undone.message });
        },
        onError: (error) => toast.error('Not undone', { description: error.message }),
      },
    );
  }

  function apply(action: BulkReviewAction, selection: TBulkReviewSelection, what: string) {
    bulkReview.mutate(
      { action, selection },
      {
        onSuccess: (result) => {
          const changed = result.changes.length;
          const message = outcomeMessage(action, result, what);
          const onUndo = changed ? () => handleUndo(action, result) : undefined;
          setNotice({ message, onUndo });
          if (changed) toast.success(message, { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => onUndo?.() } });
          // The rows (and perhaps the group) that had focus are gone: the notice with its Undo takes it.
          requestAnimationFrame(() => noticeRef.current?.focus());
        },
        onError: (error) => toast.error('Not saved', { description: error.message }),
      },
    );
  }

  return {
    apply,
    notice,
    dismissNotice: () => setNotice(null),
    noticeRef,
    isUndoing: undoBulk.isPending,
    isBusy: bulkReview.isPending || undoBulk.isPending,
  };
}
