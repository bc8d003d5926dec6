import type { Context } from 'hono';

/** Answers with a file to be saved under `fileName` (ASCII), as the report, letter and sample downloads do. */
export function fileAttachment(c: Context, bytes: Uint8Array, options: { fileName: string; contentType: string; cacheControl: string }) {
  c.header('Content-Type', options.contentType);
  c.header('Content-Length', String(bytes.byteLength));
  c.header('Content-Disposition', `attachment; filename="${options.fileName}"`);
  c.header('Cache-Control', options.cacheControl);
  return c.body(new Uint8Array(bytes), 200) as never;
}

export function pdfAttachment(c: Context, bytes: Uint8Array, options: { fileName: string; cacheControl: string }) {
  return fileAttachment(c, bytes, { ...options, contentType: 'application/pdf' });
}
