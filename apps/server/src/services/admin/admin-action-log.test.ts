import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { AppDeps } from '../../lib/context';
import { signUpAdmin } from '../../test/admin-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

describe('admin actions in the server log', () => {
  it('leaves one line per recorded action with the admin, the action and the target', async () => {
    const admin = await signUpAdmin(t, 'ADMIN');
    const person = await t.signUp();
    const raw: string[] = [];
    const realLogger = t.deps.logger;
    (t.deps as AppDeps).logger = pino({ level: 'info' }, { write: (line: string) => raw.push(line) });
    try {
      expect((await t.call('POST', `/api/admin/users/${person.user.id}/suspend`, { token: admin.token })).status).toBe(200);
      expect((await t.call('POST', `/api/admin/users/${person.user.id}/reactivate`, { token: admin.token })).status).toBe(200);
    } finally {
      (t.deps as AppDeps).logger = realLogger;
    }
    const lines = raw.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'admin.action');
    expect(lines).toEqual([
      expect.objectContaining({ action: 'user.suspend', actorType: 'admin', adminId: admin.user.id, targetType: 'user', targetId: person.user.id }),
      expect.objectContaining({ action: 'user.reactivate', actorType: 'admin', adminId: admin.user.id, targetType: 'user', targetId: person.user.id }),
    ]);
    // Who and what, not the recorded before/after values.
    expect(lines.every((line) => !('before' in line) && !('after' in line))).toBe(true);
  });
});
