import { LEVEL_ADJECTIVES } from '../../assessment/levels';
import { PETITION_LABELS } from '../../assessment/labels';
import type { AnswerBuilder } from '../answer-builder';
import { authorityStatement, noAssessmentLine, reasonLine } from './shared';

/**
 * "Should I file EB-1A or NIW?": what each petition tests, then the assessment's recommendation and its
 * reasons (for undecided cases) or the verdict of the petition the case is set up for.
 */
export function answerWhichPetition(b: AnswerBuilder): string[] {
  b.heading('What each petition tests');
  b.bullet(`EB-1A: ${authorityStatement(b, 'cfr-204-5-h-2', [0])}`);
  b.bullet(`EB-2 NIW: ${authorityStatement(b, 'dhanasar', [0, 1])}`);

  const a = b.context.assessment;
  b.heading('In your case');
  if (!a) {
    noAssessmentLine(b);
    return ['What should I do next?', 'What does prong 2 need?', 'How many EB-1A criteria do I need?'];
  }
  b.use('case', 'reasoning');
  if (a.recommendation) {
    b.paragraph(`**${a.recommendation.headline.replace(/\.$/, '')}** (case assessment).`);
    for (const r of a.recommendation.reasons) b.bullet(reasonLine(b, r));
  } else {
    const type = a.petitionType === 'NIW' ? 'NIW' : 'EB1A';
    b.paragraph(`Your case is set up for ${PETITION_LABELS[type]} only (case profile), so the assessment does not compare the two.`);
    b.paragraph('To compare both, set the petition type to "not decided yet" in the case settings and run the assessment again.');
  }
  if (a.eb1a) b.paragraph(`EB-1A overall: ${LEVEL_ADJECTIVES[a.eb1a.verdict.level]}; ${a.eb1a.verdict.headline} (case assessment).`);
  if (a.niw) b.paragraph(`EB-2 NIW overall: ${LEVEL_ADJECTIVES[a.niw.verdict.level]}; ${a.niw.verdict.headline} (case assessment).`);
  b.paragraph('Which to file, and whether to prepare both, is a strategic choice worth confirming with an immigration attorney.');
  return ['How many criteria do I meet?', 'What does prong 2 need?', 'What should I do next?'];
}
