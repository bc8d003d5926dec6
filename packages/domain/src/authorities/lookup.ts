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
