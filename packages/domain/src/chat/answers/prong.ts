import type { AnswerBuilder } from '../answer-builder';
import type { CriterionFocus } from '../intents';
import { authorityStatement, findFinding, findingStatusLine, noAssessmentLine, writeGuidance, writeReasons } from './shared';

/**
 * Questions about one Dhanasar prong: what it needs (the test and its factors), and where the case stands
 * on it. The law comes first when the question asks what the prong is; the case first otherwise.
 */
export function answerProng(b: AnswerBuilder, prong: 1 | 2 | 3, focus: CriterionFocus): string[] {
  const topicId = `niw-prong-${prong}`;
  const finding = findFinding(b.context, topicId);
  const others = ([1, 2, 3] as const).filter((n) => n !== prong);
  const followUps = [`What does prong ${others[0]} need?`, `What does prong ${others[1]} need?`, 'Should I file EB-1A or NIW?'];
  const lawFirst = focus === 'explain';

  const writeLaw = () => {
    b.paragraph(`The national interest waiver has three prongs. ${authorityStatement(b, 'dhanasar', [0])}`);
    writeGuidance(b, topicId, { rule: true, applied: true, evidence: true, pitfalls: lawFirst || focus === 'missing' });
  };
  const writeCase = () => {
    if (!finding) {
      if (b.context.assessment && !b.context.assessment.niw) {
        b.use('case').paragraph('Your case is set up for EB-1A only, so the NIW prongs are not assessed (case profile).');
      } else if (!b.context.assessment) noAssessmentLine(b);
      return;
    }
    b.use('reasoning');
    b.heading('In your case');
    b.paragraph(findingStatusLine(b, finding));
    writeReasons(b, 'What supports it', finding.strengths, lawFirst ? 2 : 3);
    writeReasons(b, 'What an officer could challenge', finding.gaps, 3);
    writeReasons(b, 'What would strengthen it', finding.nextActions, 3);
  };

  if (lawFirst) {
    writeLaw();
    writeCase();
  } else {
    writeCase();
    writeLaw();
  }
  return followUps;
}
