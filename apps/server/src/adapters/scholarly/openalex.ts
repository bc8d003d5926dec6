import { z } from 'zod';
import { createJsonGetter } from './http';
import { encodePath, lastSegment, normalizeDoi, normalizeOrcid, requireDoi } from './identifiers';
import type { OpenAlexClient, OpenAlexWorkDetails, ScholarlyAuthor, ScholarlyClientOptions, ScholarlyWork } from './types';

export const OPENALEX_BASE_URL = 'https://api.openalex.org';

const named = z.object({ display_name: z.string().nullish() }).nullish();

const openAlexWork = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  title: z.string().nullish(),
  display_name: z.string().nullish(),
  publication_year: z.number().nullish(),
  type: z.string().nullish(),
  cited_by_count: z.number().nullish(),
  primary_location: z.object({ source: named }).nullish(),
  // Replaced by primary_location in 2023; still present in older snapshots.
  host_venue: named,
  authorships: z
    .array(
      z.object({
        author: z.object({ id: z.string().nullish(), display_name: z.string().nullish(), orcid: z.string().nullish() }).nullish(),
        institutions: z.array(z.object({ id: z.string().nullish(), country_code: z.string().nullish() })).nullish(),
        countries: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
  // Field-, year- and type-normalised percentile (0-1), present in responses since 2024.
  citation_normalized_percentile: z.object({ value: z.number().nullish() }).nullish(),
  referenced_works: z.array(z.string()).nullish(),
});

const openAlexAuthor = z.object({
  id: z.string(),
  display_name: z.string().nullish(),
  orcid: z.string().nullish(),
  works_count: z.number().nullish(),
  cited_by_count: z.number().nullish(),
  summary_stats: z.object({ h_index: z.number().nullish() }).nullish(),
  // An array since 2024; a single object (`last_known_institution`) before.
  last_known_institutions: z.array(named).nullish(),
  last_known_institution: named,
});

const workList = z.object({
  meta: z.object({ count: z.number().nullish(), next_cursor: z.string().nullish() }).nullish(),
  results: z.array(openAlexWork),
});

function toWork(work: z.infer<typeof openAlexWork>): ScholarlyWork {
  return {
    doi: normalizeDoi(work.doi),
    title: work.title ?? work.display_name ?? null,
    year: work.publication_year ?? null,
    venue: work.primary_location?.source?.display_name ?? work.host_venue?.display_name ?? null,
    type: work.type ?? null,
    authors: (work.authorships ?? []).flatMap(({ author }) => {
      if (!author?.display_name) return [];
      const orcid = normalizeOrcid(author.orcid);
      return [orcid ? { name: author.display_name, orcid } : { name: author.display_name }];
    }),
    citationCount: work.cited_by_count ?? null,
    source: 'openalex',
    sourceId: lastSegment(work.id),
    openalex: toDetails(work),
  };
}

function toDetails(work: z.infer<typeof openAlexWork>): OpenAlexWorkDetails {
  const percentile = work.citation_normalized_percentile?.value;
  return {
    fieldPercentile: typeof percentile === 'number' ? Math.round(percentile * 1000) / 10 : null,
    referencedWorkIds: (work.referenced_works ?? []).map(lastSegment),
    authorships: (work.authorships ?? []).map((authorship) => {
      const institutions = authorship.institutions ?? [];
      const countries = authorship.countries ?? institutions.flatMap((institution) => (institution.country_code ? [institution.country_code] : []));
      return {
        authorId: authorship.author?.id ? lastSegment(authorship.author.id) : null,
        name: authorship.author?.display_name ?? null,
        orcid: normalizeOrcid(authorship.author?.orcid),
        institutionIds: institutions.flatMap((institution) => (institution.id ? [lastSegment(institution.id)] : [])),
        countries: [...new Set(countries.map((country) => country.toUpperCase()))],
      };
    }),
  };
}

function toAuthor(author: z.infer<typeof openAlexAuthor>): ScholarlyAuthor {
  const institutions = author.last_known_institutions ?? (author.last_known_institution ? [author.last_known_institution] : []);
  return {
    id: lastSegment(author.id),
    name: author.display_name ?? '',
    orcid: normalizeOrcid(author.orcid),
    worksCount: author.works_count ?? null,
    citationCount: author.cited_by_count ?? null,
    hIndex: author.summary_stats?.h_index ?? null,
    affiliations: institutions.flatMap((institution) => (institution?.display_name ? [institution.display_name] : [])),
    source: 'openalex',
  };
}

const OPENALEX_ID = /^[WAISCPFT]\d+$/i;

function requireOpenAlexId(value: string, kind: 'W' | 'A'): string {
  const id = lastSegment(value.trim()).toUpperCase();
  if (!OPENALEX_ID.test(id) || id[0] !== kind) throw new TypeError(`Not an OpenAlex ${kind === 'W' ? 'work' : 'author'} id: ${JSON.stringify(value)}`);
  return id;
}

/** OpenAlex API (api.openalex.org), in the polite pool through `mailto`. */
export function createOpenAlexClient(options: ScholarlyClientOptions): OpenAlexClient {
  const http = createJsonGetter('openalex', { ...options, defaultBaseUrl: OPENALEX_BASE_URL, sendMailto: true });
  return {
    async getWorkByDoi(doi) {
      const work = await http.getJson(`works/https://doi.org/${encodePath(requireDoi(doi))}`, {}, openAlexWork, { notFoundAsNull: true });
      return work && toWork(work);
    },
    async getAuthor(id) {
      const author = await http.getJson(`authors/${requireOpenAlexId(id, 'A')}`, {}, openAlexAuthor, { notFoundAsNull: true });
      return author && toAuthor(author);
    },
    async getCitingWorks(workIds, { perPage = 200, cursor = '*' } = {}) {
      const ids = [workIds].flat().map((id) => requireOpenAlexId(id, 'W'));
      const body = await http.getJson('works', { filter: `cites:${ids.join('|')}`, 'per-page': perPage, cursor }, workList);
      const results = body?.results ?? [];
      return {
        total: body?.meta?.count ?? results.length,
        works: results.map(toWork), // OpenAlex keeps handing out a cursor on the last page (5 of 5 results, next_cursor set); a short page is the end.
        nextCursor: results.length < perPage ? null : (body?.meta?.next_cursor ?? null),
      };
    },
  };
}
