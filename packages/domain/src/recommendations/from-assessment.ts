import type { Assessment } from '../assessment/schema';
import { excludedEvidenceIds } from '../letter/compose/context';
import type { LetterPetitionType } from '../letter/schema';
import type { FocusFinding } from './schema';

/**
 * What a plan reads from the stored assessment: the level and items of each criterion (EB-1A) or prong
 * (NIW), and the items red flags keep out of any letter (the petition letter's own rule, so both agree).
 */
export function planInputsFromAssessment(
  assessment: Assessment,
  petitionType: LetterPetitionType,
): { findings: FocusFinding[]; excludedEvidenceIds: string[] } {
  const findings = petitionType === 'EB1A' ? (assessment.eb1a?.criteria ?? []) : (assessment.niw?.prongs ?? []);
  return {
    findings: findings.map((f) => ({ id: f.id, level: f.level, evidenceIds: f.evidenceIds })),
    excludedEvidenceIds: [...excludedEvidenceIds(assessment, petitionType)].sort(),
  };
}
