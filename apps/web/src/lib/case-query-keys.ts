/**
 * The query key of a case's progress (the dashboard's bars and the petition's stage). Every feature whose change
 * moves the progress refreshes it by this one key, so none can drift from the query that reads it.
 */
export const caseProgressKey = (caseId: string) => ['cases', caseId, 'progress'] as const;
