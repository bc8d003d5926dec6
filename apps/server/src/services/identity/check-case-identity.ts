import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { checkIdentity, isIdentityFlagged, type DocumentCategory, type IdentityCheck, type IdentityStatus } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { documents, evidenceItems } from '../../db/schema/index';
import { findBeneficiaryNames } from './beneficiary-names';

interface StoredIdentity {
  identityStatus: IdentityStatus;
  identityNames: string[];
}

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, index) => name === b[index]);

/**
 * The columns to write for a new check. A person's confirmation stays while the check still names the same people
 * (a re-read of the same file, a renamed beneficiary); when the document or item now names someone new, the
 * confirmation no longer speaks to it and is cleared, so it is flagged again.
 */
export function identityUpdate(previous: StoredIdentity, check: IdentityCheck) {
  const update = { identityStatus: check.status, identityNames: check.names };
  if (isIdentityFlagged(check.status) && !(previous.identityStatus === check.status && sameNames(previous.identityNames, check.names))) {
    return { ...update, identityConfirmedAt: null, identityConfirmedBy: null, identityConfirmedByName: null, identityConfirmationReason: null };
  }
  return update;
}

/** The check of a document's text against the case's names. */
export function checkDocumentText(pages: readonly string[], category: DocumentCategory, knownNames: readonly string[]): IdentityCheck {
  return checkIdentity({ pages, category, knownNames });
}

/**
 * The own check of an evidence item typed by hand: flagged only when its words clearly name another person
 * ("awarded to …", "Dear …", "interview with …"); otherwise `matches` or `no_person`.
 */
export function checkItemText(item: { title: string; description: string }, knownNames: readonly string[]): IdentityCheck {
  return checkIdentity({ pages: [item.title, item.description], category: null, knownNames });
}

/**
 * Checks again every read document of a case and every item typed by hand, after the beneficiary's names changed
 * (or, with `onlyUnchecked`, the documents read before the check existed). Cheap: the text is stored with the document.
 */
export async function recheckCaseIdentity(db: Db, caseId: string, options: { onlyUnchecked?: boolean } = {}) {
  const docConditions = [eq(documents.caseId, caseId), isNotNull(documents.pages)];
  if (options.onlyUnchecked) docConditions.push(eq(documents.identityStatus, 'unchecked'));
  const docs = await db
    .select({
      id: documents.id,
      pages: documents.pages,
      category: documents.category,
      identityStatus: documents.identityStatus,
      identityNames: documents.identityNames,
    })
    .from(documents)
    .where(and(...docConditions));
  const items = options.onlyUnchecked
    ? []
    : await db
        .select({
          id: evidenceItems.id,
          title: evidenceItems.title,
          description: evidenceItems.description,
          identityStatus: evidenceItems.identityStatus,
          identityNames: evidenceItems.identityNames,
        })
        .from(evidenceItems)
        .where(and(eq(evidenceItems.caseId, caseId), ne(evidenceItems.identityStatus, 'unchecked')));
  if (!docs.length && !items.length) return;
  const { knownNames } = await findBeneficiaryNames(db, caseId);
  for (const doc of docs) {
    const check = checkDocumentText(doc.pages ?? [], doc.category, knownNames);
    if (doc.identityStatus === check.status && sameNames(doc.identityNames, check.names)) continue;
    // The stamp moves so the documents' event stream tells open pages to refresh.
    await db
      .update(documents)
      .set({ ...identityUpdate(doc, check), updatedAt: new Date() })
      .where(eq(documents.id, doc.id));
  }
  for (const item of items) {
    const check = checkItemText(item, knownNames);
    if (item.identityStatus === check.status && sameNames(item.identityNames, check.names)) continue;
    await db.update(evidenceItems).set(identityUpdate(item, check)).where(eq(evidenceItems.id, item.id));
  }
}

/**
 * Documents read before the identity check existed (stored with text but never checked) are checked once, when the
 * server starts: every document read since is checked as it is read, so no request needs to look for them.
 * Returns how many cases had such documents.
 */
export async function checkDocumentsReadBeforeIdentityCheck(db: Db): Promise<number> {
  const unchecked = await db
    .selectDistinct({ caseId: documents.caseId })
    .from(documents)
    .where(and(eq(documents.identityStatus, 'unchecked'), isNotNull(documents.pages)));
  for (const { caseId } of unchecked) await recheckCaseIdentity(db, caseId, { onlyUnchecked: true });
  return unchecked.length;
}
