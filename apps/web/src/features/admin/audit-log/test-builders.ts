import type { TAdminAuditLogEntry } from '@acclaim/contracts';

let sequence = 0;

export function buildAuditEntry(overrides: Partial<TAdminAuditLogEntry> = {}): TAdminAuditLogEntry {
  sequence += 1;
  return {
    id: `entry-${sequence}`,
    actor: { type: 'admin', id: 'admin-1', email: 'dana@example.com' },
    action: 'user.suspend',
    targetType: 'user',
    targetId: 'user-42',
    targetLabel: 'ada@example.com',
    before: { suspendedAt: null, activeSessions: 2 },
    after: { suspendedAt: '2026-05-01T10:15:00.000Z', activeSessions: 0 },
    createdAt: '2026-05-01T10:15:00.000Z',
    ...overrides,
  };
}
