import type { TAssessedEvidence, TAssessmentDetail, TAssessmentSummary } from '@acclaim/contracts';
import { ZAssessment, type AssessmentInput } from '@acclaim/domain';
import { assessedItemRef } from '@acclaim/domain/assessment';
import type { AssessmentRow } from '../db/schema/index';

export function presentAssessmentSummary(
  row: Pick<AssessmentRow, 'id' | 'caseId' | 'status' | 'level' | 'headline' | 'eligibilityProgress' | 'error' | 'createdAt' | 'completedAt'>,
): TAssessmentSummary {
  return {
    id: row.id,
    caseId: row.caseId,
    status: row.status,
    level: row.level ?? null,
    headline: row.headline ?? null,
    eligibilityProgress: row.eligibilityProgress ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The evidence as the engine read it (the input snapshot), so reasons can name items that changed since. */
export function presentAssessedEvidence(input: AssessmentInput | null | undefined): TAssessedEvidence[] {
  return (input?.evidence ?? []).map(assessedItemRef);
}

export function presentAssessmentDetail(row: AssessmentRow): TAssessmentDetail {
  // Stored results pass the schema again, so a result written by an older engine still reads with defaults.
  const parsed = row.result ? ZAssessment.safeParse(row.result) : null;
  return {
    ...presentAssessmentSummary(row),
    result: parsed?.success ? parsed.data : null,
    evidence: presentAssessedEvidence(row.input),
  };
}
