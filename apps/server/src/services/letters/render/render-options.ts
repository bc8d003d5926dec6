import type { FirmLetterhead } from '../../firms/letterhead';

/** What the renderers need besides the letter; the letter service fills it in. */
export interface LetterRenderOptions {
  /** "Priya Raman" — for the running header and file metadata. */
  applicantName: string;
  /** Printed where the plan cut the letter; null when the letter is whole. */
  upgradeNote: string | null;
  /** ISO date (YYYY-MM-DD) printed under the title; passed in so rendering stays deterministic. */
  date: string;
  /**
   * Set for a letter someone else signs (a recommendation letter): printed on their letterhead, with these lines
   * at the top, then the date and the title as a subject line, no contents, and this running header and file
   * subject in place of the petition's.
   */
  letterhead?: Letterhead;
  /**
   * Set for a firm's case. A petition letter then opens on the firm's letterhead and its file names the firm as
   * author; with white label the file names the firm where it would name Acclaim. A letter on someone else's
   * `letterhead` (a recommendation letter) keeps that letterhead and takes only the file metadata from this.
   */
  firmLetterhead?: FirmLetterhead | null;
}

export interface Letterhead {
  /** The writer's name first, then their position and institution. */
  lines: readonly string[];
  runningHeader: string;
  subject: string;
}
