import { AUTHORITIES, type Authority } from './library';
import { lintCitations } from './lint-citations';

const BY_ID: ReadonlyMap<string, Authority> = new Map(AUTHORITIES.map((a) => [a.id, a]));

/**
 * The authority with this id. Engine code refers to authorities by id, so an unknown id is a
 * programming error and throws rather than letting a citation silently disappear.
 */
export function getAuthority(id: string): Authority {
  const authority = BY_ID.get(id);
  if (!authority) throw new Error(`Unknown authority id "${id}" (not in the closed authorities library)`);
  return authority;
}

/**
 * The library authority cited by `text` (the first citation found in it), matched after
 * normalising spacing, punctuation, "§" and "C.F.R."/"CFR" variants. Undefined when `text` holds no
 * citation or its first citation is not in the library.
 */
export function findAuthorityByCitation(text: string): Authority | undefined {
  const id = lintCitations(text).citations[0]?.authorityId;
  return id ? BY_ID.get(id) : undefined;
}

/** The pinpoint the library gives for proposition `proposition` of `authority`, if the notes give one. */
export function pinFor(authority: Authority, proposition: number): string | undefined {
  return authority.pinCites?.find((p) => p.proposition === proposition)?.pin;
}

/** Whether `pin` is one of the pinpoints the library holds for `authority`. */
export const isLibraryPin = (authority: Authority, pin: string): boolean => (authority.pinCites ?? []).some((p) => p.pin === pin);

/**
 * The citation with a pinpoint after its first page ("Matter of Dhanasar, 26 I&N Dec. 884, 887 (AAO 2016)").
 * Without a pin, or with one the library does not hold for this authority, the plain citation: a pinpoint is
 * printed only where the notes give it.
 */
export function pinnedCitation(authority: Authority, pin: string | undefined): string {
  if (!pin || !isLibraryPin(authority, pin)) return authority.citation;
  // The first page is the number just before the court-and-year parenthetical.
  return authority.citation.replace(/^(.*?\d+)(\s\()/, `$1, ${pin}$2`);
}
