import { env } from '@/config/env';

/**
 * The stored file, read with the session cookie (a link or frame cannot send the bearer header).
 * `isInline` asks for a preview the app may frame; the server honours it for PDF, PNG and JPEG only.
 */
export function documentFileUrl(documentId: string, options: { isInline?: boolean } = {}): string {
  return `${env.apiUrl}/documents/${documentId}/file${options.isInline ? '?inline=1' : ''}`;
}
