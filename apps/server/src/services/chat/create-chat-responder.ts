import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { createLanguageModel, languageModelSettings } from '../../adapters/llm/language-model';
import { retrievalResponder, type ChatResponder } from './chat-responder';
import { createLlmResponder } from './llm-responder';

type ModelEnv = Pick<Env, 'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL'>;

/** Whether a language model is set up here: without one, no AI-written answers can be given or promised. */
export function hasChatLanguageModel(env: ModelEnv): boolean {
  return languageModelSettings(env) !== null;
}

/** The responder the environment asks for: a language model when one is configured, else the grounded assistant. */
export function createChatResponder(env: ModelEnv, logger: Logger): ChatResponder {
  const settings = languageModelSettings(env);
  return settings ? createLlmResponder(createLanguageModel(settings), settings.model, logger) : retrievalResponder;
}

/**
 * Who answers one question: the language model when an AI answer was reserved for it from the plan's daily
 * allowance, else the grounded assistant (a plan without AI answers, the allowance used up, or no model set up).
 */
export function responderForQuestion(env: ModelEnv, logger: Logger, isAiAnswerReserved: boolean): ChatResponder {
  return isAiAnswerReserved ? createChatResponder(env, logger) : retrievalResponder;
}
