/**
 * Sentence splitting that survives legal citations: "Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010)" and
 * "8 C.F.R. § 204.5(h)" must not be cut at their full stops. A sentence ends at . ! or ? followed by space
 * and a capital letter or an opening quote, unless the word before the stop is a known abbreviation, an
 * initial, or dotted ("U.S.").
 */

const ABBREVIATIONS = new Set(
  `dec cir comm'r commr reg'l assoc f supp app'x v vs vol pt ch no nos reg fed e.g i.e etc inc co corp ltd bros dep't transp
  prof dr mr mrs ms st jan feb mar apr jun jul aug sep sept oct nov al cf esq jr sr seq p pp para sec stat u.s.c`.split(/\s+/),
);

function endsSentence(before: string): boolean {
  const word = /(\S+)$/.exec(before)?.[1] ?? '';
  const bare = word
    .replace(/^[("'“‘[]+/, '')
    .replace(/[.!?"'”’)\]]+$/, '')
    .toLowerCase();
  if (!bare) return true;
  if (word.endsWith('!') || word.endsWith('?')) return true;
  if (ABBREVIATIONS.has(bare)) return false;
  if (/^[a-z]$/i.test(bare)) return false; // an initial: "J. Smith"
  if (/\.[a-z]/i.test(bare)) return false; // dotted: "U.S", "C.F.R"
  return true;
}

/** The sentences of a paragraph of plain text, trimmed, in order. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?]["'”’)\]]*\s+(?=["“‘(]?[A-Z])/g;
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[0].trimEnd().length;
    if (!endsSentence(text.slice(start, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = (m.index ?? 0) + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
