import { reason } from '../reasons';
import type { Eb1aAssessment, Finding } from '../schema';

/**
 * 8 CFR 204.5(h)(4): where a criterion does not readily apply to the occupation, comparable evidence may
 * stand in. The petitioner must show the criterion does not readily apply and that the substitute is of
 * comparable significance; the engine only points out where that argument is open.
 */
export function assessComparableEvidence(criteria: readonly Finding[]): Eb1aAssessment['comparableEvidence'] {
  const candidates = criteria.filter((c) => c.isComparableEvidenceCandidate);
  const ids = candidates.map((c) => c.id);
  if (!candidates.length) {
    return {
      criterionIds: [],
      reason: reason('All ten criteria can apply to your occupation, so comparable evidence is not needed.', [], ['cfr-204-5-h-4']),
    };
  }
  const labels = candidates.map((c) => c.label.toLowerCase()).join(', ');
  const offered = candidates.flatMap((c) => c.evidenceIds);
  return {
    criterionIds: ids,
    reason: reason(
      `These criteria may not readily apply to your occupation: ${labels}. If you have evidence of similar weight (for example, selective displays or results in your own field), you can offer it as comparable evidence, but you must explain why the criterion does not readily apply and why the substitute is of comparable significance.`,
      offered,
      ['cfr-204-5-h-4', 'pm-update-2023-09-12'],
    ),
  };
}
