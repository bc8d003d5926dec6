import type { ScholarlySession } from '../../adapters/scholarly/scholarly-clients';
import type { ScholarlyWork } from '../../adapters/scholarly/types';
import type { PublicationClaim } from './publication-claim';
import { ask, type ServiceFailures } from './service-failures';
import { isSameTitle, titleSimilarity } from './text-match';

/** What the services hold for one claimed publication. `undefined` = the service could not say. */
export interface PublicationRecords {
  /** How the records were found: by the claimed DOI, or by a title search that led to a DOI. */
  via: 'doi' | 'title';
  doi: string | null;
  crossref: ScholarlyWork | null | undefined;
  openalex: ScholarlyWork | null | undefined;
  semanticScholar: ScholarlyWork | null | undefined;
}

export function foundRecords(records: PublicationRecords): ScholarlyWork[] {
  return [records.crossref, records.openalex, records.semanticScholar].filter((work): work is ScholarlyWork => !!work);
}

/** The three services asked about one DOI at once; Crossref is the registration agency, the others add citations. */
export async function lookupByDoi(session: ScholarlySession, doi: string, failures: ServiceFailures, known: { crossref?: ScholarlyWork } = {}) {
  const context = { doi };
  const [crossref, openalex, semanticScholar] = await Promise.all([
    known.crossref ?? ask(failures, context, () => session.crossref.getWorkByDoi(doi)),
    ask(failures, context, () => session.openalex.getWorkByDoi(doi)),
    ask(failures, context, () => session.semanticScholar.getPaper(doi)),
  ]);
  return { crossref, openalex, semanticScholar };
}

/** Years within one of each other: online-first and print years often differ by one. */
function isNearYear(claimed: number | null, recorded: number | null): boolean {
  return claimed === null || recorded === null || Math.abs(claimed - recorded) <= 1;
}

/**
 * The best Crossref search result for a claim without a DOI: the title must be the same (normalised
 * similarity ≥ 0.9, or the same title without its subtitle) and the year within one of the claimed year.
 */
export function pickSearchMatch(claim: Pick<PublicationClaim, 'title' | 'year'>, works: ScholarlyWork[]): ScholarlyWork | null {
  const candidates = works.filter((work) => work.title && isSameTitle(claim.title, work.title) && isNearYear(claim.year, work.year));
  candidates.sort((a, b) => titleSimilarity(claim.title, b.title!) - titleSimilarity(claim.title, a.title!));
  return candidates[0] ?? null;
}

/**
 * Finds the records for a claim: by its DOI when it gives one, else by a Crossref search on the title and
 * first author; a search match with a DOI is then looked up in OpenAlex and Semantic Scholar too.
 * Service failures are recorded in `failures` (the run's), and the service's answer is then `undefined`.
 */
export async function lookupPublication(
  session: ScholarlySession,
  claim: PublicationClaim,
  firstAuthor: string | null,
  failures: ServiceFailures,
): Promise<PublicationRecords> {
  if (claim.doi) {
    return { via: 'doi', doi: claim.doi, ...(await lookupByDoi(session, claim.doi, failures)) };
  }
  // Lower case, as the services match case-insensitively, so equal claims make equal (cacheable) requests.
  const query = { title: claim.title.toLowerCase().replace(/\s+/g, ' ').trim(), author: firstAuthor?.toLowerCase().replace(/\s+/g, ' ').trim() || undefined };
  const results = await ask(failures, { search: query }, () => session.crossref.searchWorks(query));
  if (!results) return { via: 'title', doi: null, crossref: undefined, openalex: null, semanticScholar: null };
  const match = pickSearchMatch(claim, results.works);
  if (!match) return { via: 'title', doi: null, crossref: null, openalex: null, semanticScholar: null };
  if (!match.doi) return { via: 'title', doi: null, crossref: match, openalex: null, semanticScholar: null };
  return { via: 'title', doi: match.doi, ...(await lookupByDoi(session, match.doi, failures, { crossref: match })) };
}
