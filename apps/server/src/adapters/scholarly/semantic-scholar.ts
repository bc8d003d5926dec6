import { z } from 'zod';
import { createJsonGetter } from './http';
import { encodePath, normalizeDoi, normalizeOrcid } from './identifiers';
import type { ScholarlyAuthor, ScholarlyClientOptions, ScholarlyWork, SemanticScholarClient } from './types';

export const SEMANTIC_SCHOLAR_BASE_URL = 'https://api.semanticscholar.org';

// Only what the normalised types need: the API returns just the fields asked for.
export const PAPER_FIELDS = 'paperId,externalIds,title,year,venue,journal,publicationTypes,citationCount,authors.name,authors.externalIds';
export const AUTHOR_FIELDS = 'authorId,name,externalIds,affiliations,paperCount,citationCount,hIndex';

// Author externalIds hold lists (`{"DBLP": ["Alan M. Turing"]}`) or, for ORCID, a single string.
const externalIds = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]).nullish()).nullish();

function firstId(ids: z.infer<typeof externalIds>, key: string): string | null {
  const value = ids?.[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === null ? null : String(first);
}

const paper = z.object({
  paperId: z.string(),
  externalIds,
  title: z.string().nullish(),
  year: z.number().nullish(),
  venue: z.string().nullish(),
  journal: z.object({ name: z.string().nullish() }).nullish(),
  publicationTypes: z.array(z.string()).nullish(),
  citationCount: z.number().nullish(),
  authors: z.array(z.object({ name: z.string().nullish(), externalIds })).nullish(),
});

const author = z.object({
  authorId: z.string(),
  name: z.string().nullish(),
  externalIds,
  affiliations: z.array(z.string()).nullish(),
  paperCount: z.number().nullish(),
  citationCount: z.number().nullish(),
  hIndex: z.number().nullish(),
});

const authorSearch = z.object({ total: z.number().nullish(), data: z.array(author).nullish() });

function toWork(body: z.infer<typeof paper>): ScholarlyWork {
  return {
    doi: normalizeDoi(firstId(body.externalIds, 'DOI')),
    title: body.title ?? null,
    year: body.year ?? null,
    // `venue` can name a reprint collection (Turing 1950: "The Philosophy of Artificial Intelligence"); the journal is Mind.
    venue: body.journal?.name || body.venue || null,
    type: body.publicationTypes?.[0] ?? null,
    authors: (body.authors ?? []).flatMap((entry) => {
      if (!entry.name) return [];
      const orcid = normalizeOrcid(firstId(entry.externalIds, 'ORCID'));
      return [orcid ? { name: entry.name, orcid } : { name: entry.name }];
    }),
    citationCount: body.citationCount ?? null,
    source: 'semanticscholar',
    sourceId: body.paperId,
  };
}

function toAuthor(body: z.infer<typeof author>): ScholarlyAuthor {
  return {
    id: body.authorId,
    name: body.name ?? '',
    orcid: normalizeOrcid(firstId(body.externalIds, 'ORCID')),
    worksCount: body.paperCount ?? null,
    citationCount: body.citationCount ?? null,
    hIndex: body.hIndex ?? null,
    affiliations: body.affiliations ?? [],
    source: 'semanticscholar',
  };
}

/** Semantic Scholar Academic Graph API v1; `apiKey` lifts the shared anonymous rate limit. */
export function createSemanticScholarClient(options: ScholarlyClientOptions & { apiKey?: string }): SemanticScholarClient {
  const http = createJsonGetter('semanticscholar', {
    ...options,
    defaultBaseUrl: SEMANTIC_SCHOLAR_BASE_URL,
    sendMailto: false,
    headers: options.apiKey ? { 'x-api-key': options.apiKey } : {},
  });
  return {
    async getPaper(id) {
      const trimmed = id.trim();
      if (!trimmed) throw new TypeError('Empty Semantic Scholar paper id');
      // A DOI goes bare (`10.1093/mind/lix.236.433`), as the API accepts it; other ids pass through.
      const key = normalizeDoi(trimmed) ?? trimmed;
      const body = await http.getJson(`graph/v1/paper/${encodePath(key)}`, { fields: PAPER_FIELDS }, paper, { notFoundAsNull: true });
      return body && toWork(body);
    },
    async searchAuthors(query, { offset = 0, limit = 100 } = {}) {
      const body = await http.getJson('graph/v1/author/search', { query, fields: AUTHOR_FIELDS, offset, limit }, authorSearch);
      const data = body?.data ?? [];
      return { total: body?.total ?? data.length, authors: data.map(toAuthor) };
    },
  };
}
