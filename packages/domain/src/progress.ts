/** Progress of a case in four areas, each 0–100, and overall. */
export interface Progress {
  eligibility: number;
  documents: number;
  forms: number;
  petition: number;
  overall: number;
}

/** Ten documents count as complete documents progress. */
export const DOCUMENTS_FOR_FULL_PROGRESS = 10;

/** Documents progress: count / 10 × 100, capped at 100. */
export function documentsProgress(documentCount: number): number {
  return Math.min(100, (Math.max(0, documentCount) / DOCUMENTS_FOR_FULL_PROGRESS) * 100);
}

/** Overall is the rounded, equal-weight mean of the four areas. */
export function computeProgress(parts: Omit<Progress, 'overall'>): Progress {
  const clamp = (value: number) => Math.max(0, Math.min(100, value));
  const eligibility = clamp(parts.eligibility);
  const documents = clamp(parts.documents);
  const forms = clamp(parts.forms);
  const petition = clamp(parts.petition);
  return { eligibility, documents, forms, petition, overall: Math.round((eligibility + documents + forms + petition) / 4) };
}

/** What keeps a drafted petition letter from being filed as it stands, as the filing checklist sees it. */
export interface PetitionLetterState {
  hasDraft: boolean;
  /** Findings of the filing check of the version on file. */
  openIssues: number;
  /** Sections of a firm's case that await an attorney's approval as they now read (0 for a self-petition). */
  sectionsAwaitingApproval?: number;
  /** The plan shows only the first pages: the whole letter cannot be exported or filed on it. */
  isCutByPlan?: boolean;
  /** A newer letter is being written (or did not finish), and the checklist waits for it. */
  isNewerLetterPending?: boolean;
}

/**
 * Petition progress from the letter: 0 without a draft; a first draft is half the way; the other half is what
 * keeps it from filing, each blocker taking 5 points off it (so ten or more leave it at 50): every finding of the
 * filing check, every section awaiting an attorney's approval, a letter the plan shows only in part, and a newer
 * letter still being written. 100 means ready to file, so only a letter with none of them reaches it, exactly
 * when the filing checklist's petition letter items are present.
 */
export function petitionProgress(letter: PetitionLetterState | null): number {
  if (!letter?.hasDraft) return 0;
  const blockers =
    Math.max(0, letter.openIssues) + Math.max(0, letter.sectionsAwaitingApproval ?? 0) + (letter.isCutByPlan ? 1 : 0) + (letter.isNewerLetterPending ? 1 : 0);
  return 50 + Math.max(0, 50 - 5 * blockers);
}
