import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCrossrefClient } from './crossref';
import { normalizeDoi, normalizeOrcid } from './identifiers';
import { createOpenAlexClient } from './openalex';
import { createOrcidClient } from './orcid';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';
import { createSemanticScholarClient } from './semantic-scholar';
import { ScholarlyServiceError } from './types';
import { listenOnLoopback } from '../../test/loopback-server';

// The recorded responses are kept outside the repository, in `shared/fixtures/scholarly` beside it.
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const MAILTO = 'scholarly-tests@acclaim.test';

const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());

const fast = { mailto: MAILTO, retries: 0, retryDelayMs: 0, timeoutMs: 5_000 };
const crossref = createCrossrefClient({ ...fast, baseUrl: replay.urls.crossref });
const openalex = createOpenAlexClient({ ...fast, baseUrl: replay.urls.openalex });
const orcid = createOrcidClient({ ...fast, baseUrl: replay.urls.orcid });
const s2 = createSemanticScholarClient({ ...fast, baseUrl: replay.urls.semanticScholar });

/** A loopback server answering with `handler`, for failure modes the recordings do not hold. */
function startServer(handler: http.RequestListener) {
  return listenOnLoopback(http.createServer(handler));
}

describe('scholarly replay server', () => {
  it('serves a recording for its path and query, whatever the parameter order and mailto', async () => {
    const response = await fetch(`${replay.urls.openalex}/works?mailto=x%40y.z&cursor=*&per-page=200&filter=cites:W3046863325|W3045921891`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as { meta: { count: number } }).meta.count).toBe(5);
  });

  it('serves recorded error statuses and content types as they were', async () => {
    const response = await fetch(`${replay.urls.crossref}/works/10.1371/notarealdoi`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('Resource not found.');
  });

  it('answers every recorded request (GET and POST) with its recorded status and exact body', async () => {
    const index = JSON.parse(readFileSync(path.join(FIXTURES, 'index.json'), 'utf8')) as {
      file: string;
      service: 'crossref' | 'openalex' | 'orcid' | 'semanticscholar';
      request: { method: string; url: string; body: string | null };
      response: { status: number };
    }[];
    const bases = { crossref: replay.urls.crossref, openalex: replay.urls.openalex, orcid: replay.urls.orcid, semanticscholar: replay.urls.semanticScholar };
    expect(index).toHaveLength(45);
    for (const entry of index) {
      const recorded = new URL(entry.request.url);
      const response = await fetch(`${bases[entry.service]}${recorded.pathname}${recorded.search}`, {
        method: entry.request.method,
        body: entry.request.body ?? undefined,
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect({ file: entry.file, status: response.status, same: body.equals(readFileSync(path.join(FIXTURES, entry.file))) }).toEqual({
        file: entry.file,
        status: entry.response.status,
        same: true,
      });
    }
  });

  it('answers unknown requests with a JSON 404', async () => {
    const response = await fetch(`${replay.urls.crossref}/works?query=nothing-recorded`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String), method: 'GET' });
  });
});

describe('Crossref', () => {
  it('reads a work by DOI', async () => {
    const work = await crossref.getWorkByDoi('https://doi.org/10.1371/JOURNAL.PONE.0033693');
    expect(work).toEqual({
      doi: '10.1371/journal.pone.0033693',
      title: 'Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia in the Basal Ganglia of Mice',
      year: 2012,
      venue: 'PLoS ONE',
      type: 'journal-article',
      authors: [
        { name: 'Shankar Sadasivan' },
        { name: 'Brooks B. Pond' },
        { name: 'Amar K. Pani' },
        { name: 'Chunxu Qu' },
        { name: 'Yun Jiao' },
        { name: 'Richard J. Smeyne' },
      ],
      citationCount: 72,
      source: 'crossref',
    });
  });

  it('gives null for an unknown DOI (404 text/plain)', async () => {
    expect(await crossref.getWorkByDoi('10.1371/notarealdoi')).toBeNull();
  });

  it('sends the polite-pool mailto and User-Agent', async () => {
    const seen: Request[] = [];
    const spying = createCrossrefClient({
      ...fast,
      baseUrl: replay.urls.crossref,
      fetch: (input, init) => {
        seen.push(new Request(input, init));
        return fetch(input, init);
      },
    });
    const before = replay.requests.length;
    await spying.getWorkByDoi('10.7554/elife.01567');
    const [request] = replay.requests.slice(before);
    expect(request).toBe(`GET /crossref/works/10.7554/elife.01567?mailto=${encodeURIComponent(MAILTO)}`);
    expect(seen[0]!.headers.get('user-agent')).toBe(`Acclaim (mailto:${MAILTO})`);
  });

  it('searches by title and author; ORCIDs come out bare', async () => {
    const result = await crossref.searchWorks({ title: 'ecology', author: 'carl boettiger' });
    expect(result.total).toBe(1253);
    expect(result.works).toHaveLength(20);
    expect(result.works[0]).toMatchObject({ title: 'The forecast trap', year: 2022, venue: 'Ecology Letters' });
    expect(result.works[0]!.authors[0]).toEqual({ name: 'Carl Boettiger', orcid: '0000-0002-1642-628X' });
    const byBoettiger = result.works.filter((work) => work.authors.some((author) => author.orcid === '0000-0002-1642-628X'));
    expect(byBoettiger).toHaveLength(12);
  });

  it('reads 2022-era http:// ORCID URIs the same way', async () => {
    const result = await crossref.searchWorks({ title: 'global state', hasOrcid: true, rows: 3 });
    expect(result.works).toHaveLength(3);
    expect(result.works[0]).toMatchObject({ doi: '10.1111/geb.12517', year: 2016 });
    expect(result.works[0]!.authors).toEqual([
      { name: 'Anna J. Turbelin', orcid: '0000-0003-1572-5357' },
      { name: 'Bruce D. Malamud' },
      { name: 'Robert A. Francis' },
    ]);
  });
});

describe('OpenAlex', () => {
  it('reads a work by DOI, with its own citation count and type vocabulary', async () => {
    const work = await openalex.getWorkByDoi('10.7554/eLife.01567');
    expect(work).toMatchObject({
      doi: '10.7554/elife.01567',
      title: 'Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth',
      year: 2014,
      venue: 'eLife',
      type: 'article',
      citationCount: 45,
      source: 'openalex',
      sourceId: 'W2121398592',
    });
    expect(work!.authors[0]).toEqual({ name: 'Martial Sankar' });
    // Same paper in Crossref: same title, a different count (snapshots of different dates).
    const inCrossref = await crossref.getWorkByDoi('10.7554/elife.01567');
    expect(inCrossref).toMatchObject({ title: work!.title, citationCount: 36, type: 'journal-article' });
  });

  it('reads an author with ORCID, counts, h-index and institution', async () => {
    expect(await openalex.getAuthor('https://openalex.org/A5023888391')).toEqual({
      id: 'A5023888391',
      name: 'Jason Priem',
      orcid: '0000-0001-6187-6610',
      worksCount: 62,
      citationCount: 3890,
      hIndex: 17,
      affiliations: ['OurResearch'],
      source: 'openalex',
    });
  });

  it('lists the works citing given works', async () => {
    const citing = await openalex.getCitingWorks(['W3046863325', 'W3045921891'], { perPage: 200 });
    expect(citing.total).toBe(5);
    expect(citing.works.map((work) => work.doi)).toEqual([
      '10.36312/esaintika.v6i3.897',
      '10.18421/tem113-46',
      '10.1109/jcdl57899.2023.00026',
      '10.1007/s11192-025-05436-6',
      '10.1007/s11192-025-05478-w',
    ]);
    // The recording still carries a next_cursor on this short, final page.
    expect(citing.nextCursor).toBeNull();
  });

  it('sends mailto, which the replay server ignores for matching', async () => {
    const before = replay.requests.length;
    await openalex.getAuthor('A5023888391');
    expect(replay.requests.slice(before)).toEqual([`GET /openalex/authors/A5023888391?mailto=${encodeURIComponent(MAILTO)}`]);
  });
});

describe('ORCID', () => {
  it('reads a person', async () => {
    expect(await orcid.getPerson('https://orcid.org/0000-0002-1642-628X')).toEqual({
      orcid: '0000-0002-1642-628X',
      givenNames: 'Carl',
      familyName: 'Boettiger',
      creditName: null,
      name: 'Carl Boettiger',
      otherNames: [],
      source: 'orcid',
    });
    expect((await orcid.getPerson('0000-0003-1444-9135'))?.name).toBe('Scott A Chamberlain');
  });

  it('reads the works list, one entry per work group, and an empty one', async () => {
    const works = await orcid.getWorks('0000-0003-1444-9135');
    expect(works).toHaveLength(111);
    expect(works!.filter((work) => work.doi)).toHaveLength(97);
    expect(works!.filter((work) => work.doi?.startsWith('10.12688/f1000research.2-191'))).toEqual([
      expect.objectContaining({ title: 'taxize: taxonomic search and retrieval in R', year: 2013, doi: '10.12688/f1000research.2-191.v1' }),
      expect.objectContaining({ title: 'taxize: taxonomic search and retrieval in R', year: 2013, doi: '10.12688/f1000research.2-191.v2' }),
    ]);
    expect(await orcid.getWorks('0000-0003-1620-1408')).toEqual([]);
  });

  it('gives null for an iD ORCID does not know, and refuses malformed iDs without asking', async () => {
    expect(await orcid.getPerson('0000-0002-1825-0097')).toBeNull();
    const before = replay.requests.length;
    await expect(orcid.getPerson('adfafadf')).rejects.toThrow(TypeError);
    await expect(orcid.getPerson('0000-0002-1642-6281')).rejects.toThrow(/Not an ORCID iD/); // wrong check digit
    expect(replay.requests.length).toBe(before);
  });
});

describe('Semantic Scholar', () => {
  it('reads a paper by DOI', async () => {
    expect(await s2.getPaper('10.1093/mind/lix.236.433')).toEqual({
      doi: '10.1093/mind/lix.236.433',
      title: 'Computing Machinery and Intelligence',
      year: 1950,
      venue: 'Mind',
      type: 'JournalArticle',
      authors: [{ name: 'A. Turing' }],
      citationCount: 10059,
      source: 'semanticscholar',
      sourceId: '2d5673caa9e6af3a7b82a43f19ee920992db07ad',
    });
  });

  it('gives null for an unknown paper', async () => {
    expect(await s2.getPaper('0')).toBeNull();
  });

  it('searches authors', async () => {
    const result = await s2.searchAuthors('turing');
    expect(result.total).toBe(55);
    expect(result.authors).toHaveLength(55);
    expect(result.authors[0]).toEqual({
      id: '2262347',
      name: 'A. Turing',
      orcid: null,
      worksCount: 59,
      citationCount: 13248,
      hIndex: 22,
      affiliations: [],
      source: 'semanticscholar',
    });
  });
});

describe('resilience', () => {
  it('retries a 503 and then succeeds', async () => {
    let calls = 0;
    const client = createOpenAlexClient({
      ...fast,
      retries: 2,
      baseUrl: replay.urls.openalex,
      fetch: (input, init) => {
        calls += 1;
        return calls === 1 ? Promise.resolve(new Response('busy', { status: 503 })) : fetch(input, init);
      },
    });
    expect((await client.getAuthor('A5023888391'))?.name).toBe('Jason Priem');
    expect(calls).toBe(2);
  });

  it('retries 429 and network failures over real HTTP, then gives up with the last status', async () => {
    let hits = 0;
    const server = await startServer((_req, res) => {
      hits += 1;
      res.writeHead(hits === 1 ? 429 : 502, { 'retry-after': '120', 'content-type': 'application/json' });
      res.end('{}');
    });
    try {
      const client = createCrossrefClient({ ...fast, retries: 2, baseUrl: server.url });
      const error = await client.getWorkByDoi('10.1371/journal.pone.0033693').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ScholarlyServiceError);
      expect(error).toMatchObject({ service: 'crossref', status: 502, kind: 'http', retryable: true });
      expect(hits).toBe(3);
    } finally {
      await server.close();
    }

    let calls = 0;
    const flaky = createOrcidClient({
      ...fast,
      retries: 1,
      baseUrl: replay.urls.orcid,
      fetch: (input, init) => (++calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    expect((await flaky.getPerson('0000-0002-1642-628X'))?.familyName).toBe('Boettiger');
    expect(calls).toBe(2);
  });

  it('does not retry other 4xx answers', async () => {
    let calls = 0;
    const client = createSemanticScholarClient({
      ...fast,
      retries: 3,
      baseUrl: replay.urls.semanticScholar,
      fetch: () => {
        calls += 1;
        return Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 }));
      },
    });
    await expect(client.searchAuthors('turing')).rejects.toMatchObject({
      name: 'ScholarlyServiceError',
      service: 'semanticscholar',
      status: 403,
      retryable: false,
    });
    expect(calls).toBe(1);
  });

  it('turns a timeout into ScholarlyServiceError after the retries', async () => {
    let hits = 0;
    const server = await startServer(() => {
      hits += 1; // never answers
    });
    try {
      const client = createOpenAlexClient({ ...fast, timeoutMs: 100, retries: 1, baseUrl: server.url });
      const error = await client.getWorkByDoi('10.7554/elife.01567').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ScholarlyServiceError);
      expect(error).toMatchObject({ service: 'openalex', kind: 'timeout', status: undefined, retryable: true });
      expect((error as Error).message).toMatch(/OpenAlex did not answer within 100 ms/);
      expect(hits).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('reports a body of the wrong shape as an invalid response', async () => {
    const client = createCrossrefClient({
      ...fast,
      fetch: () => Promise.resolve(new Response('{"message":{"title":"not a list"}}', { status: 200 })),
    });
    await expect(client.getWorkByDoi('10.1371/journal.pone.0033693')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });
});

describe('identifiers', () => {
  it('normalises DOIs and ORCID iDs', () => {
    expect(normalizeDoi('doi:10.1093/MIND/LIX.236.433')).toBe('10.1093/mind/lix.236.433');
    expect(normalizeDoi('https://dx.doi.org/10.7554/eLife.01567')).toBe('10.7554/elife.01567');
    expect(normalizeDoi('not a doi')).toBeNull();
    expect(normalizeOrcid('http://orcid.org/0000-0003-1572-5357')).toBe('0000-0003-1572-5357');
    expect(normalizeOrcid('https://orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    expect(normalizeOrcid('0000-0002-1642-6281')).toBeNull();
  });
});
