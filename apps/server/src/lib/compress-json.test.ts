import zlib from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Publication ${i} on protein folding` })) };

function withRoutes(app: Hono) {
  app.get('/large', (c) => {
    setCookie(c, 'a', '1');
    setCookie(c, 'b', '2');
    return c.json(large, 201);
  });
  app.get('/huge', (c) => c.json({ text: 'x'.repeat(200_000) }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text(JSON.stringify(large)));
  return app;
}

/** As in app.ts: hono's compress outside, for every other type. */
const app = withRoutes(new Hono().use('*', compress()).use('*', compressJson));
/** compressJson alone, so that what it does is not hidden by compress. */
const alone = withRoutes(new Hono().use('*', compressJson));

const get = (path: string, encoding = 'gzip, deflate, br', through = alone) => through.request(path, { headers: { 'accept-encoding': encoding } });

describe('compressJson', () => {
  it('gzips a JSON answer whole, keeping its status and every cookie', async () => {
    const res = await get('/large');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(zlib.gunzipSync(body).toString())).toEqual(large);
  });

  it('compresses a large answer off the event loop with the same result', async () => {
    const res = await get('/huge');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).text).toHaveLength(200_000);
  });

  it('leaves small answers, and clients that do not take gzip, uncompressed', async () => {
    const small = await get('/small', 'gzip', app);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await get('/large', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it('still compresses answers of other types, through hono compress', async () => {
    const res = await get('/text', 'gzip', app);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(JSON.stringify(large));
  });
});
