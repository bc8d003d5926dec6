import { lintCitations } from '../authorities/lint-citations';
import { AnswerBuilder } from './answer-builder';
import { answerChances } from './answers/chances';
import { answerCriteriaCount } from './answers/criteria-count';
import { answerCriterion } from './answers/criterion';
import { answerExtreme } from './answers/extreme';
import { answerFees } from './answers/fees';
import { answerLetterIssues } from './answers/letter-issues';
import { answerNextSteps } from './answers/next-steps';
import { answerProng } from './answers/prong';
import { answerRedFlags } from './answers/red-flags';
import { answerFromSearch, writeRelatedArticle, writeUnknown } from './answers/search-answer';
import { answerWhichPetition } from './answers/which-petition';
import { casePassages } from './case-facts';
import { findApprovalProbability } from './check-answer';
import { intentInConversation, type Intent } from './intents';
import { articlePassages, legalPassages } from './knowledge-base';
import type { PassageScope } from './passages';
import { ZAnswerQuestionInput, type AnswerQuestionInput, type ChatAnswer, type ChatCaseContext } from './schema';
import { PassageIndex, questionScope } from './search';
import { suggestQuestions } from './suggest-questions';

/**
 * The offline chat assistant: answers one question from the case, the legal knowledge base and the site's
 * articles, and says which it used. Pure and deterministic: the same input gives the same answer; no clock,
 * no randomness, no I/O. Throws a ZodError on invalid input.
 */
export function answerQuestion(input: AnswerQuestionInput): ChatAnswer {
  const { question, context, articles, history } = ZAnswerQuestionInput.parse(input);
  const b = new AnswerBuilder(context);
  const suggestions = suggestQuestions(context);
  const q = question.trim();
  if (!q) {
    b.paragraph('Ask me anything about your case, the EB-1A criteria or the NIW prongs. For example:');
    for (const s of suggestions.slice(0, 4)) b.bullet(s);
    return b.build(suggestions);
  }

  const intent = intentInConversation(q, history);
  const index = new PassageIndex([...legalPassages(), ...articlePassages(articles), ...casePassages(context)]);
  const scope = questionScope(q) ?? caseScope(context);
  let followUps: string[];
  if (intent.kind === 'search') {
    const found = answerFromSearch(b, q, index, scope);
    if (found) followUps = suggestions;
    else {
      writeUnknown(b, suggestions);
      followUps = suggestions;
    }
  } else {
    followUps = answerIntent(b, intent);
    writeRelatedArticle(b, q, index, scope);
  }
  return sanitize(b.build(followUps.filter((f) => f.toLowerCase() !== q.toLowerCase())));
}

function answerIntent(b: AnswerBuilder, intent: Exclude<Intent, { kind: 'search' }>): string[] {
  switch (intent.kind) {
    case 'chances':
      return answerChances(b);
    case 'fees':
      return answerFees(b);
    case 'which-petition':
      return answerWhichPetition(b);
    case 'criteria-count':
      return answerCriteriaCount(b);
    case 'extreme':
      return answerExtreme(b, intent.which, intent.among);
    case 'next-steps':
      return answerNextSteps(b);
    case 'red-flags':
      return answerRedFlags(b);
    case 'letter-issues':
      return answerLetterIssues(b);
    case 'prong':
      return answerProng(b, intent.prong, intent.focus);
    case 'criterion':
      return answerCriterion(b, intent.criterionId, intent.focus);
  }
}

function caseScope(context: ChatCaseContext): PassageScope | undefined {
  const type = context.profile.petitionType;
  return type === 'EB1A' ? 'EB1A' : type === 'NIW' ? 'NIW' : undefined;
}

/**
 * Last line of defence for text that came from the case itself (an evidence title, a filing-check message):
 * a citation outside the library or an outcome prediction is replaced, so the answer always passes
 * `checkAnswer`. The assistant's own wording never needs this; the tests check that.
 */
function sanitize(answer: ChatAnswer): ChatAnswer {
  let markdown = answer.markdown;
  const spans = [
    ...lintCitations(markdown).unknown.map((u) => ({ index: u.index, length: u.text.length, replacement: "[a citation not in Acclaim's library]" })),
    ...findApprovalProbability(markdown).map((f) => ({ index: f.index, length: f.text.length, replacement: '[an outcome prediction]' })),
  ].sort((x, y) => y.index - x.index);
  for (const s of spans) markdown = `${markdown.slice(0, s.index)}${s.replacement}${markdown.slice(s.index + s.length)}`;
  return spans.length ? { ...answer, markdown } : answer;
}
