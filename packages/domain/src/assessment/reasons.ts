import { getAuthority } from '../authorities/lookup';
import { clampScore, levelFromScore, capLevel, LEVEL_THRESHOLDS } from './levels';
import type { AssessmentEvidence, Finding, Reason, StrengthLevel } from './schema';

/** How an item is named in a sentence: "'Best Paper Award, ISMB 2021' (Exhibit A-3)". */
export function named(e: AssessmentEvidence): string {
  const title = e.title.length > 120 ? `${e.title.slice(0, 117).trimEnd()}…` : e.title;
  return e.exhibit ? `'${title}' (Exhibit ${e.exhibit})` : `'${title}'`;
}

/** "'A', 'B' and 2 more". */
export function namedList(items: readonly AssessmentEvidence[], max = 3): string {
  const names = items.slice(0, max).map(named);
  const rest = items.length - names.length;
  if (rest > 0) return `${names.join(', ')} and ${rest} more`;
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The citation string of a library authority (throws for an unknown id). */
export const citationOf = (authorityId: string): string => getAuthority(authorityId).citation;

const LEVEL_CEILINGS: Readonly<Record<StrengthLevel, number>> = {
  strong: 100,
  likely: LEVEL_THRESHOLDS.strong - 1,
  borderline: LEVEL_THRESHOLDS.likely - 1,
  weak: LEVEL_THRESHOLDS.borderline - 1,
  no_evidence: 0,
};

type Ids = readonly (AssessmentEvidence | string)[];
const idsOf = (items: Ids): string[] => [...new Set(items.map((i) => (typeof i === 'string' ? i : i.id)))];

export function reason(text: string, evidence: Ids, authorityIds: readonly string[]): Reason {
  for (const id of authorityIds) getAuthority(id); // fail fast on a typo rather than emit a dangling id
  return { text, evidenceIds: idsOf(evidence), authorityIds: [...new Set(authorityIds)] };
}

/**
 * Collects the strengths, gaps and next actions of one finding. Every reason carries the finding's rule
 * unless it names its own authorities.
 */
export class FindingBuilder {
  readonly strengths: Reason[] = [];
  readonly gaps: Reason[] = [];
  readonly nextActions: Reason[] = [];
  private readonly considered = new Set<string>();
  private readonly authorities = new Set<string>();

  constructor(
    readonly id: string,
    readonly label: string,
    readonly ruleId: string,
  ) {
    this.authorities.add(ruleId);
  }

  consider(items: Ids): this {
    for (const id of idsOf(items)) this.considered.add(id);
    return this;
  }

  get consideredCount(): number {
    return this.considered.size;
  }

  private push(list: Reason[], text: string, evidence: Ids, authorityIds?: readonly string[]): this {
    if (list.some((r) => r.text === text)) return this;
    const r = reason(text, evidence, authorityIds ?? [this.ruleId]);
    r.authorityIds.forEach((id) => this.authorities.add(id));
    this.consider(r.evidenceIds);
    list.push(r);
    return this;
  }

  strength(text: string, evidence: Ids = [], authorityIds?: readonly string[]): this {
    return this.push(this.strengths, text, evidence, authorityIds);
  }

  gap(text: string, evidence: Ids = [], authorityIds?: readonly string[]): this {
    return this.push(this.gaps, text, evidence, authorityIds);
  }

  action(text: string, evidence: Ids = [], authorityIds?: readonly string[]): this {
    return this.push(this.nextActions, text, evidence, authorityIds);
  }

  build(options: {
    score: number;
    /** A sentence, or a function of the level reached (so the words match the badge). */
    summary: string | ((level: StrengthLevel) => string);
    /** Defaults to "at least one item was considered". */
    hasEvidence?: boolean;
    /** A ceiling on the level, e.g. when a criterion does not apply to the occupation. */
    maxLevel?: StrengthLevel;
    isComparableEvidenceCandidate?: boolean;
  }): Finding {
    const score = clampScore(options.score);
    const hasEvidence = options.hasEvidence ?? this.considered.size > 0;
    const level = capLevel(levelFromScore(score, hasEvidence), options.maxLevel ?? 'strong');
    // A capped level keeps its score inside the level's band, so charts and badges agree.
    const shown = hasEvidence ? Math.min(score, LEVEL_CEILINGS[level]) : 0;
    return {
      id: this.id,
      label: this.label,
      rule: citationOf(this.ruleId),
      score: shown,
      level,
      summary: typeof options.summary === 'string' ? options.summary : options.summary(level),
      strengths: this.strengths,
      gaps: this.gaps,
      nextActions: this.nextActions,
      evidenceIds: [...this.considered],
      authorityIds: [...this.authorities],
      isComparableEvidenceCandidate: options.isComparableEvidenceCandidate ?? false,
    };
  }
}
