import type { Database } from '../../db/client';
import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { createCachedFetch } from './cached-fetch';
import { createCrossrefClient } from './crossref';
import { createOpenAlexClient } from './openalex';
import { createOrcidClient } from './orcid';
import { createSemanticScholarClient } from './semantic-scholar';
import type { CrossrefClient, OpenAlexClient, OrcidClient, ScholarlyService, SemanticScholarClient } from './types';

/** The four clients for one verification run. */
export interface ScholarlySession {
  crossref: CrossrefClient;
  openalex: OpenAlexClient;
  orcid: OrcidClient;
  semanticScholar: SemanticScholarClient;
}

export interface ScholarlyClients {
  /** 'live' asks the services (through the cache); 'off' never touches the network and answers from the cache only. */
  mode: 'off' | 'live';
  /**
   * Clients for one run. A service that failed `retries + 1` times in a row is asked no more in that run:
   * its later requests are answered from the cache only, so a dead service costs one set of retries, not one per item.
   */
  openSession(): ScholarlySession;
}

export interface ScholarlyTuning {
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

const SERVICES: ScholarlyService[] = ['crossref', 'openalex', 'orcid', 'semanticscholar'];

/** Builds the clients from configuration, every one of them behind the `scholarly_cache` table. */
export function createScholarlyClients(env: Env, database: Database, logger: Logger, tuning: ScholarlyTuning = {}): ScholarlyClients {
  const isLive = env.SCHOLARLY_MODE === 'live';
  const retries = tuning.retries ?? 2;

  function buildClients(isNetworkEnabled: boolean, onNetworkResult: (service: ScholarlyService, isFailure: boolean) => void): ScholarlySession {
    const common = (service: ScholarlyService) => ({
      mailto: env.SCHOLARLY_MAILTO,
      timeoutMs: tuning.timeoutMs,
      // Without the network a miss is final; retrying it would only wait.
      retries: isNetworkEnabled ? retries : 0,
      retryDelayMs: tuning.retryDelayMs,
      fetch: createCachedFetch({
        db: database.db,
        service,
        ttlHours: env.SCHOLARLY_CACHE_HOURS,
        isNetworkEnabled,
        fetch: tuning.fetch,
        logger,
        onNetworkResult: (isFailure) => onNetworkResult(service, isFailure),
      }),
    });
    return {
      crossref: createCrossrefClient({ ...common('crossref'), baseUrl: env.CROSSREF_URL }),
      openalex: createOpenAlexClient({ ...common('openalex'), baseUrl: env.OPENALEX_URL }),
      orcid: createOrcidClient({ ...common('orcid'), baseUrl: env.ORCID_URL }),
      semanticScholar: createSemanticScholarClient({ ...common('semanticscholar'), baseUrl: env.SEMANTIC_SCHOLAR_URL, apiKey: env.SEMANTIC_SCHOLAR_API_KEY }),
    };
  }

  return {
    mode: isLive ? 'live' : 'off',
    openSession() {
      const failures = new Map<ScholarlyService, number>(SERVICES.map((service) => [service, 0]));
      const cacheOnly = buildClients(false, () => {});
      if (!isLive) return cacheOnly;
      const live = buildClients(true, (service, isFailure) => failures.set(service, isFailure ? (failures.get(service) ?? 0) + 1 : 0));
      const isDown = (service: ScholarlyService) => (failures.get(service) ?? 0) > retries;
      const pick = <K extends keyof ScholarlySession>(name: K, service: ScholarlyService): ScholarlySession[K] =>
        isDown(service) ? cacheOnly[name] : live[name];
      return {
        crossref: {
          getWorkByDoi: (doi) => pick('crossref', 'crossref').getWorkByDoi(doi),
          searchWorks: (query) => pick('crossref', 'crossref').searchWorks(query),
        },
        openalex: {
          getWorkByDoi: (doi) => pick('openalex', 'openalex').getWorkByDoi(doi),
          getAuthor: (id) => pick('openalex', 'openalex').getAuthor(id),
          getCitingWorks: (ids, options) => pick('openalex', 'openalex').getCitingWorks(ids, options),
        },
        orcid: {
          getPerson: (orcid) => pick('orcid', 'orcid').getPerson(orcid),
          getWorks: (orcid) => pick('orcid', 'orcid').getWorks(orcid),
        },
        semanticScholar: {
          getPaper: (id) => pick('semanticScholar', 'semanticscholar').getPaper(id),
          searchAuthors: (query, options) => pick('semanticScholar', 'semanticscholar').searchAuthors(query, options),
        },
      };
    },
  };
}
