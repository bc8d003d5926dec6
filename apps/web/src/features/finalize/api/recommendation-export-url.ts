import { env } from '@/config/env';

export type RecommendationExportFormat = 'docx' | 'pdf';

/** The letter as a file on the recommender's letterhead; the browser downloads it with the session cookie. */
export const recommendationExportUrl = (letterId: string, format: RecommendationExportFormat) =>
  `${env.apiUrl}/recommendation-letters/${letterId}/export?format=${format}`;
