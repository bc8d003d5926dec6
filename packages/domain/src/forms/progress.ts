import { I140_PARTS } from './i140-parts';
import { ZFormsState, type FormsState } from './schema';

/**
 * The dashboard's forms progress, 0-100: the share of the I-140 guide's parts (`I140_PARTS`) the user has
 * completed and confirmed, each part weighing the same, rounded. Unknown part ids and repeats do not count,
 * so the value never exceeds 100. Whether a part may be confirmed (no 'error' issue left in `prefillI140`) is
 * the caller's check before it records the confirmation.
 */
export function formsProgress(state: Partial<FormsState>): number {
  const { confirmedPartIds } = ZFormsState.parse(state);
  const known = new Set(I140_PARTS.map((p) => p.id));
  const confirmed = new Set(confirmedPartIds.filter((id) => known.has(id)));
  return Math.round((100 * confirmed.size) / known.size);
}
