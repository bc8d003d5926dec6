const MAX_NAME_LENGTH = 80;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file name every unzip tool and operating system accepts: ASCII letters (accents dropped, "Łódź" → "Lodz"),
 * digits and a few punctuation marks, no path separators, at most 80 characters. Falls back when nothing is left.
 */
export function safeFileName(text: string, fallback = 'document'): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Letters with a stroke or ligature have no decomposition to drop.
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[^A-Za-z0-9 .,'()&+_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let name = ascii.length > MAX_NAME_LENGTH ? ascii.slice(0, MAX_NAME_LENGTH).replace(/\s+\S*$/, '') || ascii.slice(0, MAX_NAME_LENGTH) : ascii;
  // Leading dots hide a file; trailing dots and spaces are dropped by Windows.
  name = name.replace(/^[.\s]+|[.\s]+$/g, '');
  if (!name || WINDOWS_RESERVED.test(name)) return fallback;
  return name;
}

/** "A-1 award.pdf" → "A-1 award": a title taken from an uploaded file's name already ends in the extension. */
function withoutExtension(baseName: string, extension: string): string {
  const trimmed = baseName.replace(new RegExp(`(?:\\s*\\.${extension})+$`, 'i'), '').trim();
  return trimmed || baseName;
}

/**
 * Hands out names unique within each folder: "A-1 Award.pdf", then "A-1 Award (2).pdf". A base name that already
 * ends in the extension (an exhibit titled after its upload, "award.pdf") gets it once, never "award.pdf.pdf".
 */
export function createPathAllocator() {
  const used = new Set<string>();
  return (folder: string, baseName: string, extension: string): string => {
    const name = withoutExtension(baseName, extension);
    for (let copy = 1; ; copy++) {
      const candidate = `${folder}${name}${copy > 1 ? ` (${copy})` : ''}.${extension}`;
      if (!used.has(candidate.toLowerCase())) {
        used.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}
