import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAuditLog, sessions, users } from '../../db/schema/index';
import { passTwoFactor, signUpAdmin } from '../../test/admin-helpers';
import { createTestApp } from '../../test/test-app';

// A database of its own: the last-super-admin rule depends on every SUPER_ADMIN in it.
const t = await createTestApp();

const setRole = (token: string, userId: string, role: string | null) => t.call('PATCH', `/api/admin/users/${userId}/role`, { token, body: { role } });

async function latestAudit(userId: string) {
  const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, userId)).orderBy(desc(adminAuditLog.createdAt)).limit(1);
  return entry;
}

describe('changing admin roles', () => {
  it('grants, changes and revokes roles, each audited with before and after', async () => {
    const boss = await signUpAdmin(t, 'SUPER_ADMIN');
    const person = await t.signUp();

    const granted = await setRole(boss.token, person.user.id, 'SUPPORT');
    expect(granted.status).toBe(200);
    expect(granted.json).toMatchObject({ success: true, message: `${person.email} is now SUPPORT.`, user: { adminRole: 'SUPPORT' } });
    expect(await latestAudit(person.user.id)).toMatchObject({
      action: 'user.set_role',
      actorId: boss.user.id,
      actorEmail: boss.email,
      before: { adminRole: null },
      after: { adminRole: 'SUPPORT' },
    });
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.adminRole).toBe('SUPPORT');

    // The new admin still has to pass two-factor in this session before the admin API answers.
    expect((await t.call('GET', '/api/admin/users', { token: person.token })).status).toBe(403);
    await passTwoFactor(t, person.token, person.email);
    expect((await t.call('GET', '/api/admin/users', { token: person.token })).status).toBe(200);

    const same = await setRole(boss.token, person.user.id, 'SUPPORT');
    expect(same.json.message).toBe(`${person.email} already has the SUPPORT role.`);
    expect((await latestAudit(person.user.id))!.after).toEqual({ adminRole: 'SUPPORT' });

    const revoked = await setRole(boss.token, person.user.id, null);
    expect(revoked.status).toBe(200);
    expect(revoked.json.user.adminRole).toBeNull();
    expect(await latestAudit(person.user.id)).toMatchObject({ before: { adminRole: 'SUPPORT' }, after: { adminRole: null } });
    expect((await t.call('GET', '/api/admin/users', { token: person.token })).status).toBe(403);

    // Granted again later, the old session must verify afresh.
    await setRole(boss.token, person.user.id, 'ADMIN');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(session!.twoFactorVerifiedAt).toBeNull();
    expect((await t.call('GET', '/api/auth/2fa/status', { token: person.token })).json.data.requiresVerification).toBe(true);
  });

  it('never removes the last active SUPER_ADMIN', async () => {
    // Start from a database whose only SUPER_ADMIN is `first`.
    await t.database.db.update(users).set({ adminRole: null }).where(eq(users.adminRole, 'SUPER_ADMIN'));
    const first = await signUpAdmin(t, 'SUPER_ADMIN');

    const alone = await setRole(first.token, first.user.id, 'ADMIN');
    expect(alone.status).toBe(409);
    expect(alone.json.message).toBe('There must always be at least one active SUPER_ADMIN. Make someone else a SUPER_ADMIN first.');
    expect((await setRole(first.token, first.user.id, null)).status).toBe(409);

    // A suspended SUPER_ADMIN does not count.
    const suspended = await signUpAdmin(t, 'SUPER_ADMIN');
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    expect((await setRole(first.token, first.user.id, 'ADMIN')).status).toBe(409);

    const second = await t.signUp();
    expect((await setRole(first.token, second.user.id, 'SUPER_ADMIN')).status).toBe(200);
    await passTwoFactor(t, second.token, second.email);
    const demoted = await setRole(second.token, first.user.id, 'ADMIN');
    expect(demoted.status).toBe(200);
    expect(demoted.json.user.adminRole).toBe('ADMIN');
    expect((await setRole(second.token, second.user.id, null)).status).toBe(409);

    // The demoted admin keeps their verified session but not the power to change roles.
    const refused = await setRole(first.token, second.user.id, null);
    expect(refused.status).toBe(403);
  });

  it('rejects a role that does not exist', async () => {
    const boss = await signUpAdmin(t, 'SUPER_ADMIN');
    const person = await t.signUp();
    const res = await setRole(boss.token, person.user.id, 'KING');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Choose SUPER_ADMIN, ADMIN, SUPPORT, VIEWER or null.');
    expect((await t.call('PATCH', `/api/admin/users/${person.user.id}/role`, { token: boss.token, body: {} })).status).toBe(400);
  });
});
