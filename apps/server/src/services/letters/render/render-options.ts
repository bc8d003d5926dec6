/** What the renderers need besides the letter; the letter service fills it in. */
export interface LetterRenderOptions {
  /** "Priya Raman" — for the running header and file metadata. */
  applicantName: string;
  /** Printed where the plan cut the letter; null when the letter is whole. */
  upgradeNote: string | null;
  /** ISO date (YYYY-MM-DD) printed under the title; passed in so rendering stays deterministic. */
  date: string;
}
