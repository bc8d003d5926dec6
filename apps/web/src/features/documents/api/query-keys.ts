/**
 * Every key sits under ['cases', caseId], so the case's event stream refreshes all of them at once when a
 * document changes. The progress key repeats features/case's on purpose: features do not import each other.
 */
export const documentsKey = (caseId: string) => ['cases', caseId, 'documents'] as const;
export const evidenceKey = (caseId: string) => ['cases', caseId, 'evidence'] as const;
export { caseProgressKey } from '@/lib/case-query-keys';
