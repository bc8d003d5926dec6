import { env } from '@/config/env';

/** The assembled package as a file; the browser downloads it with the session cookie. */
export const packageDownloadUrl = (caseId: string, packageId: string, format: 'pdf' | 'zip') =>
  `${env.apiUrl}/cases/${caseId}/filing/package/${packageId}/download?format=${format}`;
