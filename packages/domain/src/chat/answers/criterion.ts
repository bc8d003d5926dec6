import { findingName } from '../../assessment/labels';
import { isLikelyMet } from '../../assessment/levels';
import type { Finding } from '../../assessment/schema';
import type { AnswerBuilder } from '../answer-builder';
import { FOCUSES } from '../../recommendations/focuses';
import { evidenceSentence } from '../case-facts';
import { guidanceFor } from '../guidance';
import type { CriterionFocus } from '../intents';
import { capitalize, findFinding, findingStatusLine, noAssessmentLine, writeGuidance, writeReasons } from './shared';

/**
 * Questions about one EB-1A criterion: what it needs (explain), what the case has for it (evidence), whether
 * that is enough, what is missing, or where it stands. The case part comes from the assessment's finding,
 * the law part from the library and guidance.
 */
export function answerCriterion(b: AnswerBuilder, criterionId: string, focus: CriterionFocus): string[] {
  const title = guidanceFor(criterionId)?.title ?? criterionId;
  const finding = findFinding(b.context, criterionId);
  const short = title.replace(/^\([ivx]+\)\s*/, '').toLowerCase();
  const followUps = [`What is missing for ${short}?`, 'Which criterion is my weakest?', 'How many criteria do I meet?'];

  if (focus === 'explain') {
    b.paragraph(
      `**${title}** is one of the ten EB-1A criteria; you need evidence meeting at least three of them, or a one-time major award ${b.authorities(['cfr-204-5-h-3'])}.`,
    );
    writeGuidance(b, criterionId, { rule: true, applied: true, evidence: true, pitfalls: true });
    if (finding) {
      b.heading('In your case');
      b.paragraph(findingStatusLine(b, finding));
    }
    return [`What evidence do I have for ${short}?`, ...followUps];
  }

  if (!finding) {
    if (b.context.assessment && !b.context.assessment.eb1a) {
      b.use('case').paragraph(
        'Your case is set up for the EB-2 NIW only, so the EB-1A criteria are not assessed (case profile). Here is what this criterion asks for in case you consider EB-1A.',
      );
    } else noAssessmentLine(b);
    writeUnassessedItems(b, criterionId);
    writeGuidance(b, criterionId, { rule: true, evidence: true, pitfalls: true });
    return followUps;
  }

  b.use('reasoning');
  if (focus === 'evidence') writeEvidence(b, finding);
  else if (focus === 'enough') writeEnough(b, finding);
  else b.paragraph(findingStatusLine(b, finding));

  if (focus === 'status') {
    writeReasons(b, 'What supports it', finding.strengths, 3);
    writeReasons(b, 'What an officer could challenge', finding.gaps, 3);
  }
  if (focus === 'missing' || focus === 'enough') {
    writeReasons(b, 'What an officer could challenge', finding.gaps, 4);
    writeReasons(b, 'What would strengthen it', finding.nextActions, 4);
    if (!finding.gaps.length && !finding.nextActions.length) b.paragraph('The assessment lists no open gaps for this criterion (case assessment).');
  }
  if (focus === 'missing') writeGuidance(b, criterionId, { evidence: true, pitfalls: true });
  else if (focus === 'enough') writeGuidance(b, criterionId, { rule: true, applied: true, evidence: !isLikelyMet(finding.level) });
  else writeGuidance(b, criterionId, { rule: true });
  return followUps.filter((q) => !(focus === 'missing' && q.startsWith('What is missing')));
}

/** Each evidence item the assessment considered for the criterion, with its exhibit. */
function writeEvidence(b: AnswerBuilder, f: Finding): void {
  const items = f.evidenceIds.map((id) => b.evidence(id)).filter((e) => e !== undefined);
  b.paragraph(findingStatusLine(b, f));
  if (!items.length) {
    b.paragraph(`There is no evidence for ${findingName(f)} in your case yet (case assessment).`);
    return;
  }
  b.heading(`Evidence considered (${items.length})`);
  for (const e of items.slice(0, 8)) b.bullet(`${evidenceSentence(e)} ${b.caseTag('', [e.id], 'your evidence list')}.`);
  if (items.length > 8) b.bullet(`…and ${items.length - 8} more on the Evidence page (your evidence list).`);
  writeReasons(b, 'How the assessment weighs it', [...f.strengths.slice(0, 2), ...f.gaps.slice(0, 2)], 4);
}

/** "Is my X evidence enough?": the level in plain words, never a promise. */
function writeEnough(b: AnswerBuilder, f: Finding): void {
  b.paragraph(findingStatusLine(b, f));
  let verdict: string;
  if (isLikelyMet(f.level)) {
    verdict = `On the current record it looks met at the first step, but the officer still weighs its quality in the final merits ${b.authorities(['kazarian'])}, so the gaps below are worth closing`;
  } else if (f.level === 'no_evidence') {
    verdict = 'There is nothing in the record for it yet, so it is not met on the current evidence';
  } else {
    verdict = `Not yet: a ${f.level} rating means the record does not clearly meet the criterion's plain language, so rely on it as one of your three only after closing the gaps below`;
  }
  b.paragraph(`${capitalize(verdict)} (reasoning from your case assessment).`);
}

/**
 * Without an EB-1A finding, the items of the kinds that usually bear on the criterion (the letters planner's
 * table of evidence types per criterion), so the user still sees what the case holds.
 */
function writeUnassessedItems(b: AnswerBuilder, criterionId: string): void {
  const types = FOCUSES.find((f) => f.id === criterionId)?.evidenceTypes ?? [];
  const items = b.context.evidence.filter((e) => types.includes(e.type));
  if (!items.length) return;
  b.heading(`Items in your case of the kinds this criterion uses (${items.length})`);
  for (const e of items.slice(0, 8)) b.bullet(`${evidenceSentence(e)} ${b.caseTag('', [e.id], 'your evidence list')}.`);
  if (items.length > 8) b.bullet(`…and ${items.length - 8} more on the Evidence page (your evidence list).`);
}
