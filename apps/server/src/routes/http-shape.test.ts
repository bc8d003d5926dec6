import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../test/read-answer';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';

const t = await createTestApp({ RATE_LIMIT_LOGIN: '3/600' });

describe('HTTP shape', () => {
  it('answers health with the database engine', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('allows CORS for the app origin only', async () => {
    const ours = await t.app.request('/api/health', { headers: { origin: TEST_ORIGIN } });
    expect(ours.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const theirs = await t.app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    // No Origin, no cross-origin reader: nothing is allowed, and a cache keeps the answer apart from cross-origin ones.
    const sameSite = await t.app.request('/api/health');
    expect(sameSite.headers.get('access-control-allow-origin')).toBeNull();
    expect(sameSite.headers.get('access-control-allow-credentials')).toBeNull();
    expect(sameSite.headers.get('vary')).toContain('Origin');
    for (const res of [ours, theirs]) expect(res.headers.get('vary')).toContain('Origin');
  });

  it('refuses form posts from another site', async () => {
    const res = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(res.status).toBe(403);
  });

  it('answers an unknown API path with a JSON 404 when signed in, and 401 before (nothing is told to strangers)', async () => {
    expect((await t.call('GET', '/api/nothing-here')).status).toBe(401);
    const person = await t.signUp();
    const res = await t.call('GET', '/api/nothing-here', { token: person.token });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, error: { code: 'NOT_FOUND' }, message: 'No API route matches GET /api/nothing-here.' });
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/auth/signup', '/auth/login', '/auth/logout', '/auth/me', '/auth/forgot-password', '/auth/reset-password', '/auth/google']),
    );
    const signup = res.json.paths['/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  });

  it('limits login attempts and says when to try again', async () => {
    const person = await t.signUp();
    for (let i = 0; i < 3; i++) {
      expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'wrong password' } })).status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shows the outbox at /api/dev/mailbox to a loopback caller only, and never through a proxy', async () => {
    const person = await t.signUp();
    // In-process calls have no socket, so nothing shows that they come from this machine.
    expect((await t.call('GET', '/api/dev/mailbox')).status).toBe(404);

    const { url, close } = await serveOnLoopback();
    try {
      const res = await readAnswer(await fetch(`${url}/api/dev/mailbox`));
      expect(res.status).toBe(200);
      expect(res.json.messages.some((m: { to: string }) => m.to === person.email)).toBe(true);
      // A reverse proxy on the same machine connects from loopback too: its forwarding headers give it away.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await readAnswer(
          await fetch(`${url}/api/dev/mailbox`, { headers: { [header]: header === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' } }),
        );
        expect(proxied.status, header).toBe(404);
        expect(proxied.json.messages, header).toBeUndefined();
      }
    } finally {
      await close();
    }
  });
});

/** The same app on a real socket on 127.0.0.1, for what depends on the caller's address. */
async function serveOnLoopback(): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
