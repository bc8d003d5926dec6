import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';
import { documents } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';

// The app asks the four services over real HTTP; a loopback server answers with recorded responses.
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());

const t = await createTestApp({
  SCHOLARLY_MODE: 'live',
  SCHOLARLY_MAILTO: 'verification-tests@acclaim.test',
  CROSSREF_URL: replay.urls.crossref,
  OPENALEX_URL: replay.urls.openalex,
  ORCID_URL: replay.urls.orcid,
  SEMANTIC_SCHOLAR_URL: replay.urls.semanticScholar,
  RATE_LIMIT_VERIFICATION: '4/3600',
});
await t.startWorker();

const ELIFE = {
  title: 'Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth',
  date: '2014-02',
  details: {
    doi: 'https://doi.org/10.7554/eLife.01567',
    venue: 'eLife',
    year: 2014,
    authors: ['Sankar M', 'Nieminen K', 'Ragni L', 'Xenarios I', 'Hardtke CS'],
  },
};
const TPI = {
  title: 'Triose Phosphate Isomerase Deficiency Is Caused by Altered Dimerization–Not Catalytic Inactivity–of the Mutant Enzymes',
  date: '2006',
  details: { doi: '10.1371/journal.pone.0000030', venue: 'PLoS ONE', year: 2006 },
};
const VQF = {
  title: 'Vector Quotient Filters',
  date: '2021-06',
  details: { doi: '10.1145/3448016.3452841', venue: 'Proceedings of the 2021 International Conference on Management of Data', year: 2021 },
};
const METHYLPHENIDATE = {
  title: 'Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia in the Basal Ganglia of Mice',
  date: '2012',
  details: { doi: '10.1371/journal.pone.0033693', venue: 'PLoS ONE' },
};
const THESIS = {
  title: 'School truancy and financial independence during emerging adulthood',
  date: '2020',
  details: { doi: '10.14264/uql.2020.791' },
};
const TURING = { title: 'Computing Machinery and Intelligence', date: '1950', details: { doi: '10.1093/mind/lix.236.433', venue: 'Mind' } };
const UNKNOWN_DOI = { title: 'A paper no service knows', date: '2019', details: { doi: '10.1371/notarealdoi' } };

async function newCase(options: { name?: string; orcidId?: string } = {}) {
  const { caseId, ...person } = await signUpWithCase(t, options.name ? { name: options.name } : {});
  if (options.orcidId) {
    const saved = await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { orcidId: options.orcidId } });
    expect(saved.status).toBe(200);
  }
  return { ...person, caseId };
}

type Claim = { title: string; date: string | null; details: Record<string, unknown>; status?: string; documentId?: string; type?: string };

async function addPublication(person: { token: string; caseId: string }, claim: Claim) {
  const res = await t.call('POST', `/api/cases/${person.caseId}/evidence`, { token: person.token, body: { type: 'publication', ...claim } });
  expect(res.status).toBe(201);
  return res.json.evidence.id as string;
}

/** Starts verification through the route and waits for the job to finish. */
async function verify(person: { token: string; caseId: string }) {
  const since = Date.now();
  const started = await t.call('POST', `/api/cases/${person.caseId}/verification`, { token: person.token });
  expect(started.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const res = await t.call('GET', `/api/cases/${person.caseId}/processing?type=verification`, { token: person.token });
    const state = res.json.processing[0];
    // A finished state of this run, not of an earlier one.
    if (state && !state.isActive && Date.parse(state.startedAt) >= since) return { started: started.json, processing: state };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('verification did not finish');
}

async function metricsOf(person: { token: string; caseId: string }) {
  const res = await t.call('GET', `/api/cases/${person.caseId}/metrics`, { token: person.token });
  expect(res.status).toBe(200);
  return res.json;
}

const publicationOf = (metrics: { publications: { evidenceId: string }[] }, id: string) =>
  metrics.publications.find((publication) => publication.evidenceId === id) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back

describe('publication verification', () => {
  it('verifies a recorded DOI, with the count, percentile and venue the services give, and reports progress', async () => {
    const person = await newCase({ name: 'Christian S. Hardtke', orcidId: '0000-0003-3203-1058' });
    const id = await addPublication(person, ELIFE);
    const before = replay.requests.length;
    const run = await verify(person);
    expect(run.started).toEqual({ success: true, message: expect.stringContaining('Crossref, OpenAlex and Semantic Scholar') });
    expect(run.processing).toMatchObject({ type: 'verification', category: 'publications', progress: 100, currentStep: 'Done: 1 of 1 publication verified' });

    const asked = replay.requests.slice(before);
    expect(asked).toEqual(
      expect.arrayContaining([
        'GET /orcid/v3.0/0000-0003-3203-1058/works',
        'GET /crossref/works/10.7554/elife.01567?mailto=verification-tests%40acclaim.test',
        'GET /openalex/works/https://doi.org/10.7554/elife.01567?mailto=verification-tests%40acclaim.test',
        expect.stringMatching(/^GET \/s2\/graph\/v1\/paper\/10\.7554\/elife\.01567\?fields=/),
      ]),
    );

    const metrics = await metricsOf(person);
    expect(metrics).toMatchObject({ success: true, isVerificationEnabled: true, retryAt: null });
    expect(publicationOf(metrics, id)).toEqual({
      evidenceId: id,
      title: ELIFE.title,
      date: '2014-02',
      doi: '10.7554/elife.01567',
      verification: 'verified',
      check: {
        // OpenAlex counts 45 citing works, Crossref 36: the count names its source.
        source: 'openalex',
        doi: '10.7554/elife.01567',
        differences: [],
        citationCount: 45,
        citationsExcludingSelf: null,
        fieldPercentile: 95.7,
        venue: 'eLife',
        checkedAt: expect.any(String),
      },
    });
    // The citing works of this paper were not recorded (the replay server answers 404): unknown, not zero.
    expect(metrics.metrics).toMatchObject({
      publicationsClaimed: 1,
      publicationsVerified: 1,
      totalCitations: 45,
      hIndex: 1,
      citationsExcludingSelf: null,
      citingCountries: null,
      topFieldPercentile: 95.7,
      unavailable: [],
    });

    const evidence = await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token });
    expect(evidence.json.evidence[0]).toMatchObject({ verification: 'verified', verificationDetails: { citationCount: 45 } });
  });

  it('marks a claim that differs from the record as a mismatch, in plain sentences', async () => {
    const person = await newCase({ name: 'Christian S. Hardtke', orcidId: '0000-0003-3203-1058' });
    // An item read from the applicant's CV, with the wrong year.
    const [cv] = await t.database.db
      .insert(documents)
      .values({
        caseId: person.caseId,
        name: 'cv.pdf',
        originalName: 'cv.pdf',
        category: 'cv',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        sha256: 'x',
        storageKey: `test/${randomUUID()}`,
        status: 'extracted',
      })
      .returning();
    const wrongYear = await addPublication(person, {
      ...ELIFE,
      date: '2012',
      details: { ...ELIFE.details, year: 2012, venue: 'PLoS Biology' },
      documentId: cv!.id,
    });
    // A real paper, but not by this applicant: neither the ORCID iD nor the name is among its authors.
    const notTheirs = await addPublication(person, TPI);
    const run = await verify(person);
    expect(run.processing.currentStep).toBe('Done: 0 of 2 publications verified, 2 with differences');

    const metrics = await metricsOf(person);
    expect(publicationOf(metrics, wrongYear)).toMatchObject({
      verification: 'mismatch',
      check: {
        source: 'openalex',
        differences: ['The CV gives 2012; Crossref records 2014.', 'The CV gives the venue “PLoS Biology”; Crossref records “eLife”.'],
      },
    });
    expect(publicationOf(metrics, notTheirs)).toMatchObject({
      verification: 'mismatch',
      check: { differences: ['No author in Crossref carries your ORCID iD 0000-0003-3203-1058 or the name Hardtke.'] },
    });
    expect(metrics.metrics).toMatchObject({ publicationsClaimed: 2, publicationsVerified: 0, totalCitations: 0, hIndex: 0, works: [] });
  });

  it('says when no service knows a DOI, and when a title search finds no close match', async () => {
    const person = await newCase();
    const unknown = await addPublication(person, UNKNOWN_DOI);
    const byTitle = await addPublication(person, { title: 'Ecology', date: '2022', details: { authors: ['Carl Boettiger'] } });
    const before = replay.requests.length;
    await verify(person);
    // The title search asks Crossref for the title and the first author (lower-cased, so equal claims share a cache entry).
    expect(replay.requests.slice(before)).toContain('GET /crossref/works?query=ecology&query.author=carl+boettiger&mailto=verification-tests%40acclaim.test');

    const metrics = await metricsOf(person);
    expect(publicationOf(metrics, unknown)).toMatchObject({
      verification: 'not_found',
      check: {
        doi: '10.1371/notarealdoi',
        differences: ['Crossref, OpenAlex and Semantic Scholar have no record of DOI 10.1371/notarealdoi.'],
        citationCount: null,
      },
    });
    // Twenty search results, none with that title: no loose match is accepted.
    expect(publicationOf(metrics, byTitle)).toMatchObject({
      verification: 'not_found',
      check: { doi: null, differences: ['Crossref finds no work with this title from 2021–2023. Adding the DOI makes the check exact.'] },
    });
  });

  it('verifies a work only Semantic Scholar holds, with its count', async () => {
    const person = await newCase();
    const id = await addPublication(person, TURING);
    await verify(person);
    expect(publicationOf(await metricsOf(person), id)).toMatchObject({
      verification: 'verified',
      check: { source: 'semanticscholar', citationCount: 10059, venue: 'Mind', differences: [], fieldPercentile: null },
    });
  });

  it('computes the person metrics from verified works only, then answers a second run from the cache', async () => {
    const person = await newCase();
    const ids = {
      elife: await addPublication(person, ELIFE),
      tpi: await addPublication(person, TPI),
      vqf: await addPublication(person, VQF),
      methylphenidate: await addPublication(person, METHYLPHENIDATE),
      thesis: await addPublication(person, THESIS),
      unknown: await addPublication(person, UNKNOWN_DOI),
    };
    // Neither a suggestion nor another kind of evidence is a claimed publication.
    await addPublication(person, { ...TURING, status: 'suggested' });
    await t.call('POST', `/api/cases/${person.caseId}/evidence`, { token: person.token, body: { type: 'award', title: 'Best paper award', date: '2020' } });

    const run = await verify(person);
    expect(run.processing.currentStep).toBe('Done: 5 of 6 publications verified, 1 not found');
    const first = await metricsOf(person);
    expect(first.publications).toHaveLength(6);
    const counts = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, publicationOf(first, id).check?.citationCount]));
    // OpenAlex counts where it has the work; Crossref for the one OpenAlex does not answer for in the recordings.
    expect(counts).toEqual({ elife: 45, tpi: 85, vqf: 39, methylphenidate: 72, thesis: 0, unknown: null });
    expect(publicationOf(first, ids.methylphenidate).check.source).toBe('crossref');
    expect(first.metrics).toMatchObject({
      publicationsClaimed: 6,
      publicationsVerified: 5,
      totalCitations: 241,
      hIndex: 4,
      // Methylphenidate has citations but no OpenAlex record here, so self-citations cannot be counted for the whole.
      citationsExcludingSelf: null,
      citingCountries: null,
      citingInstitutions: null,
      topFieldPercentile: 95.7,
      unavailable: [],
    });
    expect(
      first.metrics.works.map((work: { title: string; citationsExcludingSelf: number | null; fieldPercentile: number | null }) => [
        work.citationsExcludingSelf,
        work.fieldPercentile,
      ]),
    ).toEqual([
      [null, 95.7],
      [null, 77.5],
      [null, null],
      [null, null],
      [0, null], // nothing cites the thesis: zero is known
    ]);

    const before = replay.requests.length;
    await verify(person);
    expect(replay.requests.slice(before)).toEqual([]);
    const second = await metricsOf(person);
    expect(second.metrics).toMatchObject({ publicationsVerified: 5, totalCitations: 241, hIndex: 4 });
  });

  it('resets a publication to unverified when its DOI, title or date is edited, and keeps it on other edits', async () => {
    const person = await newCase();
    const id = await addPublication(person, { ...TPI, details: { ...TPI.details, year: 2005 } });
    await verify(person);
    expect(publicationOf(await metricsOf(person), id)).toMatchObject({
      verification: 'mismatch',
      check: { differences: ['Your entry gives 2005; Crossref records 2006.'] },
    });

    const described = await t.call('PATCH', `/api/evidence/${id}`, { token: person.token, body: { description: 'First-author paper on TPI deficiency' } });
    expect(described.json.evidence).toMatchObject({ verification: 'mismatch', verificationDetails: { doi: '10.1371/journal.pone.0000030' } });
    const fixed = await t.call('PATCH', `/api/evidence/${id}`, { token: person.token, body: { details: { ...TPI.details, year: 2006 } } });
    expect(fixed.json.evidence).toMatchObject({ verification: 'unverified', verificationDetails: null });

    await verify(person);
    expect(publicationOf(await metricsOf(person), id)).toMatchObject({ verification: 'verified', check: { differences: [] } });
    const retitled = await t.call('PATCH', `/api/evidence/${id}`, { token: person.token, body: { title: 'Something else entirely' } });
    expect(retitled.json.evidence).toMatchObject({ verification: 'unverified', verificationDetails: null });
  });
});

describe('verification access', () => {
  it('answers only the case owner: 401 when signed out, 404 for another account or an unknown case', async () => {
    const owner = await newCase();
    const other = await newCase();
    for (const [method, route] of [
      ['POST', 'verification'],
      ['GET', 'metrics'],
    ] as const) {
      expect((await t.call(method, `/api/cases/${owner.caseId}/${route}`)).status).toBe(401);
      const foreign = await t.call(method, `/api/cases/${owner.caseId}/${route}`, { token: other.token });
      expect(foreign.status).toBe(404);
      expect(foreign.json).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Case not found.' } });
      expect((await t.call(method, `/api/cases/${randomUUID()}/${route}`, { token: owner.token })).status).toBe(404);
      expect((await t.call(method, '/api/cases/not-a-uuid/' + route, { token: owner.token })).status).toBe(404);
    }
  });

  it('describes both routes in the OpenAPI document', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(Object.keys(doc.json.paths['/cases/{caseId}/verification'])).toEqual(['post']);
    expect(doc.json.paths['/cases/{caseId}/metrics'].get.responses['200'].content['application/json'].schema).toBeTruthy();
  });

  it('answers an empty case with no metrics yet, and limits how often a run can be started', async () => {
    const person = await newCase();
    expect(await metricsOf(person)).toEqual({ success: true, metrics: null, publications: [], isVerificationEnabled: true, retryAt: null });
    for (let i = 0; i < 4; i++) expect((await t.call('POST', `/api/cases/${person.caseId}/verification`, { token: person.token })).status).toBe(202);
    const limited = await t.call('POST', `/api/cases/${person.caseId}/verification`, { token: person.token });
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toMatch(/^Too many attempts\. Please wait/);
  });
});
