/** Under ['cases', caseId] like the rest of the case, so the case's event stream refreshes them too. */
export const filingChecklistKey = (caseId: string) => ['cases', caseId, 'filing', 'checklist'] as const;
export const filingPackageKey = (caseId: string) => ['cases', caseId, 'filing', 'package'] as const;
