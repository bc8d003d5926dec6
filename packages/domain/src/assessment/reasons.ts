import { getAuthority } from '../authorities/lookup';
import { isProofFactFilled, proofFactsFor } from '../evidence/proof-facts';
import { documentationOfItem, primaryExhibitOf } from './documentation';
import { scoreBand, type StepOneDecision } from './elements';
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
    /** The element-by-element step-one decision: it sets the level; the score only places the finding in its band. */
    stepOne?: StepOneDecision;
    /** Whether a met finding may reach 'strong' (the strength note: documentation, quality, a second solid item). */
    allowStrong?: boolean;
  }): Finding {
    const decision = options.stepOne;
    let score = clampScore(options.score);
    if (decision) {
      const band = scoreBand(decision, options.allowStrong ?? true);
      score = Math.max(band.min, Math.min(band.max, score));
      this.explainElements(decision, options.isComparableEvidenceCandidate ?? false);
    }
    const hasEvidence = decision ? decision.status !== 'not_claimed' : (options.hasEvidence ?? this.considered.size > 0);
    const level = capLevel(levelFromScore(score, hasEvidence), options.maxLevel ?? 'strong');
    // A capped level keeps its score inside the level's band, so charts and badges agree.
    const shown = hasEvidence ? Math.min(score, LEVEL_CEILINGS[level]) : 0;
    const summary = typeof options.summary === 'string' ? options.summary : options.summary(level);
    return {
      id: this.id,
      label: this.label,
      rule: citationOf(this.ruleId),
      score: shown,
      level,
      summary: decision && decision.status !== 'not_claimed' ? `${summary} ${decision.summary}` : summary,
      strengths: this.strengths,
      gaps: this.gaps,
      nextActions: this.nextActions,
      evidenceIds: [...this.considered],
      authorityIds: [...this.authorities],
      isComparableEvidenceCandidate: options.isComparableEvidenceCandidate ?? false,
      ...(decision
        ? {
            elements: decision.elements,
            stepOne: { status: decision.status, summary: decision.summary, documented: decision.documented, documentation: decision.documentation },
          }
        : {}),
    };
  }

  /** The elements missing from the best candidate lead the gaps, each with what would show it. */
  private explainElements(decision: StepOneDecision, mayNotApply: boolean): void {
    if (decision.status === 'not_claimed') {
      // Where the criterion may not readily apply to the occupation, an empty record is no gap.
      if (!mayNotApply) this.gap('Nothing has been offered under this criterion yet.', [], [this.ruleId]);
      return;
    }
    const reasons = decision.missing.map(({ spec, check }) =>
      reason(
        `${spec.label}: ${check.status === 'contradicted' ? 'contradicted' : 'not shown'}. ${check.text}${check.status === 'not_shown' ? this.factsThatWouldShow(spec.id, decision.best?.items[0]) : ''}`,
        check.evidence,
        [...spec.authorityIds, ...(check.authorityIds ?? [])],
      ),
    );
    for (const r of reasons) r.authorityIds.forEach((id) => this.authorities.add(id));
    reasons.forEach((r) => this.consider(r.evidenceIds));
    this.gaps.unshift(...reasons.filter((r) => !this.gaps.some((g) => g.text === r.text)));
    for (const { spec, check } of decision.missing) this.action(spec.action, check.evidence, spec.authorityIds);
    this.explainDocumentation(decision);
  }

  /** The proof facts of the item that would show the element and are not stated yet, as the guided review names them. */
  private factsThatWouldShow(elementId: string, item: AssessmentEvidence | undefined): string {
    if (!item) return '';
    const facts = proofFactsFor(item.type).filter(
      (f) => f.supports.criterionId === this.id && f.supports.elementId === elementId && !isProofFactFilled(f, item.details),
    );
    return facts.length ? ` Proof facts that would show it: ${facts.map((f) => f.label.charAt(0).toLowerCase() + f.label.slice(1)).join('; ')}.` : '';
  }

  /**
   * Documentation is its own status, never a lower level: a fact the CV describes meets an element, and the finding
   * says which primary exhibit would document it (the regulation asks for "documentation of" each criterion).
   */
  private explainDocumentation(decision: StepOneDecision): void {
    const items = decision.best?.items ?? [];
    const undocumented = items.filter((item) => documentationOfItem(item) !== 'primary_exhibit');
    if (!undocumented.length) return;
    const first = undocumented[0]!;
    const where = decision.documentation === 'cv_only' ? 'Rests only on the CV' : 'No document attached';
    const also = undocumented.length > 1 ? ` (and ${undocumented.length - 1} more)` : '';
    this.action(`${where}: attach ${primaryExhibitOf(first.type)} for “${first.title}”${also}.`, undocumented, [this.ruleId]);
  }
}
