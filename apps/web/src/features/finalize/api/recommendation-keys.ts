/** Under ['cases', caseId], so the case's event stream refreshes them with the rest of the case. */
export const recommendersKey = (caseId: string) => ['cases', caseId, 'recommenders'] as const;
export const recommendationLettersKey = (caseId: string) => ['cases', caseId, 'recommendation-letters'] as const;
export const recommendationLetterKey = (caseId: string, letterId: string) => ['cases', caseId, 'recommendation-letters', letterId] as const;
export const recommendationVersionsKey = (caseId: string, letterId: string) => ['cases', caseId, 'recommendation-letters', letterId, 'versions'] as const;
