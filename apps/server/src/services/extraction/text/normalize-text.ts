// Typographic ligatures survive NFC; the evidence extractor searches for plain words ("certified").
const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st' };

/**
 * Makes extracted text uniform: NFC, one space between words, no trailing blanks, at most one empty
 * line in a row. Line breaks are kept because the evidence extractor reads line by line.
 */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      // Soft hyphens, zero-width characters and stray BOMs carry no text.
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      // Form feeds, vertical tabs and Unicode line/paragraph separators are line breaks.
      .replace(/[\f\v\u2028\u2029\u0085]/g, '\n')
      // Remaining control characters are noise from broken encodings; icon fonts in PDFs (phone, mail,
      // GitHub symbols) map their glyphs to C1 controls or the private use area.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uE000-\uF8FF]/g, '')
      // Tabs, no-break and other Unicode spaces become one ordinary space.
      .replace(/[\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
