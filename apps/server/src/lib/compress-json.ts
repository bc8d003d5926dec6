import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';

const gzip = promisify(zlib.gzip);

/** Smaller answers are not worth compressing (hono's compress uses the same threshold). */
const THRESHOLD_BYTES = 1024;
/** Up to this size the body is compressed on the spot (about 30 µs for 6 KB); larger ones on libuv's thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;

/**
 * Gzips JSON answers in one call to zlib. Every JSON answer is built whole in memory by `c.json`, so it needs no
 * stream; hono's `compress` pipes each body through a web CompressionStream, which measured 365 µs for a 6 KB
 * answer against 30 µs here, nearly half of a dashboard read's cost (docs/decisions/017). Other types (pages,
 * scripts, styles) are left to `compress`, which runs outside this and skips what is already encoded.
 */
export const compressJson = createMiddleware((c, next) => {
  // Checked first: a client that takes no gzip costs this middleware nothing, and the answer is never read.
  if (c.req.method === 'HEAD' || !/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return next();
  return gzipJsonAnswer(c, next);
});

async function gzipJsonAnswer(c: Context, next: Next) {
  await next();
  const res = c.res;
  if (res.headers.has('Content-Encoding') || !res.headers.get('Content-Type')?.startsWith('application/json') || !res.body) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (!/\baccept-encoding\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  if (body.byteLength < THRESHOLD_BYTES) {
    // The length also tells `compress` outside that the answer is below its threshold.
    headers.set('Content-Length', String(body.byteLength));
  } else {
    headers.set('Content-Encoding', 'gzip');
    headers.delete('Content-Length');
  }
  const sent = body.byteLength < THRESHOLD_BYTES ? body : body.byteLength <= SYNC_MAX_BYTES ? zlib.gzipSync(body) : await gzip(body);
  // Cleared first: assigning over a response makes hono wrap the new body in a stream and copy the old headers back.
  c.res = undefined;
  c.res = new Response(sent, { status: res.status, headers });
}
