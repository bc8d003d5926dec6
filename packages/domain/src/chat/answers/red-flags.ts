import type { AnswerBuilder } from '../answer-builder';
import { noAssessmentLine, reasonLine } from './shared';

const SEVERITY_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * "Which of my evidence could hurt my petition?": the assessment's red flags, most severe first, each with
 * the items it concerns and the rule behind it.
 */
export function answerRedFlags(b: AnswerBuilder): string[] {
  const a = b.context.assessment;
  if (!a) {
    noAssessmentLine(b);
    b.paragraph(
      `Common problems are evidence dated after filing ${b.authorities(['cfr-103-2-b-1', 'katigbak'])}, inconsistencies in the record ${b.authorities(['ho'])}, and partial translations ${b.authorities(['cfr-103-2-b-3'])}.`,
    );
    return ['What should I do next?', 'Can I add evidence after I file?', 'Do documents in other languages need translations?'];
  }
  b.use('case', 'reasoning');
  if (!a.redFlags.length) {
    b.paragraph(
      'Your assessment found no red flags: no pay-to-enter awards, paid media, evidence dated after your filing date or publications that conflict with the scholarly record (case assessment).',
    );
    return ['Which criterion is my weakest?', 'What should I do next?', 'How many criteria do I meet?'];
  }
  b.paragraph(
    `Your assessment flags ${a.redFlags.length} issue${a.redFlags.length === 1 ? '' : 's'} an officer would hold against the record or that could mislead. Fix or leave out these items before filing:`,
  );
  for (const flag of a.redFlags.slice(0, 8)) b.bullet(`**${SEVERITY_WORDS[flag.severity]}:** ${reasonLine(b, flag)}`);
  if (a.redFlags.length > 8) b.bullet(`…and ${a.redFlags.length - 8} more on the Eligibility page (case assessment).`);
  return ['What should I do next?', 'Which criterion is my weakest?', 'How many criteria do I meet?'];
}
