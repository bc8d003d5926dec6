import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_RANK, ADMIN_ROLES, type AdminRole } from '@acclaim/domain';
import { adminAuditLog, users } from '../../db/schema/index';
import { signUpAdmin } from '../../test/admin-helpers';
import { subscribe } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A fresh customer to act on, so every allowed call finds the account in the state it needs. */
async function newTarget(options: { suspended?: boolean } = {}) {
  const person = await t.signUp();
  if (options.suspended) await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user.id));
  return person.user.id as string;
}

/** A fresh money-back request: a customer on Analysis through the test checkout who asked for the money back. */
async function newRefundRequest() {
  const person = await t.signUp();
  await subscribe(t, person.token, 'ANALYSIS');
  const asked = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: 'Not what I need after all.' } });
  return asked.json.request.id as string;
}

/** A failed job of a queue of its own, for the retry route to act on. */
async function failedJob() {
  await t.startWorker();
  const queue = 'admin-access-failed';
  const id = (await t.deps.jobs.send(queue, {}, { retryLimit: 0 }))!;
  await t.database.execute(`update pgboss.job set state = 'failed', completed_on = now() where id = $1`, [id]);
  return { queue, id };
}

/**
 * Every /api/admin route, keyed as in the OpenAPI document, with the lowest role that may call it and a request
 * that succeeds for that role. A route added without an entry here fails the first test.
 */
const ADMIN_ROUTES: Record<string, { minimum: AdminRole; call: () => Promise<Call> }> = {
  'GET /admin/overview': { minimum: 'VIEWER', call: async () => ({ method: 'GET', path: '/api/admin/overview' }) },
  'GET /admin/users': { minimum: 'SUPPORT', call: async () => ({ method: 'GET', path: '/api/admin/users?page=1' }) },
  'GET /admin/users/{userId}': { minimum: 'SUPPORT', call: async () => ({ method: 'GET', path: `/api/admin/users/${await newTarget()}` }) },
  'GET /admin/audit-log': { minimum: 'SUPPORT', call: async () => ({ method: 'GET', path: '/api/admin/audit-log' }) },
  'POST /admin/users/{userId}/suspend': {
    minimum: 'ADMIN',
    call: async () => ({ method: 'POST', path: `/api/admin/users/${await newTarget()}/suspend` }),
  },
  'POST /admin/users/{userId}/reactivate': {
    minimum: 'ADMIN',
    call: async () => ({ method: 'POST', path: `/api/admin/users/${await newTarget({ suspended: true })}/reactivate` }),
  },
  'POST /admin/users/{userId}/revoke-sessions': {
    minimum: 'ADMIN',
    call: async () => ({ method: 'POST', path: `/api/admin/users/${await newTarget()}/revoke-sessions` }),
  },
  'POST /admin/users/{userId}/password-reset': {
    minimum: 'ADMIN',
    call: async () => ({ method: 'POST', path: `/api/admin/users/${await newTarget()}/password-reset` }),
  },
  'PATCH /admin/users/{userId}/role': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PATCH', path: `/api/admin/users/${await newTarget()}/role`, body: { role: 'VIEWER' } }),
  },
  // /admin/settings: the bodies keep the defaults, so sign-ups stay open and maintenance off for the tests that follow.
  'GET /admin/settings': { minimum: 'SUPER_ADMIN', call: async () => ({ method: 'GET', path: '/api/admin/settings' }) },
  'PUT /admin/settings/marketing-stats': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PUT', path: '/api/admin/settings/marketing-stats', body: { stats: null } }),
  },
  'PUT /admin/settings/announcement': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PUT', path: '/api/admin/settings/announcement', body: { isOn: false, text: '' } }),
  },
  'PUT /admin/settings/feature-flags': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PUT', path: '/api/admin/settings/feature-flags', body: { signupsOpen: true, chatEnabled: true } }),
  },
  'PUT /admin/settings/maintenance': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PUT', path: '/api/admin/settings/maintenance', body: { isOn: false, message: 'Back soon.' } }),
  },
  'PUT /admin/settings/operator-email': {
    minimum: 'SUPER_ADMIN',
    call: async () => ({ method: 'PUT', path: '/api/admin/settings/operator-email', body: { email: null } }),
  },
  // /admin/subscriptions: each refund or decline acts on a request of its own.
  'GET /admin/subscriptions': { minimum: 'SUPPORT', call: async () => ({ method: 'GET', path: '/api/admin/subscriptions' }) },
  'GET /admin/refund-requests': { minimum: 'SUPPORT', call: async () => ({ method: 'GET', path: '/api/admin/refund-requests' }) },
  'POST /admin/refund-requests/{id}/refund': {
    minimum: 'ADMIN',
    call: async () => ({ method: 'POST', path: `/api/admin/refund-requests/${await newRefundRequest()}/refund` }),
  },
  'POST /admin/refund-requests/{id}/decline': {
    minimum: 'ADMIN',
    call: async () => ({
      method: 'POST',
      path: `/api/admin/refund-requests/${await newRefundRequest()}/decline`,
      body: { note: 'Declined in the authorization test.' },
    }),
  },
  // Analytics: every role may read the charts.
  'GET /admin/analytics/revenue': { minimum: 'VIEWER', call: async () => ({ method: 'GET', path: '/api/admin/analytics/revenue' }) },
  'GET /admin/analytics/users': { minimum: 'VIEWER', call: async () => ({ method: 'GET', path: '/api/admin/analytics/users' }) },
  'GET /admin/analytics/usage': { minimum: 'VIEWER', call: async () => ({ method: 'GET', path: '/api/admin/analytics/usage' }) },
  'GET /admin/analytics/trends': { minimum: 'VIEWER', call: async () => ({ method: 'GET', path: '/api/admin/analytics/trends' }) },
  // System health, and a retry that acts on a failed job of its own.
  'GET /admin/system': { minimum: 'ADMIN', call: async () => ({ method: 'GET', path: '/api/admin/system' }) },
  'POST /admin/system/jobs/{queue}/{jobId}/retry': {
    minimum: 'ADMIN',
    call: async () => {
      const job = await failedJob();
      return { method: 'POST', path: `/api/admin/system/jobs/${job.queue}/${job.id}/retry` };
    },
  },
};

const request = (call: Call, token?: string) => t.call(call.method, call.path, { token, body: call.body });
const auditCount = () => t.database.db.$count(adminAuditLog);

describe('admin authorization matrix', () => {
  it('covers every admin route of the OpenAPI document', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    const documented = Object.entries(doc.json.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  for (const [route, { minimum, call }] of Object.entries(ADMIN_ROUTES)) {
    it(`${route}: 401 anonymous, 403 customer, 403 unverified admin, 403 below ${minimum}, 2xx from ${minimum} up`, async () => {
      const before = await auditCount();

      const anonymous = await request(await call());
      expect(anonymous.status).toBe(401);

      const customer = await t.signUp();
      const asCustomer = await request(await call(), customer.token);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.json.message).toBe('You do not have access to the admin area.');

      // Even the highest role gets nothing before this session passes two-factor verification.
      const unverified = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
      const asUnverified = await request(await call(), unverified.token);
      expect(asUnverified.status).toBe(403);
      expect(asUnverified.json.message).toBe('Verify your identity with the code we email you before using the admin area.');

      for (const role of ADMIN_ROLES.filter((r) => ADMIN_ROLE_RANK[r] < ADMIN_ROLE_RANK[minimum])) {
        const admin = await signUpAdmin(t, role);
        const res = await request(await call(), admin.token);
        expect(res.status, `${role} on ${route}`).toBe(403);
        expect(res.json.message).toBe(`This needs the ${minimum} role or higher; your role is ${role}.`);
      }
      // Nothing refused above left a trace.
      expect(await auditCount()).toBe(before);

      for (const role of ADMIN_ROLES.filter((r) => ADMIN_ROLE_RANK[r] >= ADMIN_ROLE_RANK[minimum])) {
        const admin = await signUpAdmin(t, role);
        const res = await request(await call(), admin.token);
        expect(res.status, `${role} on ${route}: ${res.text}`).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
        expect(res.json.success).toBe(true);
      }
    });
  }
});
