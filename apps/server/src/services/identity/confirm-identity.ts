import { and, eq } from 'drizzle-orm';
import { isIdentityFlagged } from '@acclaim/domain';
import { ZConfirmIdentityRequest, type TConfirmIdentityRequest } from '@acclaim/contracts';
import { cases, documents, evidenceItems, type DocumentRow, type EvidenceItemRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { caseAccessibleBy } from '../cases/case-access';

type Target = 'document' | 'evidence';

const NOTHING_TO_CONFIRM: Record<Target, string> = {
  document: 'This document is not flagged as naming someone else, so there is nothing to confirm.',
  evidence: 'This item is not flagged as naming someone else, so there is nothing to confirm. A flag on its document is confirmed on the document.',
};
const NOT_FOUND: Record<Target, string> = { document: 'Document not found.', evidence: 'Evidence item not found.' };

function confirmationColumns(user: UserRow | null, reason: string | null, now: Date) {
  return {
    identityConfirmedAt: user ? now : null,
    identityConfirmedBy: user?.id ?? null,
    identityConfirmedByName: user ? user.name.trim() || user.email : null,
    identityConfirmationReason: reason,
  };
}

/** The document, locked for the change, if `userId` may work on its case. */
async function lockDocument(tx: Db, id: string, userId: string): Promise<DocumentRow | undefined> {
  const [found] = await tx
    .select({ row: documents })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(and(eq(documents.id, id), caseAccessibleBy(userId)))
    .for('update', { of: documents });
  return found?.row;
}

async function lockEvidence(tx: Db, id: string, userId: string): Promise<EvidenceItemRow | undefined> {
  const [found] = await tx
    .select({ row: evidenceItems })
    .from(evidenceItems)
    .innerJoin(cases, eq(cases.id, evidenceItems.caseId))
    .where(and(eq(evidenceItems.id, id), caseAccessibleBy(userId)))
    .for('update', { of: evidenceItems });
  return found?.row;
}

/**
 * Records (or withdraws) a person's confirmation that a flagged document or item belongs to the case, with their
 * reason. Access is checked inside the writing transaction, on the locked row: the same people who may edit the
 * document may confirm it. Each change is logged as an audit line (`identity.confirmed` / `identity.unconfirmed`).
 */
async function setConfirmation(deps: AppDeps, log: Logger, user: UserRow, target: Target, id: string, request: TConfirmIdentityRequest | null) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', { message: NOT_FOUND[target] });
  const reason = request ? ZConfirmIdentityRequest.parse(request).reason : null;
  const updated = await deps.database.db.transaction(async (tx): Promise<DocumentRow | EvidenceItemRow> => {
    const row = target === 'document' ? await lockDocument(tx, id, user.id) : await lockEvidence(tx, id, user.id);
    if (!row) throw new AppError('NOT_FOUND', { message: NOT_FOUND[target] });
    if (reason !== null && !isIdentityFlagged(row.identityStatus)) throw new AppError('CONFLICT', { message: NOTHING_TO_CONFIRM[target] });
    const now = new Date();
    const changes = { ...confirmationColumns(reason === null ? null : user, reason, now), updatedAt: now };
    if (target === 'document') return (await tx.update(documents).set(changes).where(eq(documents.id, id)).returning())[0]!;
    return (await tx.update(evidenceItems).set(changes).where(eq(evidenceItems.id, id)).returning())[0]!;
  });
  const event = reason === null ? 'identity.unconfirmed' : 'identity.confirmed';
  log.info(
    { event, target, targetId: id, caseId: updated.caseId, userId: user.id, identityStatus: updated.identityStatus, names: updated.identityNames },
    event,
  );
  return updated;
}

export const confirmDocumentIdentity = (deps: AppDeps, log: Logger, user: UserRow, id: string, request: TConfirmIdentityRequest) =>
  setConfirmation(deps, log, user, 'document', id, request) as Promise<DocumentRow>;
export const unconfirmDocumentIdentity = (deps: AppDeps, log: Logger, user: UserRow, id: string) =>
  setConfirmation(deps, log, user, 'document', id, null) as Promise<DocumentRow>;
export const confirmEvidenceIdentity = (deps: AppDeps, log: Logger, user: UserRow, id: string, request: TConfirmIdentityRequest) =>
  setConfirmation(deps, log, user, 'evidence', id, request) as Promise<EvidenceItemRow>;
export const unconfirmEvidenceIdentity = (deps: AppDeps, log: Logger, user: UserRow, id: string) =>
  setConfirmation(deps, log, user, 'evidence', id, null) as Promise<EvidenceItemRow>;
