import { LEVEL_ADJECTIVES } from '../../assessment/levels';
import { findingName, LEVEL_LABELS } from '../../assessment/labels';
import type { AnswerBuilder } from '../answer-builder';

/**
 * "What are my chances?" No one can honestly give a probability (docs/decisions/007), so the answer says
 * so and offers what can be said: the level of each criterion and prong, with where to read the reasons.
 */
export function answerChances(b: AnswerBuilder): string[] {
  b.use('reasoning');
  b.paragraph(
    'No one can honestly put a number on the outcome of a petition, and Acclaim never does. ' +
      `An officer decides each case on its own record: the petitioner must show eligibility by a preponderance of the evidence, and the burden stays with the petitioner ${b.authorities(['chawathe', 'ina-291'])}. ` +
      'What I can give you instead is where your evidence stands, criterion by criterion.',
  );
  const a = b.context.assessment;
  if (!a || (!a.eb1a && !a.niw)) {
    b.use('case').paragraph(
      'Your case has no eligibility assessment yet (case profile). Once your evidence is in and assessed, ask "Which criterion is my weakest?" or "How many criteria do I meet?" for that view.',
    );
    return ['What should I do next?', 'How many EB-1A criteria do I need?', 'What does prong 2 need?'];
  }
  if (a.eb1a) {
    const e = a.eb1a;
    b.heading('EB-1A, step by step');
    b.paragraph(
      `Step one needs at least three of the ten criteria, or a one-time major award ${b.authorities(['cfr-204-5-h-3'])}. In your assessment ${e.criteriaLikelyMet} of 10 look likely met or strong, and the final merits look ${LEVEL_ADJECTIVES[e.finalMerits.level]} (case assessment).`,
    );
    for (const f of e.criteria.filter((c) => c.level !== 'no_evidence')) b.bullet(`${findingName(f)}: ${LEVEL_LABELS[f.level]} (case assessment)`);
  }
  if (a.niw) {
    b.heading('EB-2 NIW, prong by prong');
    b.paragraph(
      `The waiver needs EB-2 eligibility and all three prongs ${b.authorities(['dhanasar'])}. Your EB-2 threshold: ${a.niw.threshold.summary.replace(/\.$/, '')} (case assessment).`,
    );
    for (const f of a.niw.prongs) b.bullet(`${findingName(f)}: ${LEVEL_LABELS[f.level]} (case assessment)`);
  }
  b.paragraph(
    'Each level comes with its reasons, gaps and next steps on the Eligibility page. Ask about any criterion or prong for the detail (case assessment).',
  );
  return ['Which criterion is my weakest?', 'What should I do next?', a.niw ? 'What does prong 2 need?' : 'How many criteria do I meet?'];
}
