export { AUTHORITIES, AUTHORITY_KINDS, LIBRARY_CHECKED_ON, type Authority, type AuthorityKind, type PinCite } from './library';
export { getAuthority, findAuthorityByCitation, pinFor, isLibraryPin, pinnedCitation } from './lookup';
export { lintCitations, type CitationLintResult, type LintedCitation } from './lint-citations';
