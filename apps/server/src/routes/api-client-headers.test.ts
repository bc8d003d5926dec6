import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';
import { signUpWithCase } from '../test/case-helpers';

/**
 * Two rules about who the API answers and how: the CSRF check concerns requests a browser authenticates on its
 * own (the session cookie), not API clients signing with a bearer token; and personal answers are never cached.
 */
const t = await createTestApp();
// An upload queues its extraction.
await t.startWorker();

const EVIL = 'https://evil.example';

function textFile() {
  const form = new FormData();
  form.append('file', new File(['Reviewer for the Journal of Materials Research, 2023: 12 manuscripts.'], 'reviews.txt', { type: 'text/plain' }));
  form.append('category', 'judging');
  return form;
}

async function newCase() {
  return signUpWithCase(t);
}

describe('CSRF only for cookie-authenticated requests', () => {
  it('accepts a multipart upload from an API client with a bearer token and no Origin', async () => {
    const person = await newCase();
    const res = await t.app.request(`/api/cases/${person.caseId}/documents`, {
      method: 'POST',
      body: textFile(),
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('still refuses a cross-site multipart upload carrying the session cookie, with or without a bearer header', async () => {
    const person = await newCase();
    const path = `/api/cases/${person.caseId}/documents`;
    const cookie = `gc_session=${person.token}`;
    expect((await t.app.request(path, { method: 'POST', body: textFile(), headers: { cookie, origin: EVIL } })).status).toBe(403);
    expect((await t.app.request(path, { method: 'POST', body: textFile(), headers: { cookie } })).status).toBe(403);
    const both = await t.app.request(path, { method: 'POST', body: textFile(), headers: { cookie, authorization: `Bearer ${person.token}`, origin: EVIL } });
    expect(both.status).toBe(403);
    expect((await t.call('GET', `/api/cases/${person.caseId}/documents`, { token: person.token })).json.documents).toHaveLength(0);
  });

  it('still refuses a cross-site form post with no credentials at all (a sign-in planted by another site)', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(res.status).toBe(403);
  });
});

describe('Cache-Control on signed-in answers', () => {
  it('marks JSON answers to a signed-in request no-store', async () => {
    const person = await t.signUp();
    for (const path of ['/api/auth/me', '/api/cases/active', '/api/health']) {
      const res = await t.call('GET', path, { token: person.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // A cookie session counts the same.
    const byCookie = await t.app.request('/api/auth/me', { headers: { cookie: `gc_session=${person.token}`, origin: TEST_ORIGIN } });
    expect(byCookie.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a Cache-Control the route chose, and leaves anonymous answers as they were', async () => {
    const person = await t.signUp();
    expect((await t.call('GET', '/api/site/status', { token: person.token })).headers.get('cache-control')).toBe('no-cache');
    expect((await t.call('GET', '/api/health')).headers.get('cache-control')).toBeNull();
    expect((await t.call('GET', '/api/billing/plans')).headers.get('cache-control')).toBeNull();
  });
});
