/** The case's forms sit under ['cases', caseId], so the case's event stream refreshes them with the rest. */
export const formsKey = (caseId: string) => ['cases', caseId, 'forms'] as const;
/** features/case's progress key, repeated: features do not import each other. */
export { caseProgressKey } from '@/lib/case-query-keys';
