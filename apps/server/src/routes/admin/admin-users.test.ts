import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, sessions, users } from '../../db/schema/index';
import { logInAgain, signUpAdmin } from '../../test/admin-helpers';
import { signUpWithCase, subscribe, uploadText } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
// Uploads queue their extraction, and the failed-jobs figure reads the queue's own table.
await t.startWorker();

const admin = await signUpAdmin(t, 'ADMIN');
const support = await signUpAdmin(t, 'SUPPORT');

const get = (path: string, token = admin.token) => t.call('GET', `/api/admin${path}`, { token });
const post = (path: string, token = admin.token) => t.call('POST', `/api/admin${path}`, { token });

async function auditFor(userId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, userId)))
    .orderBy(desc(adminAuditLog.createdAt));
}

describe('overview', () => {
  it('counts users, new sign-ups, subscriptions, MRR and the work done', async () => {
    const before = (await get('/overview')).json.overview;
    const analysis = await t.signUp();
    const complete = await t.signUp();
    await subscribe(t, analysis.token, 'ANALYSIS');
    await subscribe(t, complete.token, 'COMPLETE');
    const caseId = (await t.call('GET', '/api/cases/active', { token: analysis.token })).json.case.id;
    await uploadText(t, analysis.token, caseId, 'cv.txt', 'Curriculum vitae of a researcher.', 'cv');

    const res = await get('/overview');
    expect(res.status).toBe(200);
    const after = res.json.overview;
    expect(after.users).toBe(before.users + 2);
    expect(after.newSignupsLast30Days).toBe(before.newSignupsLast30Days + 2);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 2);
    expect(after.mrrCents).toBe(before.mrrCents + 100_00 + 500_00);
    expect(after.cases).toBeGreaterThanOrEqual(before.cases + 1);
    expect(after.documents).toBe(before.documents + 1);
    expect(after).toHaveProperty('assessments');
    expect(after).toHaveProperty('letters');
    expect(after.failedJobs).toBe(before.failedJobs);

    // An account that signed up long ago is a user but not a new sign-up.
    const old = await t.signUp();
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, old.user.id));
    const later = (await get('/overview')).json.overview;
    expect(later.users).toBe(after.users + 1);
    expect(later.newSignupsLast30Days).toBe(after.newSignupsLast30Days);
  });
});

describe('users list', () => {
  it('searches by name or email, any case, with the total', async () => {
    const person = await t.signUp();
    const byEmail = await get(`/users?q=${encodeURIComponent(person.email.toUpperCase())}`, support.token);
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toMatchObject({ success: true, total: 1, page: 1, pageSize: 25 });
    expect(byEmail.json.users[0]).toMatchObject({
      id: person.user.id,
      email: person.email,
      name: person.name,
      adminRole: null,
      planId: 'FREE_TRIAL',
      status: 'active',
      caseCount: 0,
    });
    expect(byEmail.json.users[0].lastActiveAt).not.toBeNull();
    const byName = await get(`/users?q=${encodeURIComponent(person.name.split(' ').pop()!)}`);
    expect(byName.json.users.map((u: { id: string }) => u.id)).toEqual([person.user.id]);
    // Wildcards typed in the box match only themselves.
    expect((await get('/users?q=%25')).json.total).toBe(0);
    expect((await get('/users?q=_')).json.total).toBe(0);
  });

  it('filters by plan, role and status and pages through the results', async () => {
    const payer = await t.signUp();
    await subscribe(t, payer.token, 'COMPLETE');
    const complete = await get('/users?plan=COMPLETE&pageSize=100');
    expect(complete.json.users.map((u: { id: string }) => u.id)).toContain(payer.user.id);
    expect(complete.json.users.every((u: { planId: string }) => u.planId === 'COMPLETE')).toBe(true);

    const supports = await get('/users?role=SUPPORT&pageSize=100');
    expect(supports.json.users.map((u: { id: string }) => u.id)).toContain(support.user.id);
    expect(supports.json.users.every((u: { adminRole: string }) => u.adminRole === 'SUPPORT')).toBe(true);
    const staff = await get('/users?role=any&pageSize=100');
    expect(staff.json.users.every((u: { adminRole: string | null }) => u.adminRole !== null)).toBe(true);
    const customers = await get('/users?role=none&pageSize=100');
    expect(customers.json.users.every((u: { adminRole: string | null }) => u.adminRole === null)).toBe(true);

    const all = await get('/users?pageSize=2');
    expect(all.json.users).toHaveLength(2);
    expect(all.json.total).toBeGreaterThan(2);
    const second = await get('/users?pageSize=2&page=2');
    expect(second.json.page).toBe(2);
    expect(second.json.users[0].id).not.toBe(all.json.users[0].id);
    // Newest first.
    expect(all.json.users[0].createdAt >= all.json.users[1].createdAt).toBe(true);

    const bad = await get('/users?role=KING&page=0');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('user details', () => {
  it('shows the profile, cases with progress, billing and recent activity', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    await uploadText(t, person.token, caseId, 'award.txt', 'Best paper award 2021.', 'award');

    const res = await get(`/users/${person.user.id}`, support.token);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      id: person.user.id,
      email: person.email,
      status: 'active',
      caseCount: 1,
      hasPassword: true,
      onboardingCompleted: false,
      activeSessions: 1,
    });
    expect(res.json.cases).toHaveLength(1);
    expect(res.json.cases[0]).toMatchObject({ id: caseId, isActive: true, documentCount: 1, progress: { documents: 10 } });
    expect(res.json.billing.plan.id).toBe('FREE_TRIAL');
    expect(res.json.billing.subscription).toBeNull();
    const kinds = res.json.activity.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('signed_in');
    expect(kinds).toContain('document_uploaded');
    expect(res.json.activity.find((a: { kind: string }) => a.kind === 'document_uploaded').description).toContain('award.txt');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await get('/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No account with this id.');
    expect((await get('/users/not-a-uuid')).status).toBe(404);
    expect((await post('/users/not-a-uuid/suspend')).status).toBe(404);
  });
});

describe('suspending', () => {
  it('blocks sign-in and every existing session until the account is reactivated', async () => {
    const person = await t.signUp();
    const second = await logInAgain(t, person);

    const res = await post(`/users/${person.user.id}/suspend`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`${person.email} is suspended and signed out everywhere.`);
    expect(res.json.user).toMatchObject({ status: 'suspended' });
    expect(res.json.user.suspendedAt).not.toBeNull();

    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: second })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(login.status).toBe(403);
    expect(login.json.message).toBe('This account has been suspended. Contact support if you think this is a mistake.');
    // A wrong password still answers as before, so the suspension is not revealed without the password.
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'not the password' } })).status).toBe(401);
    expect((await post(`/users/${person.user.id}/suspend`)).status).toBe(409);

    const back = await post(`/users/${person.user.id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.json.user).toMatchObject({ status: 'active', suspendedAt: null });
    const again = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(again.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: again.json.tokens.accessToken })).status).toBe(200);
    // Sessions revoked by the suspension stay revoked.
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await post(`/users/${person.user.id}/reactivate`)).status).toBe(409);

    const [reactivated, suspended] = await auditFor(person.user.id);
    expect(suspended).toMatchObject({
      action: 'user.suspend',
      actorType: 'admin',
      actorId: admin.user.id,
      actorEmail: admin.email,
      before: { suspendedAt: null, activeSessions: 2 },
      after: { activeSessions: 0 },
    });
    expect(typeof suspended!.after!.suspendedAt).toBe('string');
    expect(reactivated).toMatchObject({ action: 'user.reactivate', before: { suspendedAt: suspended!.after!.suspendedAt }, after: { suspendedAt: null } });
  });

  it('stops a suspended admin at once, even with a verified session', async () => {
    const other = await signUpAdmin(t, 'SUPPORT');
    expect((await get('/overview', other.token)).status).toBe(200);
    await post(`/users/${other.user.id}/suspend`);
    expect((await get('/overview', other.token)).status).toBe(401);
  });

  it('refuses to suspend oneself or a higher role', async () => {
    const self = await post(`/users/${admin.user.id}/suspend`);
    expect(self.status).toBe(400);
    expect(self.json.message).toBe('You cannot suspend your own account.');
    const boss = await signUpAdmin(t, 'SUPER_ADMIN');
    const higher = await post(`/users/${boss.user.id}/suspend`);
    expect(higher.status).toBe(403);
    expect(higher.json.message).toBe('You cannot change a SUPER_ADMIN account; your role is ADMIN.');
    expect((await t.call('GET', '/api/auth/me', { token: boss.token })).status).toBe(200);
    expect(await auditFor(boss.user.id)).toHaveLength(0);
  });
});

describe('revoking sessions and sending a password reset', () => {
  it('signs the account out everywhere and records how many sessions ended', async () => {
    const person = await t.signUp();
    const second = await logInAgain(t, person);
    const res = await post(`/users/${person.user.id}/revoke-sessions`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Revoked 2 sessions of ${person.email}.`);
    for (const token of [person.token, second]) expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    // The account itself still works.
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(200);
    const [entry] = await auditFor(person.user.id);
    expect(entry).toMatchObject({ action: 'user.revoke_sessions', before: { activeSessions: 2 }, after: { activeSessions: 0 } });
  });

  it('keeps the session in use when an admin revokes their own', async () => {
    const self = await signUpAdmin(t, 'ADMIN');
    const other = await logInAgain(t, self);
    const res = await post(`/users/${self.user.id}/revoke-sessions`, self.token);
    expect(res.json.message).toBe(`Revoked 1 session of ${self.email}.`);
    expect((await t.call('GET', '/api/auth/me', { token: self.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).status).toBe(401);
  });

  it('emails the normal reset link, which works', async () => {
    const person = await t.signUp();
    const res = await post(`/users/${person.user.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`We sent a password reset link to ${person.email}. It expires in 1 hour.`);
    const token = await t.emailedToken(person.email, 'recovery');
    const reset = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'chosen after support' } });
    expect(reset.status).toBe(200);
    const [entry] = await auditFor(person.user.id);
    expect(entry).toMatchObject({ action: 'user.send_password_reset', before: null, after: { emailedTo: person.email } });
  });
});

describe('audit log', () => {
  it('lists entries newest first, filtered by action and target', async () => {
    const person = await t.signUp();
    await post(`/users/${person.user.id}/suspend`);
    await post(`/users/${person.user.id}/reactivate`);

    const forTarget = await get(`/audit-log?targetType=user&targetId=${person.user.id}`, support.token);
    expect(forTarget.status).toBe(200);
    expect(forTarget.json.total).toBe(2);
    expect(forTarget.json.entries.map((e: { action: string }) => e.action)).toEqual(['user.reactivate', 'user.suspend']);
    expect(forTarget.json.entries[1]).toMatchObject({
      actor: { type: 'admin', id: admin.user.id, email: admin.email },
      targetType: 'user',
      targetId: person.user.id,
      before: { suspendedAt: null },
    });

    const suspensions = await get('/audit-log?action=user.suspend&pageSize=1');
    expect(suspensions.json.entries).toHaveLength(1);
    expect(suspensions.json.total).toBeGreaterThan(1);
    expect(suspensions.json.entries[0]).toMatchObject({ action: 'user.suspend', targetId: person.user.id });
    expect((await get('/audit-log?action=user.delete')).status).toBe(400);
  });
});

describe('failed jobs', () => {
  it('counts jobs the queue gave up on', async () => {
    const before = (await get('/overview')).json.overview.failedJobs;
    await t.deps.jobs.work('admin-test-always-fails', async () => {
      throw new Error('this job fails on purpose');
    });
    await t.deps.jobs.send('admin-test-always-fails', {}, { retryLimit: 0 });
    let failed = before;
    for (let i = 0; i < 60 && failed === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      failed = (await get('/overview')).json.overview.failedJobs;
    }
    expect(failed).toBe(before + 1);
  });
});

it('keeps the actor’s email in the audit log after the actor’s account is deleted', async () => {
  const actor = await signUpAdmin(t, 'ADMIN');
  const person = await t.signUp();
  await post(`/users/${person.user.id}/revoke-sessions`, actor.token);
  await t.database.db.delete(sessions).where(eq(sessions.userId, actor.user.id));
  await t.database.db.delete(users).where(eq(users.id, actor.user.id));
  const [entry] = await auditFor(person.user.id);
  expect(entry).toMatchObject({ actorId: null, actorEmail: actor.email });
});
