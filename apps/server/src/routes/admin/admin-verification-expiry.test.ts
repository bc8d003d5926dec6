import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { ADMIN_VERIFICATION_HOURS, TWO_FACTOR_REQUIRED } from '../../lib/auth/admin-guard';
import { passTwoFactor, signUpAdmin } from '../../test/admin-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

/** Moves this admin session's verification `hours` into the past, as if it had been entered then. */
async function verifiedHoursAgo(userId: string, hours: number) {
  await t.database.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(sessions.userId, userId));
}

describe('admin two-factor verification lasts 12 hours, not the whole session', () => {
  it('is 12 hours', () => {
    expect(ADMIN_VERIFICATION_HOURS).toBe(12);
  });

  it('opens the admin area 11 hours after the code was entered', async () => {
    const admin = await signUpAdmin(t, 'ADMIN');
    await verifiedHoursAgo(admin.user.id, 11);
    const res = await t.call('GET', '/api/admin/overview', { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect((await t.call('GET', '/api/auth/2fa/status', { token: admin.token })).json.data.requiresVerification).toBe(false);
  });

  it('asks for a new code 13 hours after, on the API and in the status the admin screens read, and a new code opens it again', async () => {
    const admin = await signUpAdmin(t, 'ADMIN');
    await verifiedHoursAgo(admin.user.id, 13);
    const res = await t.call('GET', '/api/admin/overview', { token: admin.token });
    expect(res.status, res.text).toBe(403);
    expect(res.json.message).toBe(TWO_FACTOR_REQUIRED);
    expect((await t.call('GET', '/api/auth/2fa/status', { token: admin.token })).json.data.requiresVerification).toBe(true);

    await passTwoFactor(t, admin.token, admin.email);
    expect((await t.call('GET', '/api/admin/overview', { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/2fa/status', { token: admin.token })).json.data.requiresVerification).toBe(false);
  });
});
