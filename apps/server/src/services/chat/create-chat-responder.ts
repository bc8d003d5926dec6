import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { createLanguageModel, languageModelSettings } from '../../adapters/llm/language-model';
import { retrievalResponder, type ChatResponder } from './chat-responder';
import { createLlmResponder } from './llm-responder';

/** The responder the environment asks for: a language model when one is configured, else the offline assistant. */
export function createChatResponder(env: Pick<Env, 'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL'>, logger: Logger): ChatResponder {
  const settings = languageModelSettings(env);
  return settings ? createLlmResponder(createLanguageModel(settings), settings.model, logger) : retrievalResponder;
}
