import { and, asc, eq } from 'drizzle-orm';
import { ZAssessmentInput, type AssessmentInput } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { caseMetrics, documents, evidenceItems, users, type CaseRow } from '../../db/schema/index';

/** "Today" for the engine, which never reads the clock: the UTC date, so every server agrees. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The snapshot the engine reads: the case profile, the accepted evidence (with what verification found and
 * the exhibit label of its document) and the person's citation metrics. Stored with the result, so an
 * assessment can always be explained later even after the evidence changed.
 */
export async function buildAssessmentInput(db: Db, row: CaseRow, options: { now?: Date } = {}): Promise<AssessmentInput> {
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.ownerId));
  const items = await db
    .select({ item: evidenceItems, exhibit: documents.exhibitLabel })
    .from(evidenceItems)
    .leftJoin(documents, eq(documents.id, evidenceItems.documentId))
    .where(and(eq(evidenceItems.caseId, row.id), eq(evidenceItems.status, 'accepted')))
    .orderBy(asc(evidenceItems.type), asc(evidenceItems.createdAt));
  const [metrics] = await db.select({ metrics: caseMetrics.metrics }).from(caseMetrics).where(eq(caseMetrics.caseId, row.id));

  return ZAssessmentInput.parse({
    profile: {
      petitionType: row.petitionType,
      fullName: owner?.name.trim() || null,
      fieldOfEndeavor: row.fieldOfEndeavor,
      currentRole: row.currentRole,
      employer: row.employer,
      highestDegree: row.highestDegree,
      yearsOfExperience: row.yearsOfExperience,
      proposedEndeavor: row.proposedEndeavor,
      intendedFilingDate: row.intendedFilingDate,
    },
    evidence: items.map(({ item, exhibit }) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      description: item.description,
      date: item.date,
      details: item.details,
      verification: item.verification,
      check: item.verificationDetails ?? null,
      documentId: item.documentId,
      exhibit: exhibit ?? null,
    })),
    metrics: metrics?.metrics ?? null,
    asOf: todayUtc(options.now),
  });
}
