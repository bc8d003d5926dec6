import { detailBoolean, itemText } from './details';
import type { AssessmentEvidence } from './schema';

/**
 * How the engine reads what an item states, for element-by-element findings (docs/decisions/023).
 *
 * - An item "not described" (details.described === false, or "Evidence submitted under the X criterion (not
 *   described …)") states nothing beyond what its evidence type records: its words are not read, so the
 *   criterion's own name ("leading or critical role") never passes for a description.
 * - The petitioner's labels are assertions, not facts: "claimed as a major, internationally recognized award"
 *   or "claimed to be of major significance" show nothing (repeating the regulation's words is not proof:
 *   Fedin Bros.; counsel's statements are not evidence: Matter of S-M-).
 * - A statement counts only when its clause is not negated: "comparison with peers not established" or
 *   "no specifics of how the role was critical" do not show a comparison or a critical role.
 */

const UNDESCRIBED = /^\s*evidence submitted under the [^.]*criterion\s*\(not described\b/i;

export function isUndescribed(e: AssessmentEvidence): boolean {
  return detailBoolean(e, 'described') === false || UNDESCRIBED.test(e.description);
}

// "claimed as …", "Claimed advanced degree", "offered as evidence of …", "submitted under the awards criterion",
// "seeks EB-2 as an advanced degree professional": the petitioner's characterisation, up to the end of the clause.
const ASSERTION = /\b(claimed|claims|(offered|submitted|described by the petitioner)\s+(as|under|to be|for)|seek(s|ing)?\b[^.;()\n]*?\bas)\b[^.;()\n]*/g;

const FACT_CACHE = new WeakMap<AssessmentEvidence, string>();

/** Lower-case text of what the item states as fact ('' when the item is not described). */
export function factText(e: AssessmentEvidence): string {
  let text = FACT_CACHE.get(e);
  if (text === undefined) {
    text = isUndescribed(e) ? '' : itemText(e).replace(ASSERTION, ' ');
    FACT_CACHE.set(e, text);
  }
  return text;
}

// Sentence ends, semicolons, brackets and line breaks; a full stop after a single letter ("u.s.", "e.g.") is not an end.
const CLAUSE_BREAK = /(?<!\b[a-z])\.(?:\s+|$)|[;()[\]\n]+/;
const NEGATION = /\b(no|not|non|without|lacks?|lacking|never|neither|nor|unclear|unspecified|undocumented|absent|none)\b|n't\b/;

function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter(Boolean);
}

interface Clause {
  text: string;
  negated: boolean;
}
const CLAUSE_CACHE = new WeakMap<AssessmentEvidence, Clause[]>();

function itemClauses(e: AssessmentEvidence): Clause[] {
  let clauses = CLAUSE_CACHE.get(e);
  if (clauses === undefined) {
    clauses = clausesOf(factText(e)).map((text) => ({ text, negated: NEGATION.test(text) }));
    CLAUSE_CACHE.set(e, clauses);
  }
  return clauses;
}

/** True when some clause of the item's facts matches and is not negated. */
export function states(e: AssessmentEvidence, pattern: RegExp): boolean {
  return itemClauses(e).some((c) => !c.negated && pattern.test(c.text));
}

/** True when some clause of the item's facts matches and is negated ("outlets not shown to be major media"). */
export function statesNot(e: AssessmentEvidence, pattern: RegExp): boolean {
  return itemClauses(e).some((c) => c.negated && pattern.test(c.text));
}

/** True when the item's facts match at all, negated or not (for contradictions, which are rarely negated). */
export const says = (e: AssessmentEvidence, pattern: RegExp): boolean => pattern.test(factText(e));

/** Same tests on free text (the profile's proposed endeavor, for instance). */
export function textStates(text: string, pattern: RegExp): boolean {
  return clausesOf(text.toLowerCase()).some((c) => pattern.test(c) && !NEGATION.test(c));
}
