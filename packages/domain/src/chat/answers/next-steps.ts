import { findingName } from '../../assessment/labels';
import { isLikelyMet } from '../../assessment/levels';
import type { Assessment, Finding, Reason } from '../../assessment/schema';
import type { AnswerBuilder } from '../answer-builder';
import { reasonLine } from './shared';

/**
 * "What should I do next?": at most five steps, most urgent first. An empty case gets the onboarding steps;
 * an assessed case gets, in order, the high-severity red flags, the next action of the criteria closest to
 * being met (or of the final merits once three are met), the weakest NIW prong, missing exhibits, and the
 * letter's filing-check issues.
 */
const MAX_STEPS = 5;

/** Adds a step unless the list is full; `line` is called only when the step is added. */
type AddStep = (line: () => string) => void;

export function answerNextSteps(b: AnswerBuilder): string[] {
  const { context } = b;
  const a = context.assessment;
  b.use('reasoning');
  if (!context.evidence.length && !context.documents.length) return onboarding(b);

  const steps: string[] = [];
  // Lines are built only when there is room: building one registers its citations, and an unprinted
  // citation must not reach the answer's citation list.
  const add: AddStep = (line) => {
    if (steps.length >= MAX_STEPS) return;
    const text = line();
    if (!steps.includes(text)) steps.push(text);
  };
  if (!a) {
    b.use('case');
    add(
      () =>
        `Run the eligibility assessment: your case has ${context.evidence.length} evidence item${context.evidence.length === 1 ? '' : 's'} but no assessment yet (case profile).`,
    );
  }
  // At most two red flags here, so the steps that build the case are not crowded out; the rest are one question away.
  const high = a?.redFlags.filter((f) => f.severity === 'high') ?? [];
  for (const flag of high.slice(0, 2)) add(() => `Fix first: ${reasonLine(b, flag)}`);
  const moreFlags = (a?.redFlags.length ?? 0) - Math.min(2, high.length);

  if (a) assessmentSteps(add, b, a);
  caseFileSteps(add, b);

  if (!steps.length) {
    b.use('case');
    add(
      () =>
        "Your assessment lists no open actions (case assessment). Review each criterion's reasons on the Eligibility page and have an attorney review the record before filing.",
    );
  }
  b.paragraph('Here is what would move your case forward most, in order:');
  steps.forEach((s, i) => b.paragraph(`${i + 1}. ${s}`));
  if (moreFlags > 0)
    b.paragraph(
      `Your assessment flags ${moreFlags} more item${moreFlags === 1 ? '' : 's'} to fix or leave out; ask "Which of my evidence could hurt my petition?" for the list (case assessment).`,
    );
  return ['Which criterion is my weakest?', 'Which of my evidence could hurt my petition?', 'How many criteria do I meet?'];
}

/** The actions the assessment names: the EB-1A criteria closest to met (or the final merits), then the weakest NIW prong. */
function assessmentSteps(add: AddStep, b: AnswerBuilder, a: Assessment): void {
  if (a.eb1a) {
    const e = a.eb1a;
    if (e.criteriaLikelyMet < 3) {
      const closest = e.criteria.filter((c) => !isLikelyMet(c.level) && c.level !== 'no_evidence').sort((x, y) => y.score - x.score);
      for (const f of closest.slice(0, 2)) addAction(add, b, f);
    } else {
      const weakFactor = [...e.finalMerits.factors].sort((x, y) => x.score - y.score)[0];
      if (weakFactor && !isLikelyMet(weakFactor.level)) addAction(add, b, weakFactor);
      const borderline = e.criteria.filter((c) => c.level === 'borderline').sort((x, y) => y.score - x.score)[0];
      if (borderline) addAction(add, b, borderline);
      const likely = e.criteria.filter((c) => c.level === 'likely' && c.nextActions.length).sort((x, y) => y.score - x.score)[0];
      if (likely) addAction(add, b, likely);
    }
  }
  if (a.niw) {
    const weakest = [...a.niw.prongs].sort((x, y) => x.score - y.score)[0];
    if (weakest) addAction(add, b, weakest);
  }
}

/** Housekeeping on the case file: evidence without exhibits, and the petition letter. */
function caseFileSteps(add: AddStep, b: AnswerBuilder): void {
  const { context } = b;
  const a = context.assessment;
  const unlabeled = context.evidence.filter((e) => !e.exhibit);
  if (unlabeled.length) {
    b.use('case');
    add(
      () =>
        `Attach documents to the ${unlabeled.length} evidence item${unlabeled.length === 1 ? '' : 's'} without an exhibit label, so each can be filed as an exhibit; statements of counsel are not evidence ${b.authorities(['s-m'])} (your evidence list).`,
    );
  }
  const letter = context.letter;
  if (letter && letter.filingIssueCount > 0) {
    b.use('case');
    add(
      () =>
        `Resolve the ${letter.filingIssueCount} filing-check issue${letter.filingIssueCount === 1 ? '' : 's'} in your petition letter before exporting it (petition letter).`,
    );
  } else if (
    !letter &&
    a &&
    (a.eb1a?.verdict.level === 'strong' || a.eb1a?.verdict.level === 'likely' || a.niw?.verdict.level === 'strong' || a.niw?.verdict.level === 'likely')
  ) {
    b.use('case');
    add(() => 'Generate the petition letter on the Letters page: your assessment rates the case at least solid (case assessment).');
  }
}

/** A finding's first next action or, when it has none, its first gap as the thing to close. */
function addAction(add: AddStep, b: AnswerBuilder, f: Finding): void {
  const action: Reason | undefined = f.nextActions[0];
  const gap: Reason | undefined = f.gaps[0];
  if (action) add(() => `${findingName(f)}: ${reasonLine(b, action)}`);
  else if (gap) add(() => `${findingName(f)}, close this gap: ${reasonLine(b, gap)}`);
}

/** Steps for a case with nothing in it yet. */
function onboarding(b: AnswerBuilder): string[] {
  b.use('case');
  b.paragraph('Your case has no documents or evidence yet (case profile). Start here:');
  const steps = [
    'Upload your CV on the Documents page; Acclaim extracts your publications, awards, roles and other evidence from it.',
    `Add your degree certificates: the NIW first needs EB-2 eligibility, through an advanced degree or exceptional ability ${b.authorities(['dhanasar', 'cfr-204-5-k-2'])}.`,
    `Gather the documents behind your strongest achievements (award certificates, review records, press articles, letters): EB-1A needs evidence meeting three of ten criteria, or a one-time major award ${b.authorities(['cfr-204-5-h-3'])}.`,
    'Review the evidence Acclaim suggests, accept what is accurate, and run the eligibility assessment to see each criterion and prong with its reasons.',
  ];
  steps.forEach((s, i) => b.paragraph(`${i + 1}. ${s}`));
  return ['What is the difference between EB-1A and EB-2 NIW?', 'Do I need a job offer?', 'How many EB-1A criteria do I need?'];
}
