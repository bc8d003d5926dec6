import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';
import { assessments } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';

// With live scholarly services (recorded responses on loopback), an assessment first checks the publications
// nobody has verified yet, so the engine reads verified records and the person's citation metrics.
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());

const t = await createTestApp({
  SCHOLARLY_MODE: 'live',
  SCHOLARLY_MAILTO: 'assessment-tests@acclaim.test',
  CROSSREF_URL: replay.urls.crossref,
  OPENALEX_URL: replay.urls.openalex,
  ORCID_URL: replay.urls.orcid,
  SEMANTIC_SCHOLAR_URL: replay.urls.semanticScholar,
});
await t.startWorker();

describe('an assessment with live scholarly services', () => {
  it('verifies unverified publications first and assesses the verified record', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    await t.call('POST', `/api/cases/${caseId}/evidence`, {
      token: person.token,
      body: {
        type: 'publication',
        title: 'Triose Phosphate Isomerase Deficiency Is Caused by Altered Dimerization–Not Catalytic Inactivity–of the Mutant Enzymes',
        date: '2006',
        details: { doi: '10.1371/journal.pone.0000030', venue: 'PLoS ONE', year: 2006 },
      },
    });
    const started = await t.call('POST', `/api/cases/${caseId}/assessments`, { token: person.token });
    expect(started.status).toBe(202);
    let detail;
    for (let i = 0; i < 300; i++) {
      detail = (await t.call('GET', `/api/assessments/${started.json.assessment.id}`, { token: person.token })).json.assessment;
      if (detail.status === 'completed' || detail.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(detail.status).toBe('completed');
    expect(replay.requests.length).toBeGreaterThan(0);
    expect(detail.evidence[0].verification).toBe('verified');
    expect(detail.result.counts).toMatchObject({ publications: 1, publicationsVerified: 1 });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, detail.id));
    expect(row!.input!.metrics).toMatchObject({ publicationsClaimed: 1, publicationsVerified: 1 });
    expect(row!.input!.evidence[0]!.check).toMatchObject({ doi: '10.1371/journal.pone.0000030' });
  });
});
