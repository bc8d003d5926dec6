import type { LetterPetitionType } from '../letter/schema';
import { joinAnd } from '../letter/compose/format';
import { getFocus, type Focus } from './focuses';
import type { LetterItem } from './plan-facts';
import type { FocusFinding, LetterAssignment, PlanWarning, Recommender } from './schema';

interface WarningContext {
  readonly petitionType: LetterPetitionType;
  readonly short: string;
  readonly recommenders: readonly Recommender[];
  readonly letters: readonly LetterAssignment[];
  readonly findings: ReadonlyMap<string, FocusFinding>;
  readonly options: readonly { focus: Focus; pool: LetterItem[] }[];
}

const RELATIONSHIP_WORDS = {
  independent: 'independent experts',
  collaborator: 'collaborators',
  mentor: 'mentors',
  employer: 'employers',
  other: 'others',
} as const;

/** What the plan still lacks, in words the user can act on. */
export function planWarnings(ctx: WarningContext): PlanWarning[] {
  const out: PlanWarning[] = [];
  const nameOf = new Map(ctx.recommenders.map((r) => [r.id, r.name]));
  const names = (ids: readonly string[]) => joinAnd(ids.map((id) => nameOf.get(id) ?? id));

  if (ctx.recommenders.length && !ctx.recommenders.some((r) => r.relationship === 'independent')) {
    const kinds = [...new Set(ctx.recommenders.map((r) => RELATIONSHIP_WORDS[r.relationship]))];
    out.push({
      code: 'no_independent',
      message: `All recommenders are ${joinAnd(kinds)} of ${ctx.short}; add at least one independent expert who knows the work only through its influence, for example an author who cited it.`,
      recommenderIds: ctx.recommenders.map((r) => r.id),
    });
  }

  const byFocus = new Map<string, string[]>();
  for (const l of ctx.letters) byFocus.set(l.focusId, [...(byFocus.get(l.focusId) ?? []), l.recommenderId]);
  for (const [focusId, ids] of byFocus) {
    const label = getFocus(focusId as Focus['id']).label;
    if (ids.length > 1) {
      out.push({
        code: 'shared_focus',
        message: `The letters of ${names(ids)} all address ${label}: the case has fewer criteria with evidence than letters, so each of them rests on different facts.`,
        recommenderIds: ids,
      });
    }
    const level = ctx.findings.get(focusId)?.level;
    if (level === 'weak' || level === 'no_evidence') {
      out.push({
        code: 'weak_focus',
        message: `${label} looks weak in the assessment; a letter explains evidence but cannot replace it, so add documents for it or move the letter of ${names(ids)} elsewhere.`,
        recommenderIds: ids,
      });
    }
  }

  for (const l of ctx.letters.filter((l) => l.factIds.length === 0)) {
    out.push({
      code: 'no_facts',
      message: `The letter of ${names([l.recommenderId])} has no fact of its own to attest for ${getFocus(l.focusId).label}: every item there is already at the centre of another letter or has no exhibit yet.`,
      recommenderIds: [l.recommenderId],
    });
  }

  if (ctx.petitionType === 'NIW') {
    for (const prong of ['niw-prong-1', 'niw-prong-2'] as const) {
      const hasEvidence = ctx.options.some((o) => o.focus.id === prong && o.pool.length > 0);
      if (hasEvidence && !byFocus.has(prong)) {
        out.push({ code: 'prong_not_covered', message: `No letter addresses ${getFocus(prong).label}; assign one recommender to it.`, recommenderIds: [] });
      }
    }
  }
  return out;
}
