import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';
import { createScholarlyClients } from '../../adapters/scholarly/scholarly-clients';
import { caseMetrics, scholarlyCache } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';
import { verifyCasePublications } from '../../services/verification/verify-case-publications';
import { runVerificationJob } from '../../services/verification/verify-publications-job';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());

const urls = (base: { crossref: string; openalex: string; orcid: string; semanticScholar: string }) => ({
  CROSSREF_URL: base.crossref,
  OPENALEX_URL: base.openalex,
  ORCID_URL: base.orcid,
  SEMANTIC_SCHOLAR_URL: base.semanticScholar,
});

// SCHOLARLY_MODE is left at its default (off); the base URLs point at the replay server to show nothing asks it.
const t = await createTestApp({ SCHOLARLY_MAILTO: 'verification-tests@acclaim.test', ...urls(replay.urls) });
await t.startWorker();

/** The same app wired to live services at other addresses, for one run of the service. */
function liveDeps(base: Parameters<typeof urls>[0]): AppDeps {
  const env = { ...t.deps.env, SCHOLARLY_MODE: 'live' as const, ...urls(base) };
  return { ...t.deps, env, scholarly: createScholarlyClients(env, t.database, t.deps.logger) };
}

async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const ELIFE = {
  type: 'publication',
  title: 'Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth',
  date: '2014',
  details: { doi: '10.7554/elife.01567', venue: 'eLife' },
};
const TPI = {
  type: 'publication',
  title: 'Triose Phosphate Isomerase Deficiency Is Caused by Altered Dimerization–Not Catalytic Inactivity–of the Mutant Enzymes',
  date: '2006',
  details: { doi: '10.1371/journal.pone.0000030' },
};

async function newCaseWith(claims: object[], options: { orcidId?: string } = {}) {
  const { caseId, ...person } = await signUpWithCase(t);
  if (options.orcidId) await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { orcidId: options.orcidId } });
  const ids: string[] = [];
  for (const claim of claims) ids.push((await t.call('POST', `/api/cases/${caseId}/evidence`, { token: person.token, body: claim })).json.evidence.id);
  return { ...person, caseId, ids };
}

async function verifyThroughRoute(person: { token: string; caseId: string }) {
  const since = Date.now();
  const started = await t.call('POST', `/api/cases/${person.caseId}/verification`, { token: person.token });
  expect(started.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const state = (await t.call('GET', `/api/cases/${person.caseId}/processing?type=verification`, { token: person.token })).json.processing[0];
    if (state && !state.isActive && Date.parse(state.startedAt) >= since) return { message: started.json.message as string, step: state.currentStep as string };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('verification did not finish');
}

const metricsOf = async (person: { token: string; caseId: string }) =>
  (await t.call('GET', `/api/cases/${person.caseId}/metrics`, { token: person.token })).json;

describe('verification with scholarly services switched off', () => {
  it('asks no service and marks publications "not verified (offline)", without scheduling a retry', async () => {
    const person = await newCaseWith([ELIFE], { orcidId: '0000-0003-3203-1058' });
    const before = replay.requests.length;
    const run = await verifyThroughRoute(person);
    expect(run.message).toMatch(/Live checks against the scholarly databases are not available/);
    expect(run.step).toBe('Done: 0 of 1 publication verified, 1 not verified (offline). Live checks against the scholarly databases are not available');
    expect(replay.requests.length).toBe(before);

    const metrics = await metricsOf(person);
    expect(metrics).toMatchObject({ isVerificationEnabled: false, retryAt: null });
    expect(metrics.publications[0]).toMatchObject({ verification: 'offline', check: null, doi: '10.7554/elife.01567' });
    expect(metrics.metrics).toMatchObject({ publicationsClaimed: 1, publicationsVerified: 0, totalCitations: 0 });
    expect([...metrics.metrics.unavailable].sort()).toEqual(['crossref', 'openalex', 'orcid', 'semanticscholar']);
  });

  it('still answers from what an earlier live run cached', async () => {
    const person = await newCaseWith([ELIFE]);
    const live = await verifyCasePublications(liveDeps(replay.urls), person.caseId);
    expect(live).toMatchObject({ verified: 1, unavailable: [] });

    const before = replay.requests.length;
    await verifyThroughRoute(person);
    expect(replay.requests.length).toBe(before);
    const metrics = await metricsOf(person);
    expect(metrics.publications[0]).toMatchObject({ verification: 'verified', check: { citationCount: 45, fieldPercentile: 95.7 } });
    expect(metrics.metrics).toMatchObject({ publicationsVerified: 1, totalCitations: 45, unavailable: [] });
  });
});

describe('verification when services cannot be reached', () => {
  it('marks publications offline, records when to retry, and queues the job again for then', async () => {
    const closed = await closedPortUrl();
    const person = await newCaseWith([ELIFE, TPI], { orcidId: '0000-0003-3203-1058' });
    const started = Date.now();
    const summary = await verifyCasePublications(liveDeps({ crossref: closed, openalex: closed, orcid: closed, semanticScholar: closed }), person.caseId);
    expect(summary).toMatchObject({ publications: 2, verified: 0, offline: 2 });
    expect([...summary!.unavailable].sort()).toEqual(['crossref', 'openalex', 'orcid', 'semanticscholar']);
    // The first retry is due in 15 minutes.
    const retryAt = summary!.retryAt!;
    expect(retryAt.getTime() - started).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(retryAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const [stored] = await t.database.db.select().from(caseMetrics).where(eq(caseMetrics.caseId, person.caseId));
    expect(stored!.retryAt?.toISOString()).toBe(retryAt.toISOString());
    const metrics = await metricsOf(person);
    expect(metrics.retryAt).toBe(retryAt.toISOString());
    expect(metrics.publications.map((publication: { verification: string }) => publication.verification)).toEqual(['offline', 'offline']);

    const { rows } = await t.database.execute(`select data, start_after from pgboss.job where name = 'verify-publications' and data->>'caseId' = $1`, [
      person.caseId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({ caseId: person.caseId, attempt: 1, retryAt: retryAt.toISOString() });
    expect(new Date(rows[0]!.start_after as string).toISOString()).toBe(retryAt.toISOString());

    // A run in between (here: by hand) replaces the pending retry, which then does nothing when it comes due.
    await runVerificationJob(t.deps, { caseId: person.caseId, attempt: 0 });
    const [after] = await t.database.db.select().from(caseMetrics).where(eq(caseMetrics.caseId, person.caseId));
    expect(after!.retryAt).toBeNull();
    const computedAt = after!.computedAt.toISOString();
    await runVerificationJob(t.deps, { caseId: person.caseId, attempt: 1, retryAt: retryAt.toISOString() });
    const [unchanged] = await t.database.db.select().from(caseMetrics).where(eq(caseMetrics.caseId, person.caseId));
    expect(unchanged!.computedAt.toISOString()).toBe(computedAt);
  });

  it('uses a stale cached answer when the service is down', async () => {
    const other = await startScholarlyReplayServer(FIXTURES);
    const deps = liveDeps(other.urls);
    const person = await newCaseWith([ELIFE]);
    expect(await verifyCasePublications(deps, person.caseId)).toMatchObject({ verified: 1 });
    await t.database.db.update(scholarlyCache).set({ expiresAt: sql`now() - interval '1 hour'` });
    await other.close();

    const summary = await verifyCasePublications(deps, person.caseId);
    expect(summary).toMatchObject({ verified: 1, offline: 0, unavailable: [], retryAt: null });
    expect(summary!.metrics).toMatchObject({ totalCitations: 45, topFieldPercentile: 95.7 });
  });
});
