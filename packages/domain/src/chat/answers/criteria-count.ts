import { findingName, LEVEL_LABELS } from '../../assessment/labels';
import { isLikelyMet, LEVEL_ADJECTIVES } from '../../assessment/levels';
import type { AnswerBuilder } from '../answer-builder';
import { noAssessmentLine } from './shared';

/**
 * "How many criteria do I meet?": the count at step one, which criteria, the nearest misses, and the
 * reminder that step two (final merits) follows. For an NIW-only case, the EB-2 threshold instead.
 */
export function answerCriteriaCount(b: AnswerBuilder): string[] {
  b.paragraph(
    `EB-1A needs evidence meeting at least three of the ten criteria, or a one-time major internationally recognized award ${b.authorities(['cfr-204-5-h-3'])}.`,
  );
  const a = b.context.assessment;
  if (!a) {
    noAssessmentLine(b);
    b.paragraph(
      `Meeting three is only step one: USCIS then asks whether the evidence as a whole shows the required level of expertise ${b.authorities(['kazarian'])}.`,
    );
    return ['What should I do next?', 'What is the Kazarian two-step?', 'What counts as original contributions of major significance?'];
  }
  if (!a.eb1a) {
    b.use('case', 'reasoning');
    b.paragraph(
      'Your case is set up for the EB-2 NIW, which has no ten-criteria count (case profile). It asks for EB-2 eligibility and the three Dhanasar prongs instead ' +
        `${b.authorities(['dhanasar'])}.`,
    );
    const t = a.niw?.threshold;
    if (t) {
      b.paragraph(`Your EB-2 threshold: ${t.summary.replace(/\.$/, '')} (case assessment).`);
      if (t.route === 'exceptional_ability' || t.route === 'not_met') {
        const met = t.exceptionalAbility.filter((f) => isLikelyMet(f.level));
        b.paragraph(
          `For exceptional ability, ${met.length} of the six criteria look met; at least three are needed ${b.authorities(['cfr-204-5-k-3-ii'])}${met.length ? `: ${met.map((f) => findingName(f)).join(', ')}` : ''} (case assessment).`,
        );
      }
    }
    return ['What does prong 1 need?', 'What does prong 2 need?', 'What should I do next?'];
  }

  b.use('case', 'reasoning');
  const e = a.eb1a;
  const met = e.criteria.filter((c) => isLikelyMet(c.level));
  const close = e.criteria.filter((c) => c.level === 'borderline').sort((x, y) => y.score - x.score);
  b.paragraph(
    `In your assessment, **${e.criteriaLikelyMet} of 10** criteria look likely met or strong${e.criteriaLikelyMet >= 3 ? ', so step one looks satisfied' : `, so ${3 - e.criteriaLikelyMet} more ${3 - e.criteriaLikelyMet === 1 ? 'is' : 'are'} needed`} (case assessment).`,
  );
  if (e.oneTimeAchievement.isClaimed) b.paragraph(`A one-time major award is claimed and rated ${LEVEL_LABELS[e.oneTimeAchievement.level]} (case assessment).`);
  if (met.length) {
    b.heading('Likely met');
    for (const f of met) b.bullet(`${findingName(f)}: ${LEVEL_LABELS[f.level]}. ${tagged(b, f.summary)}`);
  }
  if (close.length) {
    b.heading('Closest to meeting');
    for (const f of close) b.bullet(`${findingName(f)}: ${LEVEL_LABELS[f.level]}. ${tagged(b, f.summary)}`);
  }
  b.paragraph(
    `Meeting three criteria is only step one: USCIS then asks whether the evidence as a whole shows the required level of expertise ${b.authorities(['kazarian'])}. Your final merits look ${LEVEL_ADJECTIVES[e.finalMerits.level]} (case assessment).`,
  );
  const nearest = close[0];
  return [
    nearest ? `What is missing for ${nearest.label.toLowerCase()}?` : 'Which criterion is my weakest?',
    'What is the Kazarian two-step?',
    'What should I do next?',
  ];
}

function tagged(b: AnswerBuilder, summary: string): string {
  const text = summary.trim().replace(/[.;:]+$/, '');
  const tag = b.caseTag(text, [], 'case assessment');
  return `${text}${tag ? ` ${tag}` : ''}.`;
}
