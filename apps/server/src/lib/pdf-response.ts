import type { Context } from 'hono';

/** Answers with a PDF to be saved under `fileName` (ASCII), as the report and sample downloads do. */
export function pdfAttachment(c: Context, bytes: Uint8Array, options: { fileName: string; cacheControl: string }) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Length', String(bytes.byteLength));
  c.header('Content-Disposition', `attachment; filename="${options.fileName}"`);
  c.header('Cache-Control', options.cacheControl);
  return c.body(new Uint8Array(bytes), 200) as never;
}
