import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_RANK, ADMIN_ROLES, type AdminRole } from '@acclaim/domain';
import { adminAuditLog, users } from '../../db/schema/index';
import { signUpAdmin } from '../../test/admin-helpers';
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
