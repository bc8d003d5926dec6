/**
 * Normalised shapes of what the scholarly services (Crossref, OpenAlex, ORCID, Semantic Scholar)
 * tell us, and the client interfaces. Each service has a real HTTP adapter in this folder; tests
 * and end-to-end runs point the same adapters at the replay server (`src/test/scholarly-replay-server.ts`).
 */

export type ScholarlyService = 'crossref' | 'openalex' | 'orcid' | 'semanticscholar';

export interface ScholarlyWorkAuthor {
  name: string;
  /** Bare ORCID iD (`0000-0002-1642-628X`), whatever URI form the service used. */
  orcid?: string;
}

export interface ScholarlyWork {
  /** Lower-case bare DOI (`10.1371/journal.pone.0033693`). */
  doi: string | null;
  title: string | null;
  year: number | null;
  venue: string | null;
  /** The service's own type vocabulary (`journal-article`, `article`, `JournalArticle`, …). */
  type: string | null;
  authors: ScholarlyWorkAuthor[];
  /** As counted by this service at the time of the response; services legitimately disagree. */
  citationCount: number | null;
  source: 'crossref' | 'openalex' | 'semanticscholar';
  /** The service's own id of the work (OpenAlex `W…`, Semantic Scholar paperId), when it has one. */
  sourceId?: string;
  /** OpenAlex only: what citation metrics need beyond the common shape. */
  openalex?: OpenAlexWorkDetails;
}

/** The parts of an OpenAlex work that citation metrics read (self-citations, citing countries, percentiles). */
export interface OpenAlexWorkDetails {
  /**
   * `citation_normalized_percentile.value` × 100, rounded to one decimal: the work's citations against works
   * of the same field, year and type. Null when OpenAlex gives none (recent or uncited works, older snapshots).
   */
  fieldPercentile: number | null;
  /** Bare OpenAlex ids (`W…`) of the works this work cites. */
  referencedWorkIds: string[];
  authorships: {
    /** Bare OpenAlex author id (`A…`), when OpenAlex resolved the author. */
    authorId: string | null;
    name: string | null;
    orcid: string | null;
    /** Bare OpenAlex institution ids (`I…`). */
    institutionIds: string[];
    /** ISO 3166-1 alpha-2 country codes of the author's affiliations on this work. */
    countries: string[];
  }[];
}

export interface ScholarlyAuthor {
  /** OpenAlex `A…` or Semantic Scholar author id. */
  id: string;
  name: string;
  orcid: string | null;
  worksCount: number | null;
  citationCount: number | null;
  hIndex: number | null;
  affiliations: string[];
  source: 'openalex' | 'semanticscholar';
}

export interface WorkList {
  /** Total number of matches the service reports (may exceed `works.length`). */
  total: number;
  works: ScholarlyWork[];
  /** OpenAlex cursor for the next page; null when the service gave none. */
  nextCursor: string | null;
}

export interface OrcidPerson {
  orcid: string;
  givenNames: string | null;
  familyName: string | null;
  creditName: string | null;
  /** Credit name, else "given family"; null when the record keeps its name private. */
  name: string | null;
  otherNames: string[];
  source: 'orcid';
}

/** One ORCID work group (ORCID groups duplicates of the same work by identifier). */
export interface OrcidWork {
  putCode: number | null;
  title: string | null;
  type: string | null;
  year: number | null;
  journal: string | null;
  doi: string | null;
}

export interface CrossrefClient {
  /** Null when Crossref does not know the DOI. */
  getWorkByDoi(doi: string): Promise<ScholarlyWork | null>;
  /** Free-text search; `rows` defaults to Crossref's 20, `hasOrcid` keeps works with at least one ORCID. */
  searchWorks(query: { title: string; author?: string; rows?: number; hasOrcid?: boolean }): Promise<WorkList>;
}

export interface OpenAlexClient {
  getWorkByDoi(doi: string): Promise<ScholarlyWork | null>;
  getAuthor(id: string): Promise<ScholarlyAuthor | null>;
  /** Works citing any of the given works (`filter=cites:`), one cursor page at a time. */
  getCitingWorks(workIds: string | string[], options?: { perPage?: number; cursor?: string }): Promise<WorkList>;
}

export interface OrcidClient {
  /** Null when ORCID does not know the iD. */
  getPerson(orcid: string): Promise<OrcidPerson | null>;
  /** One entry per work group; null when ORCID does not know the iD. */
  getWorks(orcid: string): Promise<OrcidWork[] | null>;
}

export interface SemanticScholarClient {
  /** A DOI (bare or as URL) or any Semantic Scholar paper id (sha, `CorpusId:…`, `ARXIV:…`); null when unknown. */
  getPaper(id: string): Promise<ScholarlyWork | null>;
  searchAuthors(query: string, options?: { offset?: number; limit?: number }): Promise<{ total: number; authors: ScholarlyAuthor[] }>;
}

export type ScholarlyErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** A scholarly service could not be reached or answered with something unusable. */
export class ScholarlyServiceError extends Error {
  readonly service: ScholarlyService;
  /** HTTP status when the service answered; undefined for timeouts and network failures. */
  readonly status: number | undefined;
  readonly kind: ScholarlyErrorKind;
  /** Whether asking again later may help (429, 5xx, timeouts, network failures). */
  readonly retryable: boolean;

  constructor(options: { service: ScholarlyService; kind: ScholarlyErrorKind; status?: number; message: string; cause?: unknown }) {
    super(options.message, { cause: options.cause });
    this.name = 'ScholarlyServiceError';
    this.service = options.service;
    this.status = options.status;
    this.kind = options.kind;
    this.retryable =
      options.kind === 'timeout' ||
      options.kind === 'network' ||
      (options.kind === 'http' && options.status !== undefined && isRetryableStatus(options.status));
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Options every client takes. */
export interface ScholarlyClientOptions {
  /** Root of the service (defaults to the public API host); the replay server hands out one per service. */
  baseUrl?: string;
  /** Contact address for the polite pools (Crossref, OpenAlex `mailto`) and the User-Agent. */
  mailto: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Further attempts after the first on 429, 5xx, timeouts and network errors. Default 2. */
  retries?: number;
  /** First backoff delay, doubled per attempt. Default 500 ms; 0 in tests (also ignores Retry-After). */
  retryDelayMs?: number;
}
