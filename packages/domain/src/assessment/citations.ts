import type { EngineContext } from './context';
import { detailNumber } from './details';
import type { AssessmentEvidence } from './schema';
import { isSelfCitationItem } from './signals';

/**
 * Citation facts from verified sources only: the person's metrics when computed, else the checks on
 * verified publications. Self-reported counts (unverified items, citation-record screenshots) are kept
 * apart, because the engine counts them for less.
 */
export interface CitationFacts {
  isVerified: boolean;
  totalCitations: number;
  citationsExcludingSelf: number | null;
  hIndex: number | null;
  topFieldPercentile: number | null;
  citingCountries: number | null;
  /** Verified works with a field percentile of 90 or more. */
  highlyCitedWorks: AssessmentEvidence[];
  /** Items the facts rest on. */
  sources: AssessmentEvidence[];
  /** Self-reported totals (not verified), for context only. */
  selfReportedTotal: number | null;
  selfReportedSources: AssessmentEvidence[];
}

export function citationFacts(ctx: EngineContext): CitationFacts {
  const publications = ctx.ofType('publication');
  const verified = publications.filter((p) => p.verification === 'verified' && p.check);
  const highlyCitedWorks = verified
    .filter((p) => (p.check?.fieldPercentile ?? 0) >= 90)
    .sort((a, b) => (b.check?.fieldPercentile ?? 0) - (a.check?.fieldPercentile ?? 0) || (a.id < b.id ? -1 : 1));
  const records = ctx.ofType('citation_record').filter((r) => !isSelfCitationItem(r));
  const selfReported = [...records, ...publications.filter((p) => p.verification !== 'verified')].filter((e) => detailNumber(e, 'citationCount') !== null);
  const selfReportedTotal = records.length
    ? Math.max(...records.map((r) => detailNumber(r, 'citationCount') ?? 0))
    : selfReported.reduce((sum, e) => sum + (detailNumber(e, 'citationCount') ?? 0), 0);

  const m = ctx.metrics;
  if (m && m.publicationsVerified > 0) {
    const ids = new Set(m.works.map((w) => w.evidenceId));
    return {
      isVerified: true,
      totalCitations: m.totalCitations,
      citationsExcludingSelf: m.citationsExcludingSelf,
      hIndex: m.hIndex,
      topFieldPercentile: m.topFieldPercentile,
      citingCountries: m.citingCountries,
      highlyCitedWorks,
      sources: publications.filter((p) => ids.has(p.id) || (p.verification === 'verified' && p.check)),
      selfReportedTotal: selfReported.length ? selfReportedTotal : null,
      selfReportedSources: selfReported,
    };
  }
  const total = verified.reduce((sum, p) => sum + (p.check?.citationCount ?? 0), 0);
  const excl = verified.every((p) => p.check?.citationsExcludingSelf != null)
    ? verified.reduce((sum, p) => sum + (p.check?.citationsExcludingSelf ?? 0), 0)
    : null;
  const percentiles = verified.map((p) => p.check?.fieldPercentile).filter((v): v is number => typeof v === 'number');
  return {
    isVerified: verified.length > 0,
    totalCitations: total,
    citationsExcludingSelf: verified.length ? excl : null,
    hIndex: verified.length ? hIndexOf(verified.map((p) => p.check?.citationCount ?? 0)) : null,
    topFieldPercentile: percentiles.length ? Math.max(...percentiles) : null,
    citingCountries: null,
    highlyCitedWorks,
    sources: verified,
    selfReportedTotal: selfReported.length ? selfReportedTotal : null,
    selfReportedSources: selfReported,
  };
}

function hIndexOf(counts: number[]): number {
  const sorted = [...counts].sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && (sorted[h] ?? 0) >= h + 1) h++;
  return h;
}

/** Citations that count: excluding self-citations when known. */
export const independentCitations = (f: CitationFacts): number => f.citationsExcludingSelf ?? f.totalCitations;

/** True when self-citations are a large share (independent citations under 70 of every 100). */
export function hasHeavySelfCitation(total: number, excludingSelf: number | null): boolean {
  return excludingSelf !== null && total >= 20 && excludingSelf < total * 0.7;
}

/** "99th percentile" wording, never a percent sign. */
export function ordinal(n: number): string {
  const v = Math.round(n);
  const mod100 = v % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : v % 10 === 1 ? 'st' : v % 10 === 2 ? 'nd' : v % 10 === 3 ? 'rd' : 'th';
  return `${v}${suffix}`;
}
