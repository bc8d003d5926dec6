import { findingName, LEVEL_LABELS } from '../../assessment/labels';
import type { Finding, Reason } from '../../assessment/schema';
import { getAuthority } from '../../authorities/lookup';
import type { AnswerBuilder } from '../answer-builder';
import { guidanceFor } from '../guidance';
import type { ChatCaseContext } from '../schema';

/** Pieces several intents share: the rule of a criterion, its guidance, a finding's level and reasons. */

/** Every finding of the assessment, by id ('eb1a-iv', 'niw-prong-2', 'merits-…', 'ea-a'). */
export function findFinding(context: ChatCaseContext, id: string): Finding | undefined {
  const a = context.assessment;
  if (!a) return undefined;
  return [...(a.eb1a?.criteria ?? []), ...(a.eb1a?.finalMerits.factors ?? []), ...(a.niw?.prongs ?? []), ...(a.niw?.threshold.exceptionalAbility ?? [])].find(
    (f) => f.id === id,
  );
}

/** One line for an assessment reason: its text, where it comes from, and the authorities it rests on. */
export function reasonLine(b: AnswerBuilder, r: Reason): string {
  const text = r.text.trim().replace(/[.;:]+$/, '');
  const tags = [b.caseTag(text, r.evidenceIds, 'case assessment'), b.authorities(r.authorityIds)].filter(Boolean).join(' ');
  return `${text}${tags ? ` ${tags}` : ''}.`;
}

/** "(iv) Judging the work of others is rated **Strong**. <summary> (case assessment)". */
export function findingStatusLine(b: AnswerBuilder, f: Finding): string {
  const summary = f.summary.trim().replace(/[.;:]+$/, '');
  const tag = b.caseTag(summary, [], 'case assessment');
  return `${findingName(f)} is rated **${LEVEL_LABELS[f.level]}** in your assessment. ${summary}${tag ? ` ${tag}` : ''}.`;
}

/** A library authority's propositions (all, or the ones at `indexes`) with its citation, as one sentence run. */
export function authorityStatement(b: AnswerBuilder, authorityId: string, indexes?: readonly number[]): string {
  const a = getAuthority(authorityId);
  const props = (indexes ?? a.propositions.map((_, i) => i)).map((i) => a.propositions[i]).filter((p): p is string => Boolean(p));
  const text = props.map((p) => p.trim().replace(/[.;:]+$/, '')).join('. ');
  return `${text} ${b.authorities([authorityId])}.`;
}

export interface GuidanceParts {
  readonly rule?: boolean;
  readonly applied?: boolean;
  readonly evidence?: boolean;
  readonly pitfalls?: boolean;
}

/** The law and practice of a criterion or prong, from guidance.ts, as headed bullet lists. */
export function writeGuidance(b: AnswerBuilder, topicId: string, parts: GuidanceParts): void {
  const g = guidanceFor(topicId);
  if (!g) return;
  if (parts.rule) {
    b.heading('The rule');
    for (const id of g.ruleAuthorityIds) b.bullet(authorityStatement(b, id, ruleIndexes(topicId, id)));
  }
  if (parts.applied && g.applied.length) {
    b.heading('How officers apply it');
    for (const p of g.applied) b.bullet(`${p.text.replace(/\.$/, '')} ${b.authorities(p.authorityIds)}.`);
  }
  if (parts.evidence && g.typicalEvidence.length) {
    b.heading('Evidence usually filed');
    b.paragraph(`${capitalize(g.typicalEvidence.join('; '))} ${b.authorities(g.typicalEvidenceAuthorityIds)}.`);
  }
  if (parts.pitfalls && g.pitfalls.length) {
    b.heading('Common pitfalls');
    for (const p of g.pitfalls) b.bullet(`${p.text.replace(/\.$/, '')} ${b.authorities(p.authorityIds)}.`);
  }
}

/** Which propositions of a rule authority speak to a topic (Dhanasar states all three prongs). */
function ruleIndexes(topicId: string, authorityId: string): number[] | undefined {
  if (authorityId === 'dhanasar') {
    const prong = /^niw-prong-(\d)$/.exec(topicId)?.[1];
    return prong ? [Number(prong) + 1] : [0, 1];
  }
  if (authorityId === 'ina-203-b-2-b-i') return [0];
  if (authorityId === 'cfr-204-5-k-2') return [0, 1];
  if (authorityId === 'kazarian') return [0, 1];
  // The Policy Manual's two-step review, and the district-court objection to its second step.
  if (authorityId === 'pm-6-f-2' && topicId === 'eb1a-final-merits') return [3];
  if (authorityId === 'mukherji') return [0];
  return undefined;
}

export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Reasons as bullets, at most `max`, each with its source tags. */
export function writeReasons(b: AnswerBuilder, title: string, reasons: readonly Reason[], max = 4): void {
  if (!reasons.length) return;
  b.heading(title);
  for (const r of reasons.slice(0, max)) b.bullet(reasonLine(b, r));
  if (reasons.length > max) b.bullet(`…and ${reasons.length - max} more on the Eligibility page (case assessment).`);
}

/** The sentence used when a question needs an assessment the case does not have yet. */
export function noAssessmentLine(b: AnswerBuilder): void {
  b.use('case');
  const hasEvidence = b.context.evidence.length > 0;
  b.paragraph(
    hasEvidence
      ? 'Your case has evidence but no eligibility assessment yet (case profile). Run the assessment on the Eligibility page and ask again; meanwhile, here is what the rules ask for.'
      : 'Your case has no evidence yet, so there is nothing to assess (case profile). Upload your CV and key documents on the Documents page; meanwhile, here is what the rules ask for.',
  );
}
