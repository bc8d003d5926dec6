/** Under ['cases', caseId] like every case query, so the case's event stream refreshes them with the rest. */
export const assessmentsKey = (caseId: string) => ['cases', caseId, 'assessments'] as const;
export const assessmentKey = (assessmentId: string) => ['assessments', assessmentId] as const;
/** features/case's progress key, repeated: features do not import each other. */
export { caseProgressKey } from '@/lib/case-query-keys';
