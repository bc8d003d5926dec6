import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { isIdentityFlagged, type IdentityStatus } from '@acclaim/domain';
import type { ExhibitIdentityHold, LetterExhibit, VerifiedNumber } from '@acclaim/domain/letter';
import type { TLetterEvidence } from '@acclaim/contracts';
import { caseMetrics, documents, evidenceItems } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { evidenceIdentityCleared } from '../identity/counted-evidence';

/**
 * The case's accepted evidence as the letter sees it now: what each exhibit reference rests on (for the
 * editor's provenance popover) and the exhibit list the filing check compares the letter with.
 */
export async function findLetterEvidence(db: Db, caseId: string): Promise<TLetterEvidence[]> {
  const rows = await db
    .select({ item: evidenceItems, exhibit: documents.exhibitLabel, documentName: documents.originalName })
    .from(evidenceItems)
    .leftJoin(documents, eq(documents.id, evidenceItems.documentId))
    // Evidence naming someone else stays out of the letter until a person confirmed it belongs (as in the assessment).
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.status, 'accepted'), evidenceIdentityCleared()))
    .orderBy(asc(documents.exhibitLabel), asc(evidenceItems.createdAt));
  return rows.map(({ item, exhibit, documentName }) => ({
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    date: item.date,
    documentId: item.documentId,
    documentName: documentName ?? null,
    exhibit: exhibit ?? null,
    verification: item.verification,
  }));
}

/** Why the identity check holds a document back, or null when it may be filed (it matches, or a person confirmed it). */
function identityHold(doc: { identityStatus: IdentityStatus; identityNames: string[]; identityConfirmedAt: Date | null }): ExhibitIdentityHold | null {
  if (doc.identityConfirmedAt || !isIdentityFlagged(doc.identityStatus)) return null;
  return doc.identityStatus === 'names_other' ? { reason: 'names-other', names: doc.identityNames } : { reason: 'names-no-one', names: [] };
}

/**
 * Exhibits of the filing: every labelled document of the case with its accepted evidence, its category and whether
 * the identity check holds it back. A held document is listed (with all its items) so that a letter citing it is
 * told why, by name, instead of reading as an exhibit the case does not have; the filing check keeps it out.
 */
export async function findLetterExhibits(db: Db, caseId: string): Promise<LetterExhibit[]> {
  const labelled = await db
    .select({
      id: documents.id,
      label: documents.exhibitLabel,
      name: documents.originalName,
      category: documents.category,
      identityStatus: documents.identityStatus,
      identityNames: documents.identityNames,
      identityConfirmedAt: documents.identityConfirmedAt,
    })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), isNotNull(documents.exhibitLabel)));
  const items = await db
    .select({ id: evidenceItems.id, documentId: evidenceItems.documentId, type: evidenceItems.type, isCleared: sql<boolean>`${evidenceIdentityCleared()}` })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.status, 'accepted')));
  return labelled.map((d) => {
    const identity = identityHold(d);
    // On a cleared document, an item typed by hand that names someone else still stays out, as everywhere else.
    const held = items.filter((i) => i.documentId === d.id && (identity !== null || i.isCleared));
    return {
      label: d.label!,
      evidenceIds: held.map((i) => i.id),
      documentName: d.name,
      category: d.category,
      identity,
      evidenceTypes: Object.fromEntries(held.map((i) => [i.id, i.type])),
    };
  });
}

/**
 * Figures the scholarly services confirmed, which the letter must not contradict: each verified publication's
 * citation count (checked only in sentences resting on that publication) and the person's h-index.
 */
export async function findVerifiedNumbers(db: Db, caseId: string): Promise<VerifiedNumber[]> {
  const publications = await db
    .select({ id: evidenceItems.id, check: evidenceItems.verificationDetails })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.status, 'accepted'), eq(evidenceItems.verification, 'verified'), evidenceIdentityCleared()));
  const out: VerifiedNumber[] = publications.flatMap(({ id, check }) =>
    typeof check?.citationCount === 'number' ? [{ evidenceId: id, term: 'citations', value: check.citationCount }] : [],
  );
  const [row] = await db.select({ metrics: caseMetrics.metrics }).from(caseMetrics).where(eq(caseMetrics.caseId, caseId));
  if (row?.metrics && row.metrics.publicationsVerified > 0) out.push({ evidenceId: null, term: 'h-index', value: row.metrics.hIndex });
  return out;
}
