import { env } from '@/config/env';

/** The PDF report of a finished assessment; the browser downloads it with the session cookie. */
export const assessmentReportUrl = (assessmentId: string) => `${env.apiUrl}/assessments/${assessmentId}/report.pdf`;
