export { AUTHORITIES, AUTHORITY_KINDS, type Authority, type AuthorityKind } from './library';
export { getAuthority, findAuthorityByCitation } from './lookup';
export { lintCitations, type CitationLintResult, type LintedCitation } from './lint-citations';
