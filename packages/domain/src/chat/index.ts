export * from './schema';
export { answerQuestion } from './answer-question';
export { suggestQuestions, MIN_SUGGESTIONS, MAX_SUGGESTIONS } from './suggest-questions';
export { checkAnswer, findApprovalProbability, type AnswerCheck, type AnswerIssue, type AnswerIssueKind } from './check-answer';
export { CHAT_DISCLAIMER } from './answer-builder';
export { splitArticle, type ArticlePassage } from './articles';
export { detectIntent, type Intent, type IntentKind } from './intents';
