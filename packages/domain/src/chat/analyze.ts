import { conceptsIn } from './concepts';

/**
 * Text analysis shared by the index and the query, so both sides reduce words the same way: lower case,
 * form names glued ("I-140" → "i140", "EB-1A" → "eb1a"), stop words dropped, a light stemmer, and the
 * domain concepts of concepts.ts added as extra terms ("peer review" and "judging" meet on one term).
 */

/** Words that carry no topic in a question or a passage. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done during each else enough etc even ever every few for from further get gets getting
  give go going had has have having he her here hers him his how however i if in into is it its itself just know let
  like many me might more most much must my myself need needed needs no nor not now of off on once one only or other
  our ours out over own please really said same say says see she should so some such tell than that the their them
  then there these they this those through to too under until up upon us very want was way we well were what when
  where whether which while who whom why will with would yes yet you your yours yourself`.split(/\s+/),
);

/** Lower case, curly quotes straightened, and form or category names glued so they stay one term. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\b(eb|i|g|h|o|pa|pm|eta)-(\d{1,4}[a-z]?)\b/g, '$1$2');
}

/**
 * A light stemmer: plural, -ing and -ed endings and a final e, enough for "judge / judges / judging / judged"
 * and "salary / salaries" to meet. Short words and Latin-looking endings (-ss, -us, -is) are left alone.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The word terms of a text, stop words removed, stemmed, in order (repeats kept for term frequency). */
export function wordTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of normalize(text).matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
    const word = m[0].replace(/'s$|'/g, '');
    if (!word || STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

export interface AnalyzedText {
  /** Word terms plus concept terms ("~judging"). */
  readonly terms: string[];
  /** The word terms alone, distinct, for measuring how much of a question a passage covers. */
  readonly words: string[];
  /** Concept id → the word terms of the text that triggered it. */
  readonly conceptWords: ReadonlyMap<string, readonly string[]>;
}

/** Concept terms carry a prefix no word can have, so they never collide with a real word. */
export const conceptTerm = (conceptId: string): string => `~${conceptId}`;

export function analyze(text: string): AnalyzedText {
  const words = wordTerms(text);
  const concepts = conceptsIn(normalize(text));
  const conceptWords = new Map<string, string[]>();
  for (const { id, matched } of concepts) {
    const triggered = wordTerms(matched);
    conceptWords.set(id, [...(conceptWords.get(id) ?? []), ...triggered]);
  }
  return {
    terms: [...words, ...[...conceptWords.keys()].map(conceptTerm)],
    words: [...new Set(words)],
    conceptWords,
  };
}
