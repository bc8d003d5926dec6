import { isLikelyMet } from '../assessment/levels';
import { ZChatCaseContext, type ChatCaseContext, type ChatCaseContextInput } from './schema';

/**
 * Three to six questions worth asking in the case's current state, most useful first, each one the
 * assistant answers from the case: onboarding questions for an empty case, the nearest criterion and the
 * weakest prong once assessed, the letter's filing issues when there are any.
 */
export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 6;

const GENERAL = [
  'What is the difference between EB-1A and EB-2 NIW?',
  'Do I need a job offer?',
  'What is the Kazarian two-step?',
  'How much is the I-140 filing fee?',
];

export function suggestQuestions(input: ChatCaseContextInput | ChatCaseContext): string[] {
  const context = ZChatCaseContext.parse(input);
  const type = context.profile.petitionType;
  const out: string[] = [];
  const add = (q: string | null | undefined) => {
    if (q && !out.includes(q)) out.push(q);
  };
  const a = context.assessment;

  if (!context.evidence.length && !context.documents.length) {
    add('What should I do first?');
    add('What is the difference between EB-1A and EB-2 NIW?');
    add(type === 'NIW' ? 'What does prong 2 need?' : 'How many EB-1A criteria do I need?');
    add('Do I need a job offer?');
    if (type === 'UNDECIDED') add('What does prong 2 need?');
  } else if (!a) {
    add('What should I do next?');
    if (type !== 'NIW') add('How many EB-1A criteria do I need?');
    if (type !== 'EB1A') add('What does prong 1 need?');
    add('Do I need a job offer?');
  } else {
    if (context.letter && context.letter.filingIssueCount > 0) add('What are the filing-check issues in my letter?');
    if (a.eb1a) {
      const open = a.eb1a.criteria.filter((c) => c.level !== 'no_evidence' && !isLikelyMet(c.level)).sort((x, y) => y.score - x.score);
      if (open[0]) add(`What is missing for ${open[0].label.toLowerCase()}?`);
      add('Which criterion is my weakest?');
      const salary = a.eb1a.criteria.find((c) => c.id === 'eb1a-ix');
      if (salary && salary.level !== 'no_evidence') add('Is my salary evidence enough?');
    }
    if (a.niw) {
      const weakest = [...a.niw.prongs].sort((x, y) => x.score - y.score)[0];
      if (weakest) add(`What does prong ${weakest.id.slice(-1)} need?`);
      if (!a.eb1a) add('Which prong is my weakest?');
    }
    if (a.recommendation) add('Should I file EB-1A or NIW?');
    if (a.redFlags.some((f) => f.severity === 'high')) add('Which of my evidence could hurt my petition?');
    add('What should I do next?');
    if (a.eb1a) add('How many criteria do I meet?');
  }
  for (const q of GENERAL) if (out.length < MIN_SUGGESTIONS) add(q);
  return out.slice(0, MAX_SUGGESTIONS);
}
