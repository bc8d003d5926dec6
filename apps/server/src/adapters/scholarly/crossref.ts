import { z } from 'zod';
import { createJsonGetter } from './http';
import { encodePath, normalizeDoi, normalizeOrcid, requireDoi } from './identifiers';
import type { CrossrefClient, ScholarlyClientOptions, ScholarlyWork } from './types';

export const CROSSREF_BASE_URL = 'https://api.crossref.org';

// Crossref dates are `{ "date-parts": [[2012, 3, 21]] }`; unknown parts come as null (`[[null]]`).
const crossrefDate = z.object({ 'date-parts': z.array(z.array(z.number().nullable())).nullish() }).nullish();

const crossrefWork = z.object({
  DOI: z.string().nullish(),
  title: z.array(z.string()).nullish(),
  'container-title': z.array(z.string()).nullish(),
  type: z.string().nullish(),
  'is-referenced-by-count': z.number().nullish(),
  author: z
    .array(
      z.object({
        given: z.string().nullish(),
        family: z.string().nullish(),
        name: z.string().nullish(),
        // `https://orcid.org/…` since about 2023, `http://orcid.org/…` in older snapshots.
        ORCID: z.string().nullish(),
      }),
    )
    .nullish(),
  institution: z.array(z.object({ name: z.string().nullish() })).nullish(),
  issued: crossrefDate,
  published: crossrefDate,
  'published-print': crossrefDate,
  'published-online': crossrefDate,
  created: crossrefDate,
});

const workResponse = z.object({ message: crossrefWork });
const listResponse = z.object({
  message: z.object({ 'total-results': z.number().nullish(), items: z.array(crossrefWork).nullish() }),
});

type CrossrefWork = z.infer<typeof crossrefWork>;

function firstYear(...dates: z.infer<typeof crossrefDate>[]): number | null {
  for (const date of dates) {
    const year = date?.['date-parts']?.[0]?.[0];
    if (typeof year === 'number') return year;
  }
  return null;
}

function toWork(item: CrossrefWork): ScholarlyWork {
  return {
    doi: normalizeDoi(item.DOI),
    title: item.title?.[0] ?? null,
    year: firstYear(item.issued, item.published, item['published-print'], item['published-online'], item.created),
    venue: item['container-title']?.[0] ?? item.institution?.[0]?.name ?? null,
    type: item.type ?? null,
    authors: (item.author ?? []).flatMap((author) => {
      const name = author.name ?? [author.given, author.family].filter(Boolean).join(' ');
      if (!name) return [];
      const orcid = normalizeOrcid(author.ORCID);
      return [orcid ? { name, orcid } : { name }];
    }),
    citationCount: item['is-referenced-by-count'] ?? null,
    source: 'crossref',
  };
}

/** Crossref REST API (api.crossref.org), in the polite pool through `mailto`. */
export function createCrossrefClient(options: ScholarlyClientOptions): CrossrefClient {
  const http = createJsonGetter('crossref', { ...options, defaultBaseUrl: CROSSREF_BASE_URL, sendMailto: true });
  return {
    async getWorkByDoi(doi) {
      const body = await http.getJson(`works/${encodePath(requireDoi(doi))}`, {}, workResponse, { notFoundAsNull: true });
      return body && toWork(body.message);
    },
    async searchWorks({ title, author, rows, hasOrcid }) {
      // `query` (free text) rather than the field query `query.bibliographic`, as in the recorded requests.
      const query = { query: title, 'query.author': author, filter: hasOrcid ? 'has-orcid:true' : undefined, rows };
      const body = await http.getJson('works', query, listResponse);
      const items = body?.message.items ?? [];
      return { total: body?.message['total-results'] ?? items.length, works: items.map(toWork), nextCursor: null };
    },
  };
}
