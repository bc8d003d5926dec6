import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isIdentityFlagged, type IdentityStatus } from '@acclaim/domain';
import type { ExhibitIdentityHold, LetterExhibit, VerifiedNumber } from '@acclaim/domain/letter';
import type { TLetterEvidence } from '@acclaim/contracts';
import { caseMetrics, documents, evidenceItems } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { evidenceIdentityCleared } from '../identity/counted-evidence';
import { groupBy } from '../../lib/group-by';

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
    .select(labelledColumns)
    .from(documents)
    .where(and(eq(documents.caseId, caseId), isNotNull(documents.exhibitLabel)));
  const items = await db
    .select({ id: evidenceItems.id, documentId: evidenceItems.documentId, type: evidenceItems.type, isCleared: sql<boolean>`${evidenceIdentityCleared()}` })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.status, 'accepted')));
  return exhibitsOf(labelled, items);
}

const labelledColumns = {
  id: documents.id,
  label: documents.exhibitLabel,
  name: documents.originalName,
  category: documents.category,
  identityStatus: documents.identityStatus,
  identityNames: documents.identityNames,
  identityConfirmedAt: documents.identityConfirmedAt,
};

type LabelledDocument = {
  [K in keyof typeof labelledColumns]: (typeof labelledColumns)[K]['_']['data'] | ((typeof labelledColumns)[K]['_']['notNull'] extends true ? never : null);
};
interface AcceptedItem {
  id: string;
  documentId: string | null;
  type: (typeof evidenceItems.type)['_']['data'];
  isCleared: boolean;
}

function exhibitsOf(labelled: readonly LabelledDocument[], items: readonly AcceptedItem[]): LetterExhibit[] {
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
  const [row] = await db.select({ metrics: caseMetrics.metrics }).from(caseMetrics).where(eq(caseMetrics.caseId, caseId));
  return verifiedNumbersOf(publications, row?.metrics ?? null);
}

function verifiedNumbersOf(
  publications: readonly { id: string; check: { citationCount?: number | null } | null }[],
  metrics: { publicationsVerified: number; hIndex: number } | null,
): VerifiedNumber[] {
  const out: VerifiedNumber[] = publications.flatMap(({ id, check }) =>
    typeof check?.citationCount === 'number' ? [{ evidenceId: id, term: 'citations', value: check.citationCount }] : [],
  );
  if (metrics && metrics.publicationsVerified > 0) out.push({ evidenceId: null, term: 'h-index', value: metrics.hIndex });
  return out;
}

/** What the filing check compares a letter with: the case's exhibits and verified figures. */
export interface LetterFacts {
  exhibits: LetterExhibit[];
  verifiedNumbers: VerifiedNumber[];
}

/**
 * `findLetterExhibits` and `findVerifiedNumbers` of many cases in three queries, whatever their number (the Clients
 * page). Rows come in the order of their physical storage as in the one-case queries, and keep their order per case.
 */
export async function findLetterFactsOfCases(db: Db, caseIds: readonly string[]): Promise<Map<string, LetterFacts>> {
  if (caseIds.length === 0) return new Map();
  const ids = [...caseIds];
  const [labelled, items, metrics] = await Promise.all([
    db
      .select({ caseId: documents.caseId, ...labelledColumns })
      .from(documents)
      .where(and(inArray(documents.caseId, ids), isNotNull(documents.exhibitLabel))),
    db
      .select({
        caseId: evidenceItems.caseId,
        id: evidenceItems.id,
        documentId: evidenceItems.documentId,
        type: evidenceItems.type,
        isCleared: sql<boolean>`${evidenceIdentityCleared()}`,
        // Only a verified item's check is read, as findVerifiedNumbers reads it.
        check: sql<{
          citationCount?: number | null;
        } | null>`case when ${evidenceItems.verification} = 'verified' then ${evidenceItems.verificationDetails} end`,
      })
      .from(evidenceItems)
      .where(and(inArray(evidenceItems.caseId, ids), eq(evidenceItems.status, 'accepted'))),
    db.select({ caseId: caseMetrics.caseId, metrics: caseMetrics.metrics }).from(caseMetrics).where(inArray(caseMetrics.caseId, ids)),
  ]);
  const metricsOf = new Map(metrics.map((row) => [row.caseId, row.metrics]));
  const labelledOf = groupBy(labelled, (row) => row.caseId);
  const itemsOf = groupBy(items, (row) => row.caseId);
  return new Map(
    ids.map((caseId) => {
      const caseItems = itemsOf.get(caseId) ?? [];
      const publications = caseItems.filter((item) => item.check !== null && item.isCleared);
      return [
        caseId,
        { exhibits: exhibitsOf(labelledOf.get(caseId) ?? [], caseItems), verifiedNumbers: verifiedNumbersOf(publications, metricsOf.get(caseId) ?? null) },
      ];
    }),
  );
}
