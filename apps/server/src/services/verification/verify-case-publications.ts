import { and, asc, eq, sql } from 'drizzle-orm';
import type { CitationMetrics, PublicationCheck } from '@acclaim/domain';
import { normalizeOrcid } from '../../adapters/scholarly/identifiers';
import type { ScholarlyService } from '../../adapters/scholarly/types';
import type { Db } from '../../db/client';
import { caseMetrics, cases, documents, evidenceItems, type EvidenceItemRow } from '../../db/schema/index';
import { findBeneficiaryNames } from '../identity/beneficiary-names';
import { evidenceIdentityCleared } from '../identity/counted-evidence';
import type { AppDeps } from '../../lib/context';
import type { ApplicantIdentity } from './authorship';
import { buildCitationMetrics, independentCitationsOf } from './citation-metrics';
import { checkPublication, type MatchedWork, type PublicationOutcome } from './check-publication';
import { analyseCitingWorks, findApplicant, type CitingAnalysis } from './citing-works';
import { readPublicationClaim } from './publication-claim';
import { ask, createServiceFailures } from './service-failures';
import { enqueueVerification, nextRetryAt } from './verification-queue';

export type VerificationProgress = (update: { progress: number; step: string }) => void | Promise<void>;

export interface VerificationSummary {
  publications: number;
  verified: number;
  mismatched: number;
  notFound: number;
  offline: number;
  /** Services that could not be reached (or are switched off) during this run. */
  unavailable: ScholarlyService[];
  /** When the job runs again for the unreachable services; null when no retry is scheduled. */
  retryAt: Date | null;
  metrics: CitationMetrics;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Accepted publications of the case, oldest first, with the category of the document each came from. */
async function findClaimedPublications(db: Db, caseId: string) {
  return (
    db
      .select({ item: evidenceItems, documentCategory: documents.category })
      .from(evidenceItems)
      .leftJoin(documents, eq(documents.id, evidenceItems.documentId))
      // Another person's publications (a flagged document not confirmed) are not checked as the beneficiary's.
      .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.type, 'publication'), eq(evidenceItems.status, 'accepted'), evidenceIdentityCleared()))
      .orderBy(asc(evidenceItems.createdAt), asc(evidenceItems.id))
  );
}

/** Writes a result only if the item still says what was checked: an edit made meanwhile wins (and reset it). */
async function saveOutcome(db: Db, item: EvidenceItemRow, update: { verification?: PublicationOutcome['state']; verificationDetails?: PublicationCheck }) {
  await db
    .update(evidenceItems)
    .set(update)
    .where(
      and(
        eq(evidenceItems.id, item.id),
        eq(evidenceItems.type, 'publication'),
        eq(evidenceItems.status, 'accepted'),
        eq(evidenceItems.title, item.title),
        sql`${evidenceItems.date} is not distinct from ${item.date}`,
        sql`${evidenceItems.details} = ${JSON.stringify(item.details)}::jsonb`,
      ),
    );
}

/**
 * Checks every accepted publication of the case against Crossref, OpenAlex and Semantic Scholar (ORCID for
 * authorship), stores each item's verification, and stores the person's metrics from the verified works.
 * When a service could not be reached, the verification job is scheduled again (`retryAt`). Runs in the
 * calling process: the verification job uses it, and the assessment job may call it to refresh first.
 * Returns null when the case no longer exists.
 */
export async function verifyCasePublications(
  deps: AppDeps,
  caseId: string,
  onProgress: VerificationProgress = () => {},
  options: { attempt?: number } = {},
): Promise<VerificationSummary | null> {
  const { db } = deps.database;
  const [found] = await db.select({ orcidId: cases.orcidId }).from(cases).where(eq(cases.id, caseId));
  if (!found) return null;
  // Authors are matched against the beneficiary's names (legal, former, other), never the account holder's.
  const names = await findBeneficiaryNames(db, caseId);
  const caseRow = { orcidId: found.orcidId, ownerName: names.legalName ?? '' };

  const session = deps.scholarly.openSession();
  const failures = createServiceFailures(deps.logger);
  const claimed = await findClaimedPublications(db, caseId);
  const checkedAt = new Date().toISOString();

  const orcid = normalizeOrcid(caseRow.orcidId);
  if (orcid && claimed.length) await onProgress({ progress: 2, step: 'Reading your ORCID record' });
  const orcidWorks = orcid && claimed.length ? ((await ask(failures, { orcid }, () => session.orcid.getWorks(orcid))) ?? null) : null;
  const applicant: ApplicantIdentity = { orcid, name: caseRow.ownerName, otherNames: names.knownNames.slice(1), orcidWorks };

  const counts = { verified: 0, mismatch: 0, not_found: 0, offline: 0 };
  const verifiedWorks: { item: EvidenceItemRow; work: MatchedWork; check: PublicationCheck }[] = [];
  for (const [index, { item, documentCategory }] of claimed.entries()) {
    await onProgress({ progress: 5 + Math.round((index / claimed.length) * 80), step: `Checking ${index + 1} of ${plural(claimed.length, 'publication')}` });
    const claim = readPublicationClaim(item, documentCategory);
    const outcome = await checkPublication(session, claim, applicant, failures, checkedAt);
    counts[outcome.state] += 1;
    await saveOutcome(db, item, outcome.check ? { verification: outcome.state, verificationDetails: outcome.check } : { verification: outcome.state });
    if (outcome.state === 'verified' && outcome.work && outcome.check) verifiedWorks.push({ item, work: outcome.work, check: outcome.check });
  }

  await onProgress({ progress: 88, step: 'Counting citations without self-citations' });
  const works = verifiedWorks.map(({ work }) => work);
  const citing = await analyseCitations({ session, failures, caseId, orcid, ownerName: caseRow.ownerName }, works);
  for (const { item, work, check } of verifiedWorks) {
    const citationsExcludingSelf = independentCitationsOf(work, citing);
    if (citationsExcludingSelf !== null) await saveOutcome(db, item, { verificationDetails: { ...check, citationsExcludingSelf } });
  }

  const unavailable = [...failures.unreachable];
  const metrics = buildCitationMetrics({ computedAt: checkedAt, publicationsClaimed: claimed.length, verifiedWorks: works, citing, unavailable });

  const retryAt = await scheduleRetry(deps, caseId, options.attempt ?? 0, unavailable);
  const row = { metrics, computedAt: new Date(checkedAt), retryAt };
  await db
    .insert(caseMetrics)
    .values({ caseId, ...row })
    .onConflictDoUpdate({ target: caseMetrics.caseId, set: row });

  return {
    publications: claimed.length,
    verified: counts.verified,
    mismatched: counts.mismatch,
    notFound: counts.not_found,
    offline: counts.offline,
    unavailable,
    retryAt,
    metrics,
  };
}

/** Which works cite the verified ones, and which of those are the applicant's own; null when nothing is cited. */
async function analyseCitations(
  {
    session,
    failures,
    caseId,
    orcid,
    ownerName,
  }: {
    session: ReturnType<AppDeps['scholarly']['openSession']>;
    failures: ReturnType<typeof createServiceFailures>;
    caseId: string;
    orcid: ReturnType<typeof normalizeOrcid>;
    ownerName: string;
  },
  works: readonly MatchedWork[],
): Promise<CitingAnalysis | null> {
  const citedOpenAlexIds = [...new Set(works.flatMap((work) => (work.citationCount !== 0 && work.openalex?.sourceId ? [work.openalex.sourceId] : [])))];
  if (!citedOpenAlexIds.length) return null;
  const self = findApplicant(
    works.flatMap((work) => (work.openalex ? [work.openalex] : [])),
    orcid,
    ownerName,
  );
  return (await ask(failures, { caseId, citing: citedOpenAlexIds.length }, () => analyseCitingWorks(session.openalex, citedOpenAlexIds, self))) ?? null;
}

/** With live services, a run that could not reach some of them is queued again; answers when, or null. */
async function scheduleRetry(deps: AppDeps, caseId: string, attempt: number, unavailable: readonly ScholarlyService[]): Promise<Date | null> {
  const retryAt = deps.scholarly.mode === 'live' && unavailable.length ? nextRetryAt(attempt) : null;
  if (!retryAt) return null;
  try {
    await enqueueVerification(deps, { caseId, attempt: attempt + 1, retryAt: retryAt.toISOString() }, retryAt);
    return retryAt;
  } catch (error) {
    deps.logger.error({ err: error, caseId }, 'could not schedule the verification retry');
    return null;
  }
}
