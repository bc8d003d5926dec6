import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCrossrefClient } from '../../adapters/scholarly/crossref';
import { createOpenAlexClient } from '../../adapters/scholarly/openalex';
import { createOrcidClient } from '../../adapters/scholarly/orcid';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';
import { describeAuthorshipGap, isConfirmedByOrcid } from './authorship';
import { buildCitationMetrics, hIndex } from './citation-metrics';
import type { MatchedWork } from './check-publication';
import { analyseCitingWorks, findApplicant } from './citing-works';
import { pickSearchMatch } from './lookup-publication';

// The matching rules run here on what the services really answered (recorded), over real HTTP.
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());
const options = { mailto: 'verification-tests@acclaim.test', retries: 0, retryDelayMs: 0 };
const crossref = createCrossrefClient({ ...options, baseUrl: replay.urls.crossref });
const openalex = createOpenAlexClient({ ...options, baseUrl: replay.urls.openalex });
const orcid = createOrcidClient({ ...options, baseUrl: replay.urls.orcid });

describe('matching a claim without a DOI to a Crossref search result', () => {
  it('takes the same title within a year of the claim, and nothing looser', async () => {
    const { works } = await crossref.searchWorks({ title: 'ecology', author: 'carl boettiger' });
    expect(pickSearchMatch({ title: 'The forecast trap', year: 2022 }, works)?.doi).toBe('10.1111/ele.14024');
    expect(pickSearchMatch({ title: 'The Forecast Trap.', year: 2021 }, works)?.doi).toBe('10.1111/ele.14024');
    expect(pickSearchMatch({ title: 'The forecast trap', year: 2019 }, works)).toBeNull();
    expect(pickSearchMatch({ title: 'Forecasting traps in ecology', year: 2022 }, works)).toBeNull();
    // Crossref's markup (`<scp>T</scp>reebase: an<scp>R</scp>package`) does not hide the title.
    expect(pickSearchMatch({ title: 'Treebase: an R package for discovery, access and manipulation of online phylogenies', year: 2012 }, works)?.doi).toBe(
      '10.1111/j.2041-210x.2012.00247.x',
    );
  });
});

describe('citing works', () => {
  it('counts independent citations per work, and the countries and institutions citing them', async () => {
    const analysis = await analyseCitingWorks(openalex, ['W3046863325', 'W3045921891'], { orcid: null, authorIds: new Set() });
    expect(analysis).not.toBeNull();
    expect(Object.fromEntries(analysis!.independentCitations)).toEqual({ W3046863325: 5, W3045921891: 0 });
    expect(analysis).toMatchObject({ citingWorks: 5, selfCitingWorks: 0, citingCountries: 2, citingInstitutions: 3 });
  });

  it('drops citing works by the applicant, known by ORCID iD or by the OpenAlex author id of their own works', async () => {
    const byOrcid = await analyseCitingWorks(openalex, ['W3046863325', 'W3045921891'], { orcid: '0000-0002-1765-2449', authorIds: new Set() });
    expect(byOrcid).toMatchObject({ citingWorks: 5, selfCitingWorks: 1, citingCountries: 2, citingInstitutions: 3 });
    expect(byOrcid!.independentCitations.get('W3046863325')).toBe(4);

    const { works } = await openalex.getCitingWorks(['W3046863325', 'W3045921891']);
    const breuer = findApplicant(works, null, 'Timo Breuer');
    expect([...breuer.authorIds]).toEqual(['A5067984355']);
    const byAuthorId = await analyseCitingWorks(openalex, ['W3046863325', 'W3045921891'], breuer);
    expect(byAuthorId!.independentCitations.get('W3046863325')).toBe(4);
  });
});

describe('authorship through ORCID', () => {
  it('is confirmed by a work on the ORCID record even when the record has no ORCID iDs', async () => {
    const orcidWorks = await orcid.getWorks('0000-0003-1444-9135');
    const applicant = { orcid: '0000-0003-1444-9135', name: 'Scott Chamberlain', orcidWorks };
    const taxize = { doi: '10.12688/f1000research.2-191.v1', title: 'taxize: taxonomic search and retrieval in R' };
    const record = {
      doi: taxize.doi,
      title: taxize.title,
      year: 2013,
      venue: 'F1000Research',
      type: 'journal-article',
      citationCount: null,
      source: 'crossref' as const,
      authors: [{ name: 'Scott A. Chamberlain' }, { name: 'Eduard Szöcs' }],
    };
    expect(isConfirmedByOrcid(applicant, taxize, [record])).toBe(true);
    expect(isConfirmedByOrcid({ ...applicant, orcidWorks: [] }, taxize, [record])).toBe(false);
    // Not on ORCID, but the family name is among the authors: no gap.
    expect(describeAuthorshipGap({ ...applicant, orcidWorks: [] }, taxize, [record])).toBeNull();
    expect(describeAuthorshipGap({ ...applicant, name: 'Carl Boettiger', orcidWorks: [] }, taxize, [record])).toBe(
      'No author in Crossref carries your ORCID iD 0000-0003-1444-9135 or the name Boettiger, and your ORCID record does not list this work.',
    );
  });
});

describe('person metrics', () => {
  it('computes the h-index from citation counts', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([0, 0])).toBe(0);
    expect(hIndex([85, 72, 45, 39, 0])).toBe(4);
    expect(hIndex([3, 3, 3, 1])).toBe(3);
  });

  it('leaves self-citations unknown when a cited work has no OpenAlex record', async () => {
    const citing = await analyseCitingWorks(openalex, ['W3046863325', 'W3045921891'], { orcid: null, authorIds: new Set() });
    const inOpenAlex: MatchedWork = {
      evidenceId: 'a',
      title: 'Trends of publications’ citations',
      year: 2020,
      doi: '10.1145/3383583.3398584',
      citationCount: 5,
      fieldPercentile: 71.2,
      openalex: {
        doi: '10.1145/3383583.3398584',
        title: null,
        year: 2020,
        venue: null,
        type: null,
        authors: [],
        citationCount: 5,
        source: 'openalex',
        sourceId: 'W3046863325',
      },
    };
    const crossrefOnly: MatchedWork = {
      evidenceId: 'b',
      title: 'Another',
      year: 2012,
      doi: '10.1371/journal.pone.0033693',
      citationCount: 72,
      fieldPercentile: null,
      openalex: null,
    };
    const whole = buildCitationMetrics({
      computedAt: '2025-01-01T00:00:00.000Z',
      publicationsClaimed: 2,
      verifiedWorks: [inOpenAlex],
      citing,
      unavailable: [],
    });
    expect(whole).toMatchObject({
      totalCitations: 5,
      citationsExcludingSelf: 5,
      citingCountries: 2,
      citingInstitutions: 3,
      hIndex: 1,
      topFieldPercentile: 71.2,
    });
    const partial = buildCitationMetrics({
      computedAt: '2025-01-01T00:00:00.000Z',
      publicationsClaimed: 2,
      verifiedWorks: [inOpenAlex, crossrefOnly],
      citing,
      unavailable: [],
    });
    expect(partial).toMatchObject({ totalCitations: 77, citationsExcludingSelf: null, citingCountries: null, citingInstitutions: null, hIndex: 2 });
    expect(partial.works.map((work) => work.citationsExcludingSelf)).toEqual([5, null]);
  });
});
