import type { OpenAlexClient, ScholarlyWork } from '../../adapters/scholarly/types';
import { familyName, normalizeText } from './text-match';

/** Ids OpenAlex accepts in one `cites:` filter are capped (100); fewer keep the URL short. */
const IDS_PER_REQUEST = 50;
/** 200 citing works a page; beyond this many pages the count is left unknown rather than cut short. */
const MAX_PAGES = 25;
const PER_PAGE = 200;

export interface CitingAnalysis {
  /** Citing works without the applicant among their authors, per cited OpenAlex work id. */
  independentCitations: Map<string, number>;
  /** Distinct countries and institutions of the independent citing works; null when OpenAlex gives none. */
  citingCountries: number | null;
  citingInstitutions: number | null;
  citingWorks: number;
  selfCitingWorks: number;
}

/** The applicant as OpenAlex knows them: ORCID iD and author ids. */
export interface OpenAlexApplicant {
  orcid: string | null;
  authorIds: Set<string>;
}

function initialsMatch(a: string, b: string): boolean {
  return normalizeText(a)[0] === normalizeText(b)[0];
}

/**
 * The applicant's OpenAlex author ids, read from their own verified works: the authorship with their ORCID
 * iD, else the one with their family name and first initial. A citing work by any of these ids is a self-citation.
 */
export function findApplicant(works: ScholarlyWork[], orcid: string | null, name: string | null): OpenAlexApplicant {
  const authorIds = new Set<string>();
  const family = name ? familyName(name) : null;
  for (const work of works) {
    for (const authorship of work.openalex?.authorships ?? []) {
      if (!authorship.authorId) continue;
      const isByOrcid = orcid !== null && authorship.orcid === orcid;
      const isByName = !!(family && name && authorship.name && familyName(authorship.name) === family && initialsMatch(authorship.name, name));
      if (isByOrcid || isByName) authorIds.add(authorship.authorId);
    }
  }
  return { orcid, authorIds };
}

function isSelfCitation(citing: ScholarlyWork, applicant: OpenAlexApplicant): boolean {
  return (citing.openalex?.authorships ?? []).some(
    (authorship) =>
      (applicant.orcid !== null && authorship.orcid === applicant.orcid) || (authorship.authorId !== null && applicant.authorIds.has(authorship.authorId)),
  );
}

/**
 * Reads every work citing the given OpenAlex works and counts, per cited work, the citing works that do not
 * share an author with the applicant. Null when the list is too long to read whole: a partial count would
 * understate, and a guessed one is worse. Service failures propagate to the caller.
 */
export async function analyseCitingWorks(openalex: OpenAlexClient, workIds: string[], applicant: OpenAlexApplicant): Promise<CitingAnalysis | null> {
  const cited = new Set(workIds);
  const citing = new Map<string, ScholarlyWork>();
  let pages = 0;
  for (let start = 0; start < workIds.length; start += IDS_PER_REQUEST) {
    const chunk = workIds.slice(start, start + IDS_PER_REQUEST);
    let cursor: string | undefined;
    do {
      if (++pages > MAX_PAGES) return null;
      const page = await openalex.getCitingWorks(chunk, { perPage: PER_PAGE, cursor });
      for (const work of page.works) citing.set(work.sourceId ?? work.doi ?? `${citing.size}`, work);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  const independentCitations = new Map<string, number>(workIds.map((id) => [id, 0]));
  const countries = new Set<string>();
  const institutions = new Set<string>();
  let selfCitingWorks = 0;
  let independentWorks = 0;
  for (const work of citing.values()) {
    if (isSelfCitation(work, applicant)) {
      selfCitingWorks += 1;
      continue;
    }
    independentWorks += 1;
    for (const id of work.openalex?.referencedWorkIds ?? []) {
      if (cited.has(id)) independentCitations.set(id, (independentCitations.get(id) ?? 0) + 1);
    }
    for (const authorship of work.openalex?.authorships ?? []) {
      for (const country of authorship.countries) countries.add(country);
      for (const institution of authorship.institutionIds) institutions.add(institution);
    }
  }
  return {
    independentCitations,
    // No independent citing work at all: zero, known. Citing works without any affiliation data: unknown.
    citingCountries: independentWorks === 0 ? 0 : countries.size || null,
    citingInstitutions: independentWorks === 0 ? 0 : institutions.size || null,
    citingWorks: citing.size,
    selfCitingWorks,
  };
}
