/** The case's letters sit under ['cases', caseId], so the case's event stream refreshes them with the rest. */
export const lettersKey = (caseId: string) => ['cases', caseId, 'letters'] as const;
export const letterKey = (letterId: string) => ['letters', letterId] as const;
/** The filing check of one version: a new version is a new key, so it is asked for again by itself. */
export const letterCheckKey = (letterId: string, version: number) => ['letters', letterId, 'check', version] as const;
export const letterVersionsKey = (letterId: string) => ['letters', letterId, 'versions'] as const;
export const letterVersionKey = (letterId: string, number: number) => ['letters', letterId, 'versions', number] as const;
/** features/case's progress key, repeated: features do not import each other. */
export { caseProgressKey } from '@/lib/case-query-keys';
/** features/finalize's filing keys (checklist and package), whose answers follow the letter's approval. */
export const caseFilingKey = (caseId: string) => ['cases', caseId, 'filing'] as const;
