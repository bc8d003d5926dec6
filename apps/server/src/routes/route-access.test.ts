import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../lib/auth/public-routes';
import { signUpAdmin } from '../test/admin-helpers';
import { createTestApp } from '../test/test-app';

/**
 * The first layer of the authorization matrix, over every route of the router itself (`app.routes`): who may call
 * it at all. Anonymous callers get 401 everywhere but the routes listed public here, so a new route that forgets
 * its guard fails this test. The finer layers sit beside it: admin-access.test.ts (every admin route by role, with
 * and without two-factor) and tenant-isolation.test.ts (every route taking an id, by owner and outsiders).
 */
const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/3600', RATE_LIMIT_VERIFICATION: '1000/3600' });

/**
 * The reviewed list of routes that answer without a session. The server's own list (public-routes.ts) must equal
 * it, so making a route public takes a change here too, seen in review.
 */
const REVIEWED_PUBLIC = [
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/site/status',
  'GET /api/search',
  'POST /api/contact',
  'GET /api/billing/plans',
  'POST /api/billing/webhook',
  'GET /api/samples/download/assessment',
  'GET /api/samples/download/cover-letter',
  'GET /api/samples/download/test-documents',
  'POST /api/auth/signup',
  'POST /api/auth/signup/confirm',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'GET /api/auth/google',
  'POST /api/auth/google/callback',
  'GET /api/firms/:firmId/logo',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  'GET /api/dev/mailbox',
];

const FIRM_ONLY = ['GET /api/firm', 'GET /api/firm/cases', 'GET /api/firm/members'];

const sample = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'slug' || name === 'sample' ? 'x' : '00000000-0000-4000-8000-000000000000'));
const apiRoutes = [
  ...new Set(t.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
].sort();

describe('who may call each route of the router', () => {
  it('lists as public only routes that exist, exactly the reviewed ones', () => {
    expect(apiRoutes.length).toBeGreaterThan(140);
    expect(Object.keys(PUBLIC_ROUTES).sort()).toEqual([...REVIEWED_PUBLIC].sort());
    for (const route of REVIEWED_PUBLIC) expect(apiRoutes, route).toContain(route);
  });

  it('answers 401 to anonymous callers on every route but the public ones', async () => {
    const unguarded: string[] = [];
    for (const route of apiRoutes.filter((r) => !REVIEWED_PUBLIC.includes(r))) {
      const [method, path] = route.split(' ') as [string, string];
      // A body that fails validation: the refusal must come before validation, so it tells nothing of the schema.
      const res = await t.call(method, sample(path), method === 'GET' || method === 'DELETE' ? {} : { body: { unexpected: true } });
      if (res.status !== 401) unguarded.push(`${route} → ${res.status}`);
      else expect(res.json.message, route).toBe('Please sign in to continue.');
    }
    expect(unguarded).toEqual([]);
  });

  it('keeps every admin route from customers, and from admins until they pass two-factor', async () => {
    const customer = await t.signUp();
    const admin = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    for (const route of apiRoutes.filter((r) => r.split(' ')[1]!.startsWith('/api/admin'))) {
      const [method, path] = route.split(' ') as [string, string];
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      expect((await t.call(method, sample(path), { ...body, token: customer.token })).status, `${route} as a customer`).toBe(403);
      expect((await t.call(method, sample(path), { ...body, token: admin.token })).status, `${route} before two-factor`).toBe(403);
    }
  });

  it('lets a customer, and an admin before two-factor, use every customer read that takes no id', async () => {
    const customer = await t.signUp();
    const admin = await signUpAdmin(t, 'ADMIN', { verified: false });
    const reads = apiRoutes.filter((r) => r.startsWith('GET ') && !r.includes(':') && !r.includes('/admin') && !REVIEWED_PUBLIC.includes(r));
    expect(reads.length).toBeGreaterThan(10);
    for (const token of [customer.token, admin.token]) {
      for (const route of reads) {
        const res = await t.call('GET', route.slice(4), { token });
        // The firm's own pages answer a person in no firm as a firm that does not exist.
        if (FIRM_ONLY.includes(route)) expect(res.json.message, route).toBe('You are not part of a firm yet.');
        else expect(res.status, `${route}: ${res.text.slice(0, 200)}`).toBeLessThan(400);
      }
    }
  });

  it('shows an account nothing of a firm case waiting for it to accept, on every customer read that takes no id', async () => {
    // Decision 022: a firm may add a client whose address has an account; the case stays the firm's until accepted.
    const owner = await t.signUp();
    expect((await t.call('POST', '/api/firm', { token: owner.token, body: { name: 'Waiting Case Firm' } })).status).toBe(201);
    const customer = await t.signUp();
    const added = await t.call('POST', '/api/firm/cases', { token: owner.token, body: { clientName: 'Typed Waiting Client', clientEmail: customer.email } });
    expect(added.status, added.text).toBe(201);
    const reads = apiRoutes.filter((r) => r.startsWith('GET ') && !r.includes(':') && !r.includes('/admin') && !REVIEWED_PUBLIC.includes(r));
    for (const route of reads) {
      const res = await t.call('GET', route.slice(4), { token: customer.token });
      expect(res.text, route).not.toContain(added.json.case.id);
      expect(res.text, route).not.toContain('Typed Waiting Client');
      expect(res.text, route).not.toContain('Waiting Case Firm');
    }
  });
});
