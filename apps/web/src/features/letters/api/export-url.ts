import type { LETTER_EXPORT_FORMATS } from '@acclaim/contracts';
import { env } from '@/config/env';

export type LetterExportFormat = (typeof LETTER_EXPORT_FORMATS)[number];

/** The current version as a file, cut at the plan's pages; the browser downloads it with the session cookie. */
export const letterExportUrl = (letterId: string, format: LetterExportFormat) => `${env.apiUrl}/letters/${letterId}/export?format=${format}`;
