import type { Letter } from '@acclaim/domain/letter';

/** "José Núñez-Łukasiewicz" → "jose-nunez-lukasiewicz": ASCII only, so every browser and mail client keeps it. */
export function asciiSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // Letters with a stroke or ligature have no decomposition to drop.
      .replace(/[łŁ]/g, 'l')
      .replace(/[øØ]/g, 'o')
      .replace(/[đĐ]/g, 'd')
      .replace(/ß/g, 'ss')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[œŒ]/g, 'oe')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '')
  );
}

/**
 * "acclaim-petition-letter-eb1a-jose-nunez-lukasiewicz-v3.pdf". A name with no Latin letters leaves the slug
 * out rather than printing an empty or mangled one. Under a firm's white label the file goes without "acclaim-".
 */
export function letterFileName(letter: Letter, applicantName: string, version: number, format: 'docx' | 'pdf', isWhiteLabel = false): string {
  const parts = [isWhiteLabel ? 'petition-letter' : 'acclaim-petition-letter', letter.petitionType.toLowerCase(), asciiSlug(applicantName), `v${version}`];
  return `${parts.filter(Boolean).join('-')}.${format}`;
}
