import { env } from '@/config/env';

export type WorksheetFormat = 'pdf' | 'json';

/** The I-140 worksheet as a file; the browser downloads it with the session cookie. */
export const worksheetUrl = (caseId: string, format: WorksheetFormat) => `${env.apiUrl}/cases/${caseId}/forms/i-140/worksheet?format=${format}`;
