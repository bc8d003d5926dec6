/** Every page of the package is US Letter, as USCIS filings are; pages wider than tall stay landscape. */
export const LETTER = { width: 612, height: 792 } as const;

/**
 * The Bates number sits in a strip along the bottom edge that no content may enter: generated pages keep
 * their text above it by their margins, and pages of uploaded files are shrunk just enough to clear it.
 */
export const BATES = {
  fontSize: 8,
  fromRightPt: 24,
  baselinePt: 12,
  stripPt: 30,
} as const;

/** Margins of the pages the assembler generates (tabs, index, text conversions, placeholders). */
export const GENERATED_MARGINS: [number, number, number, number] = [72, 72, 72, 72];

/** Images keep a half-inch margin; the bottom one also clears the Bates strip. */
export const IMAGE_MARGIN_PT = 36;

export const isLandscape = (width: number, height: number) => width > height;

export const letterSizeFor = (width: number, height: number): [number, number] =>
  isLandscape(width, height) ? [LETTER.height, LETTER.width] : [LETTER.width, LETTER.height];
