import { and, asc, eq } from 'drizzle-orm';
import type { AssessmentInput } from '@acclaim/domain';
import { assessmentInputFromRecords } from '@acclaim/domain/assessment';
import type { Db } from '../../db/client';
import { caseMetrics, documents, evidenceItems, type CaseRow } from '../../db/schema/index';
import { beneficiaryNamesOf } from '../identity/beneficiary-names';
import { evidenceIdentityCleared } from '../identity/counted-evidence';
import { withKnownNamesInAuthorLists } from '../identity/author-names';

/** "Today" for the engine, which never reads the clock: the UTC date, so every server agrees. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The snapshot the engine reads: the case profile with the beneficiary's legal name, the accepted evidence whose
 * identity is clear (with what verification found and the exhibit label of its document) and the person's citation
 * metrics. Stored with the result, so an assessment can always be explained later even after the evidence changed.
 */
export async function buildAssessmentInput(db: Db, row: CaseRow, options: { now?: Date } = {}): Promise<AssessmentInput> {
  // The beneficiary's names, not the account holder's.
  const names = await beneficiaryNamesOf(db, row);
  const items = await db
    .select({ item: evidenceItems, exhibit: documents.exhibitLabel, documentCategory: documents.category })
    .from(evidenceItems)
    .leftJoin(documents, eq(documents.id, evidenceItems.documentId))
    // Evidence of a document (or an item) naming someone else counts only once a person confirmed it belongs.
    .where(and(eq(evidenceItems.caseId, row.id), eq(evidenceItems.status, 'accepted'), evidenceIdentityCleared()))
    .orderBy(asc(evidenceItems.type), asc(evidenceItems.createdAt));
  const [metrics] = await db.select({ metrics: caseMetrics.metrics }).from(caseMetrics).where(eq(caseMetrics.caseId, row.id));

  // The mapping itself is pure and shared with the AAO development-set evaluation (scripts/eval-aao.ts).
  return assessmentInputFromRecords({
    caseRecord: row,
    beneficiaryName: names.legalName,
    evidence: withKnownNamesInAuthorLists(items, names),
    metrics: metrics?.metrics ?? null,
    asOf: todayUtc(options.now),
  });
}
