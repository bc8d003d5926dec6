import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LetterExhibit, VerifiedNumber } from '@acclaim/domain/letter';
import type { TLetterEvidence } from '@acclaim/contracts';
import { caseMetrics, documents, evidenceItems } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { documentIdentityCleared, evidenceIdentityCleared } from '../identity/counted-evidence';

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

/** Exhibits of the filing: every labelled document of the case with its accepted evidence. */
export async function findLetterExhibits(db: Db, caseId: string): Promise<LetterExhibit[]> {
  const labelled = await db
    .select({ id: documents.id, label: documents.exhibitLabel })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), isNotNull(documents.exhibitLabel), documentIdentityCleared()));
  const items = await db
    .select({ id: evidenceItems.id, documentId: evidenceItems.documentId })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.status, 'accepted'), evidenceIdentityCleared()));
  return labelled.map((d) => ({ label: d.label!, evidenceIds: items.filter((i) => i.documentId === d.id).map((i) => i.id) }));
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
