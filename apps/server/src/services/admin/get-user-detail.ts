import type { AdminAuditAction, TAdminActivity, TAdminUserDetailResponse } from '@acclaim/contracts';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { adminAuditLog, assessments, billingEvents, cases, documents, letters, sessions, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { presentAdminUserDetail } from '../../presenters/admin';
import { getBillingOverview } from '../billing/get-billing-overview';
import { getCaseProgress } from '../cases/get-progress';
import { getAdminUser, getUserRow } from './find-users';

const ACTIVITY_PER_SOURCE = 10;
const ACTIVITY_SHOWN = 30;

export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'user.create': 'Account created',
  'user.suspend': 'Account suspended',
  'user.reactivate': 'Account reactivated',
  'user.revoke_sessions': 'Sessions revoked',
  'user.send_password_reset': 'Password reset email sent',
  'user.set_role': 'Admin role changed',
  'settings.update': 'Site settings changed',
  'refund_request.refund': 'Money-back request refunded',
  'refund_request.decline': 'Money-back request declined',
  'job.retry': 'Failed job retried',
};

/** Everything the user-details screen shows: the account, its cases with progress, billing and recent activity. */
export async function getUserDetail(deps: AppDeps, userId: string): Promise<Omit<TAdminUserDetailResponse, 'success'>> {
  const { db } = deps.database;
  const user = await getUserRow(db, userId);
  const [summary, activeSessions, caseRows, billing, activity] = await Promise.all([
    getAdminUser(db, user.id),
    db.$count(sessions, and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()))),
    db.select().from(cases).where(eq(cases.ownerId, user.id)).orderBy(asc(cases.createdAt)),
    getBillingOverview(deps, user),
    findActivity(deps, user),
  ]);
  const caseSummaries = [];
  // One case at a time: each progress reads several tables, and an account has a handful of cases at most.
  for (const row of caseRows) {
    const { documentCount, progress } = await getCaseProgress(deps, row);
    caseSummaries.push({
      id: row.id,
      title: row.title,
      petitionType: row.petitionType,
      isActive: row.id === user.activeCaseId,
      documentCount,
      progress,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return {
    user: presentAdminUserDetail(summary, user, activeSessions),
    cases: caseSummaries,
    billing,
    activity,
  };
}

/** The newest events from each source (sign-ins, uploads, assessments, letters, billing, staff actions), merged. */
async function findActivity(deps: AppDeps, user: UserRow): Promise<TAdminActivity[]> {
  const { db } = deps.database;
  const limit = ACTIVITY_PER_SOURCE;
  const [signIns, uploads, assessmentRows, letterRows, billingRows, auditRows] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)).limit(limit),
    db
      .select({ name: documents.name, createdAt: documents.createdAt, caseTitle: cases.title })
      .from(documents)
      .innerJoin(cases, eq(cases.id, documents.caseId))
      .where(eq(cases.ownerId, user.id))
      .orderBy(desc(documents.createdAt))
      .limit(limit),
    db.select().from(assessments).where(eq(assessments.requestedBy, user.id)).orderBy(desc(assessments.createdAt)).limit(limit),
    db.select().from(letters).where(eq(letters.requestedBy, user.id)).orderBy(desc(letters.createdAt)).limit(limit),
    db.select().from(billingEvents).where(eq(billingEvents.userId, user.id)).orderBy(desc(billingEvents.occurredAt)).limit(limit),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, user.id)))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(limit),
  ]);
  const events: { kind: TAdminActivity['kind']; description: string; at: Date }[] = [
    ...signIns.map((row) => ({
      kind: 'signed_in' as const,
      description: row.userAgent ? `Signed in (${row.userAgent.slice(0, 120)})` : 'Signed in',
      at: row.createdAt,
    })),
    ...uploads.map((row) => ({ kind: 'document_uploaded' as const, description: `Uploaded “${row.name}” to ${row.caseTitle}`, at: row.createdAt })),
    ...assessmentRows.map((row) => ({ kind: 'assessment' as const, description: `Eligibility assessment ${row.status}`, at: row.createdAt })),
    ...letterRows.map((row) => ({ kind: 'letter' as const, description: `${row.petitionType} petition letter ${row.status}`, at: row.createdAt })),
    ...billingRows.map((row) => ({ kind: 'billing' as const, description: row.description, at: row.occurredAt })),
    ...auditRows.map((row) => ({
      kind: 'admin_action' as const,
      description: `${AUDIT_ACTION_LABELS[row.action as AdminAuditAction] ?? row.action} by ${row.actorEmail}`,
      at: row.createdAt,
    })),
  ];
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_SHOWN)
    .map((event) => ({ ...event, at: event.at.toISOString() }));
}
