import type { TAdminAuditEntry, TAdminUser, TAdminUserDetail } from '@acclaim/contracts';
import type { AdminAuditLogRow, UserRow } from '../db/schema/index';

export interface AdminUserFacts {
  lastActiveAt: Date | null;
  caseCount: number;
}

/** An account as staff see it in lists and after each change. */
export function presentAdminUser(user: UserRow, facts: AdminUserFacts): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    adminRole: user.adminRole,
    planId: user.planId,
    status: user.suspendedAt ? 'suspended' : 'active',
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: facts.lastActiveAt?.toISOString() ?? null,
    caseCount: facts.caseCount,
  };
}

/** The list shape plus what only the details screen shows. */
export function presentAdminUserDetail(summary: TAdminUser, user: UserRow, activeSessions: number): TAdminUserDetail {
  return { ...summary, onboardingCompleted: user.onboardingCompleted, hasPassword: user.passwordHash !== null, activeSessions };
}

export function presentAuditEntry(row: AdminAuditLogRow): TAdminAuditEntry {
  return {
    id: row.id,
    actor: { type: row.actorType, id: row.actorId, email: row.actorEmail },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
