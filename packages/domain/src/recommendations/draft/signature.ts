import type { Recommender } from '../schema';

/**
 * The signature block: the name, then the position and institution the recommender gave. A position that
 * reads like a description of someone to find ("A member of the committee that chose…", "Someone who
 * directed…") was never a position: earlier suggestions stored such text as the title. It is left out, and
 * the block ends with the name (and institution, when known) for the user to complete in the editor.
 */
const NOT_A_POSITION = /^(?:a|an|the|someone|somebody|whoever|any)\b|…|\.\.\.|[[\]{}<>]|\b(?:who|that|which)\b/i;

/** The recommender's position when it is one they could sign under, else null. */
export function signaturePosition(recommender: Pick<Recommender, 'title'>): string | null {
  const title = recommender.title?.trim();
  return title && !NOT_A_POSITION.test(title) ? title : null;
}

/** The lines under the sign-off: name, position (when known), institution (when known). */
export function signatureLines(recommender: Pick<Recommender, 'name' | 'title' | 'affiliation'>): string[] {
  const position = signaturePosition(recommender);
  return [recommender.name, ...(position ? [position] : []), ...(recommender.affiliation ? [recommender.affiliation] : [])];
}
