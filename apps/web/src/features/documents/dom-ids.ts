/** Element ids that one part of the screen moves focus to in another. */
export const DOCUMENTS_HEADING_ID = 'documents-list-heading';
export const documentRowId = (documentId: string) => `document-${documentId}`;
export const evidenceItemId = (evidenceId: string) => `evidence-${evidenceId}`;
