/**
 * Builders for the engine's tests (not exported from the package). Kept apart from the tests so that
 * every profile file reads as data plus expectations.
 */
import type { EvidenceType } from '../evidence';
import type { Assessment, AssessmentEvidenceInput, AssessmentInputDraft, CitationMetrics, PublicationCheck, StrengthLevel } from './schema';

type Profile = AssessmentInputDraft['profile'];

export function item(
  id: string,
  type: EvidenceType,
  title: string,
  rest: Omit<Partial<AssessmentEvidenceInput>, 'id' | 'type' | 'title'> = {},
): AssessmentEvidenceInput {
  return { id, type, title, documentId: `doc-${id}`, ...rest };
}

export function verifiedPublication(
  id: string,
  title: string,
  year: number,
  citations: number,
  percentile: number | null,
  rest: { venue?: string; excludingSelf?: number } = {},
): AssessmentEvidenceInput {
  const doi = `10.5555/test.${id}`;
  const check: PublicationCheck = {
    source: 'openalex',
    doi,
    differences: [],
    citationCount: citations,
    citationsExcludingSelf: rest.excludingSelf ?? Math.round(citations * 0.9),
    fieldPercentile: percentile,
    venue: rest.venue ?? 'Journal of Testing',
    checkedAt: '2025-01-01T00:00:00.000Z',
  };
  return item(id, 'publication', title, {
    date: String(year),
    details: { doi, venue: rest.venue ?? 'Journal of Testing', year },
    verification: 'verified',
    check,
  });
}

export function metricsFor(evidence: readonly AssessmentEvidenceInput[], overrides: Partial<CitationMetrics> = {}): CitationMetrics {
  const works = evidence.filter((e) => e.verification === 'verified' && e.check);
  const total = works.reduce((sum, w) => sum + (w.check?.citationCount ?? 0), 0);
  const excl = works.reduce((sum, w) => sum + (w.check?.citationsExcludingSelf ?? 0), 0);
  const percentiles = works.map((w) => w.check?.fieldPercentile).filter((p): p is number => typeof p === 'number');
  return {
    computedAt: '2025-01-01T00:00:00.000Z',
    publicationsClaimed: evidence.filter((e) => e.type === 'publication').length,
    publicationsVerified: works.length,
    totalCitations: total,
    citationsExcludingSelf: excl,
    hIndex: Math.min(works.length, 12),
    citingCountries: null,
    citingInstitutions: null,
    topFieldPercentile: percentiles.length ? Math.max(...percentiles) : null,
    works: works.map((w) => ({
      evidenceId: w.id,
      title: w.title,
      year: Number(String(w.date).slice(0, 4)),
      citationCount: w.check?.citationCount ?? null,
      citationsExcludingSelf: w.check?.citationsExcludingSelf ?? null,
      fieldPercentile: w.check?.fieldPercentile ?? null,
    })),
    unavailable: [],
    ...overrides,
  };
}

export function caseOf(
  profile: Profile,
  evidence: AssessmentEvidenceInput[],
  extra: { metrics?: CitationMetrics | null; asOf?: string } = {},
): AssessmentInputDraft {
  return { profile, evidence, metrics: extra.metrics ?? null, asOf: extra.asOf ?? '2025-06-01' };
}

/** Level of every finding by id: 'eb1a-i' … 'eb1a-x', 'merits-*', 'ea-a' … 'ea-f', 'niw-prong-1' …, plus summaries. */
export function levelsOf(a: Assessment): Record<string, StrengthLevel> {
  const out: Record<string, StrengthLevel> = {};
  for (const f of [
    ...(a.eb1a?.criteria ?? []),
    ...(a.eb1a?.finalMerits.factors ?? []),
    ...(a.niw?.threshold.exceptionalAbility ?? []),
    ...(a.niw?.prongs ?? []),
  ])
    out[f.id] = f.level;
  if (a.eb1a) {
    out['eb1a-final-merits'] = a.eb1a.finalMerits.level;
    out['eb1a-verdict'] = a.eb1a.verdict.level;
    out['eb1a-one-time'] = a.eb1a.oneTimeAchievement.level;
  }
  if (a.niw) {
    out['niw-threshold'] = a.niw.threshold.level;
    out['niw-verdict'] = a.niw.verdict.level;
  }
  return out;
}

/** Every human-readable string the engine produced (texts, summaries, headlines, rules, disclaimer). */
export function textsOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string | null) => {
    if (typeof v === 'string') {
      if (key && ['text', 'summary', 'headline', 'rule', 'label', 'disclaimer'].includes(key)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(value, null);
  return out;
}

/** Every authority id anywhere in the output. */
export function authorityIdsOf(value: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'authorityIds' && Array.isArray(x)) x.forEach((id) => out.add(String(id)));
        else walk(x);
      }
    }
  };
  walk(value);
  return [...out];
}

/** Every evidence id anywhere in the output. */
export function evidenceIdsOf(value: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'evidenceIds' && Array.isArray(x)) x.forEach((id) => out.add(String(id)));
        else walk(x);
      }
    }
  };
  walk(value);
  return [...out];
}
