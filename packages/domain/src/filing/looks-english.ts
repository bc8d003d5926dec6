/**
 * Whether extracted text reads as English, to find documents that need a certified English translation
 * (8 CFR 103.2(b)(3)). The question is only "English or not", which the share of the most common English
 * function words answers well: English prose runs at 20–40 %, other languages (and other scripts) near 0.
 */
const COMMON_ENGLISH = new Set(
  'the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her she there been their one all we has its our more who also when had will would than these can may such into other about'.split(
    ' ',
  ),
);

/** Below this many words the share is noise; the answer is "unknown". */
const MIN_WORDS = 40;
const ENGLISH_SHARE = 0.12;

/** True when English, false when not, null when there is too little text to tell. */
export function looksEnglish(text: string): boolean | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  // Letters outside the Latin script count as words too, so Chinese or Cyrillic text is "not English", not "unknown".
  const nonLatinLetters = (text.match(/[^\p{Script=Latin}\P{L}]/gu) ?? []).length;
  if (nonLatinLetters > 200) return false;
  if (words.length < MIN_WORDS) return null;
  const common = words.filter((word) => COMMON_ENGLISH.has(word)).length;
  return common / words.length >= ENGLISH_SHARE;
}
