import { and, asc, eq } from 'drizzle-orm';
import type { TMetricsResponse } from '@acclaim/contracts';
import { normalizeDoi } from '../../adapters/scholarly/identifiers';
import { caseMetrics, evidenceItems } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** The person's metrics from the last verification run and each accepted publication's verification. */
export async function getCaseMetrics(deps: AppDeps, caseId: string): Promise<TMetricsResponse> {
  const { db } = deps.database;
  const [row] = await db.select().from(caseMetrics).where(eq(caseMetrics.caseId, caseId));
  const items = await db
    .select()
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.type, 'publication'), eq(evidenceItems.status, 'accepted')))
    .orderBy(asc(evidenceItems.createdAt), asc(evidenceItems.id));
  return {
    success: true,
    metrics: row?.metrics ?? null,
    publications: items.map((item) => ({
      evidenceId: item.id,
      title: item.title,
      date: item.date,
      doi: item.verificationDetails?.doi ?? normalizeDoi(typeof item.details.doi === 'string' ? item.details.doi : null),
      verification: item.verification,
      check: item.verificationDetails ?? null,
    })),
    isVerificationEnabled: deps.scholarly.mode === 'live',
    // A retry already due has run or is running; only a pending one is news.
    retryAt: row?.retryAt && row.retryAt.getTime() > Date.now() ? row.retryAt.toISOString() : null,
  };
}
