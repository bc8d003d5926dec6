import type { CitationMetrics } from '@acclaim/domain';
import type { MatchedWork } from './check-publication';
import type { CitingAnalysis } from './citing-works';

/** The largest h such that h works have at least h citations each. */
export function hIndex(counts: number[]): number {
  const sorted = [...counts].sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && sorted[h]! >= h + 1) h += 1;
  return h;
}

/** Independent citations of one work: known when OpenAlex's citing works were read whole, or when nothing cites it. */
export function independentCitationsOf(work: MatchedWork, citing: CitingAnalysis | null): number | null {
  if (work.citationCount === 0) return 0;
  const id = work.openalex?.sourceId;
  if (!citing || !id) return null;
  return citing.independentCitations.get(id) ?? null;
}

/**
 * The person's metrics from verified works only. Every number comes from a service; what no service gave
 * stays null (a sum with an unknown part is unknown).
 */
export function buildCitationMetrics(input: {
  computedAt: string;
  publicationsClaimed: number;
  verifiedWorks: MatchedWork[];
  citing: CitingAnalysis | null;
  unavailable: string[];
}): CitationMetrics {
  const works = input.verifiedWorks.map((work) => ({
    evidenceId: work.evidenceId,
    title: work.title,
    year: work.year,
    citationCount: work.citationCount,
    citationsExcludingSelf: independentCitationsOf(work, input.citing),
    fieldPercentile: work.fieldPercentile,
  }));
  const excludingSelf = works.map((work) => work.citationsExcludingSelf);
  const percentiles = works.flatMap((work) => (work.fieldPercentile === null ? [] : [work.fieldPercentile]));
  const citedWorks = input.verifiedWorks.filter((work) => work.citationCount !== 0);
  // Countries and institutions describe all citing works only when OpenAlex covers every cited work.
  const isCitingComplete = citedWorks.every((work) => work.openalex?.sourceId);
  return {
    computedAt: input.computedAt,
    publicationsClaimed: input.publicationsClaimed,
    publicationsVerified: works.length,
    totalCitations: works.reduce((sum, work) => sum + (work.citationCount ?? 0), 0),
    citationsExcludingSelf: excludingSelf.some((count) => count === null) ? null : excludingSelf.reduce<number>((sum, count) => sum + (count ?? 0), 0),
    hIndex: hIndex(works.map((work) => work.citationCount ?? 0)),
    citingCountries: citedWorks.length === 0 ? 0 : input.citing && isCitingComplete ? input.citing.citingCountries : null,
    citingInstitutions: citedWorks.length === 0 ? 0 : input.citing && isCitingComplete ? input.citing.citingInstitutions : null,
    topFieldPercentile: percentiles.length ? Math.max(...percentiles) : null,
    works,
    unavailable: input.unavailable,
  };
}
