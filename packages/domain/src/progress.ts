/** Progress of a case in the four areas of spec §3, each 0–100. */
export interface Progress {
  eligibility: number;
  documents: number;
  forms: number;
  petition: number;
  overall: number;
}

/** Ten documents count as complete documents progress (spec §9). */
export const DOCUMENTS_FOR_FULL_PROGRESS = 10;

/** Spec §4: count / 10 × 100, capped at 100. */
export function documentsProgress(documentCount: number): number {
  return Math.min(100, (Math.max(0, documentCount) / DOCUMENTS_FOR_FULL_PROGRESS) * 100);
}

/** Spec §4: overall is the rounded, equal-weight mean of the four areas. */
export function computeProgress(parts: Omit<Progress, 'overall'>): Progress {
  const clamp = (value: number) => Math.max(0, Math.min(100, value));
  const eligibility = clamp(parts.eligibility);
  const documents = clamp(parts.documents);
  const forms = clamp(parts.forms);
  const petition = clamp(parts.petition);
  return { eligibility, documents, forms, petition, overall: Math.round((eligibility + documents + forms + petition) / 4) };
}

/**
 * Petition progress from the letter: 0 without a draft; a first draft is half the way; the other half is the
 * filing check, each outstanding issue taking 5 points off it (so ten or more leave it at 50). A clean check is 100.
 */
export function petitionProgress(letter: { hasDraft: boolean; openIssues: number } | null): number {
  if (!letter?.hasDraft) return 0;
  return 50 + Math.max(0, 50 - 5 * Math.max(0, letter.openIssues));
}
