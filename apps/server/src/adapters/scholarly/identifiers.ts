const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;
const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/** Bare lower-case DOI from `10.x/y`, `doi:10.x/y` or `https://doi.org/10.x/y`; null when it is not a DOI. DOIs are case-insensitive. */
export function normalizeDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  const bare = value.trim().replace(DOI_PREFIX, '').toLowerCase();
  return DOI_PATTERN.test(bare) ? bare : null;
}

export function requireDoi(value: string): string {
  const doi = normalizeDoi(value);
  if (!doi) throw new TypeError(`Not a DOI: ${JSON.stringify(value)}`);
  return doi;
}

const ORCID_PATTERN = /^(?:https?:\/\/(?:www\.|sandbox\.)?orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/?$/i;

/**
 * Bare ORCID iD from `0000-0002-1642-628X`, `http://orcid.org/…` (2022-era Crossref) or `https://orcid.org/…`;
 * null when the form or the ISO 7064 11,2 check digit is wrong.
 */
export function normalizeOrcid(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = ORCID_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  const id = match[1].toUpperCase();
  const digits = id.replace(/-/g, '');
  let total = 0;
  for (const char of digits.slice(0, 15)) total = (total + Number(char)) * 2;
  const remainder = (12 - (total % 11)) % 11;
  const check = remainder === 10 ? 'X' : String(remainder);
  return digits[15] === check ? id : null;
}

export function requireOrcid(value: string): string {
  const orcid = normalizeOrcid(value);
  if (!orcid) throw new TypeError(`Not an ORCID iD: ${JSON.stringify(value)}`);
  return orcid;
}

/** Encodes each path segment but keeps the slashes of DOIs (`10.1093/mind/lix.236.433`). */
export function encodePath(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

/** `https://openalex.org/W123` → `W123`. */
export function lastSegment(value: string): string {
  return value.slice(value.lastIndexOf('/') + 1);
}
