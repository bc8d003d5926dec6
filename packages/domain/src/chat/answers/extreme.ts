import { findingName } from '../../assessment/labels';
import type { Finding } from '../../assessment/schema';
import type { AnswerBuilder } from '../answer-builder';
import { joinWords } from '../answer-builder';
import { authorityStatement, findingStatusLine, noAssessmentLine, writeReasons } from './shared';

/**
 * "Which criterion is my weakest / strongest?" Weakest means the lowest-scored criterion that has evidence
 * (a criterion with nothing behind it is listed apart: not every criterion fits every field, and only three
 * are needed). For NIW cases the prongs are compared the same way.
 */
export function answerExtreme(b: AnswerBuilder, which: 'weakest' | 'strongest', among: 'criteria' | 'prongs' | 'any'): string[] {
  const a = b.context.assessment;
  if (!a || (!a.eb1a && !a.niw)) {
    noAssessmentLine(b);
    b.paragraph(`${authorityStatement(b, 'cfr-204-5-h-3')} For the NIW, the three prongs all have to hold ${b.authorities(['dhanasar'])}.`);
    return ['What should I do next?', 'How many EB-1A criteria do I need?', 'What does prong 2 need?'];
  }
  b.use('case', 'reasoning');
  const followUps: string[] = [];
  // Asked about criteria in an NIW-only case (or prongs in an EB-1A-only one), answer with what the case has.
  const doCriteria = Boolean(a.eb1a) && (among !== 'prongs' || !a.niw);
  const doProngs = Boolean(a.niw) && (among === 'prongs' || !a.eb1a || (among === 'any' && a.petitionType === 'UNDECIDED'));
  if (among === 'criteria' && !a.eb1a)
    b.paragraph('Your case is set up for the EB-2 NIW, which is judged on three prongs rather than the ten EB-1A criteria (case profile).');
  if (among === 'prongs' && !a.niw)
    b.paragraph('Your case is set up for EB-1A, which is judged on the ten criteria rather than the NIW prongs (case profile).');

  if (doCriteria && a.eb1a) {
    const withEvidence = a.eb1a.criteria.filter((c) => c.level !== 'no_evidence');
    const empty = a.eb1a.criteria.filter((c) => c.level === 'no_evidence');
    const pick = pickExtreme(withEvidence, which);
    if (pick) {
      b.heading(`${which === 'weakest' ? 'Weakest' : 'Strongest'} EB-1A criterion with evidence: ${findingName(pick)}`);
      b.paragraph(findingStatusLine(b, pick));
      if (which === 'weakest') {
        writeReasons(b, 'Why', pick.gaps, 3);
        writeReasons(b, 'What would strengthen it', pick.nextActions, 3);
        followUps.push(`What is missing for ${pick.label.toLowerCase()}?`);
      } else {
        writeReasons(b, 'Why', pick.strengths, 3);
        followUps.push(`What evidence do I have for ${pick.label.toLowerCase()}?`);
      }
      b.paragraph(`The rule: ${authorityStatement(b, ruleIdOf(pick))}`);
    }
    if (which === 'weakest' && empty.length) {
      b.paragraph(
        `No evidence yet for ${joinWords(empty.map((f) => findingName(f)))} (case assessment). That is not a problem in itself: you need three criteria, not all ten ${b.authorities(['cfr-204-5-h-3'])}.`,
      );
    }
  }
  if (doProngs && a.niw) {
    const pick =
      pickExtreme(
        a.niw.prongs.filter((p) => p.level !== 'no_evidence'),
        which,
      ) ?? a.niw.prongs[0];
    if (pick) {
      b.heading(`${which === 'weakest' ? 'Weakest' : 'Strongest'} NIW prong: ${findingName(pick)}`);
      b.paragraph(findingStatusLine(b, pick));
      writeReasons(b, which === 'weakest' ? 'What would strengthen it' : 'Why', which === 'weakest' ? [...pick.gaps, ...pick.nextActions] : pick.strengths, 3);
      b.paragraph(`All three prongs must hold, on top of EB-2 eligibility ${b.authorities(['dhanasar'])}.`);
      followUps.push(`What does prong ${pick.id.slice(-1)} need?`);
    }
  }
  return [...followUps, 'What should I do next?', 'How many criteria do I meet?'];
}

/** Lowest (or highest) score; ties go to regulation order so the answer is stable. */
function pickExtreme(findings: readonly Finding[], which: 'weakest' | 'strongest'): Finding | undefined {
  let best: Finding | undefined;
  for (const f of findings) {
    if (!best || (which === 'weakest' ? f.score < best.score : f.score > best.score)) best = f;
  }
  return best;
}

/** The library authority of a finding's rule (its first authority id is the rule). */
function ruleIdOf(f: Finding): string {
  return f.authorityIds[0] ?? 'cfr-204-5-h-3';
}
