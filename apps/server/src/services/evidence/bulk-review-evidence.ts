/**
 * Review at the scale of a real CV: one CV gives a couple of hundred suggestions, so a whole section, a type, or
 * everything read with at least some confidence is accepted or rejected in one step, and undone in one step.
 *
 * Only suggestions change: an item the user already accepted or rejected is theirs and is left alone. Everything
 * happens in one transaction that checks, inside it, that the user may still work on the case and that every item
 * named is part of it, so a refusal leaves nothing half-done.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  BULK_REVIEW_MAX_ITEMS,
  suggestionsSelectedBy,
  ZBulkReviewRequest,
  ZUndoBulkReviewRequest,
  type BulkReviewAction,
  type TBulkReviewSelection,
  type TEvidenceStatusChange,
} from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { cases, documents, evidenceItems, type EvidenceItemRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { caseAccessibleBy } from '../cases/case-access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const STATUS_OF: Record<BulkReviewAction, Exclude<EvidenceStatus, 'suggested'>> = { accept: 'accepted', reject: 'rejected' };
const DONE_VERB: Record<BulkReviewAction, string> = { accept: 'Accepted', reject: 'Rejected' };

const plural = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Refuses when the user may no longer work on the case: checked again inside the writing transaction. */
async function assertCaseAccess(tx: Tx, user: UserRow, caseId: string) {
  const [row] = await tx
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, caseId), caseAccessibleBy(user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Case not found.' });
}

/** The case's items the request may touch, locked until the transaction ends so no other write slips between. */
async function lockedItems(tx: Tx, caseId: string, ids?: readonly string[]) {
  const conditions = [eq(evidenceItems.caseId, caseId)];
  if (ids) conditions.push(inArray(evidenceItems.id, [...ids]));
  return tx
    .select()
    .from(evidenceItems)
    .where(and(...conditions))
    .for('update');
}

async function assertSelectionInCase(tx: Tx, caseId: string, selection: TBulkReviewSelection, items: readonly EvidenceItemRow[]) {
  if (selection.by === 'ids') {
    const found = new Set(items.map((item) => item.id));
    if (selection.ids.some((id) => !found.has(id))) throw new AppError('BAD_REQUEST', { message: 'Some of these items are not part of this case.' });
  }
  if (selection.by === 'section') {
    const [doc] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, selection.documentId), eq(documents.caseId, caseId)));
    if (!doc) throw new AppError('BAD_REQUEST', { message: 'That document is not part of this case.' });
  }
}

async function setStatuses(tx: Tx, groups: Map<EvidenceStatus, string[]>, onlyFrom: EvidenceStatus) {
  const updated: EvidenceItemRow[] = [];
  for (const [status, ids] of groups) {
    if (!ids.length) continue;
    // The status guard repeats the check the rows were chosen by: an item that changed meanwhile is not touched.
    const rows = await tx
      .update(evidenceItems)
      .set({ status, updatedAt: new Date() })
      .where(and(inArray(evidenceItems.id, ids), eq(evidenceItems.status, onlyFrom)))
      .returning();
    updated.push(...rows);
  }
  return updated;
}

/**
 * Accepts or rejects every suggestion a selection takes. Returns the items changed and the status each had, which
 * is what an undo sends back.
 */
export async function bulkReviewEvidence(deps: AppDeps, user: UserRow, caseId: string, request: unknown) {
  const { action, selection } = ZBulkReviewRequest.parse(request);
  return deps.database.db.transaction(async (tx) => {
    await assertCaseAccess(tx, user, caseId);
    const items = await lockedItems(tx, caseId, selection.by === 'ids' ? selection.ids : undefined);
    await assertSelectionInCase(tx, caseId, selection, items);
    const chosen = suggestionsSelectedBy(items, selection);
    if (chosen.length > BULK_REVIEW_MAX_ITEMS) {
      throw new AppError('BAD_REQUEST', { message: `More than ${BULK_REVIEW_MAX_ITEMS.toLocaleString('en-US')} suggestions match; choose a smaller set.` });
    }
    const updated = await setStatuses(tx, new Map([[STATUS_OF[action], chosen.map((item) => item.id)]]), 'suggested');
    const changes: TEvidenceStatusChange[] = updated.map((row) => ({ id: row.id, previousStatus: 'suggested' }));
    const skipped = selection.by === 'ids' ? new Set(selection.ids).size - updated.length : 0;
    const message = updated.length ? `${DONE_VERB[action]} ${plural(updated.length)}.` : `Nothing to ${action}: no suggestion to review matches that choice.`;
    return { evidence: updated, changes, skipped, message };
  });
}

/**
 * Puts the items of a bulk action back to their previous status. An item whose status is no longer the one the
 * action gave it was decided again by the user since, and that later decision stands.
 */
export async function undoBulkReview(deps: AppDeps, user: UserRow, caseId: string, request: unknown) {
  const { action, changes } = ZUndoBulkReviewRequest.parse(request);
  return deps.database.db.transaction(async (tx) => {
    await assertCaseAccess(tx, user, caseId);
    const ids = changes.map((change) => change.id);
    const items = await lockedItems(tx, caseId, ids);
    if (items.length !== ids.length) throw new AppError('BAD_REQUEST', { message: 'Some of these items are not part of this case.' });
    const byPrevious = new Map<EvidenceStatus, string[]>();
    for (const change of changes) byPrevious.set(change.previousStatus, [...(byPrevious.get(change.previousStatus) ?? []), change.id]);
    const fromStatus = STATUS_OF[action];
    const updated = await setStatuses(tx, byPrevious, fromStatus);
    const restored: TEvidenceStatusChange[] = updated.map((row) => ({ id: row.id, previousStatus: fromStatus }));
    const skipped = changes.length - updated.length;
    const message = `Undone: ${plural(updated.length)} back as ${updated.length === 1 ? 'it was' : 'they were'}.${skipped ? ` ${plural(skipped)} you changed since ${skipped === 1 ? 'was' : 'were'} left as ${skipped === 1 ? 'it is' : 'they are'}.` : ''}`;
    return { evidence: updated, changes: restored, skipped, message };
  });
}
