import type { Env } from '../../lib/env';
import type { Logger } from '../../lib/logger';
import { DEFAULT_MODELS } from '../extraction/evidence/create-evidence-extractor';
import { createLanguageModel } from '../extraction/evidence/llm-extractor';
import { retrievalResponder, type ChatResponder } from './chat-responder';
import { createLlmResponder } from './llm-responder';

/** The responder the environment asks for: a language model when one is configured, else the offline assistant. */
export function createChatResponder(env: Pick<Env, 'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL'>, logger: Logger): ChatResponder {
  const provider = env.LLM_PROVIDER;
  if (!provider) return retrievalResponder;
  const model = env.LLM_MODEL?.trim() || DEFAULT_MODELS[provider];
  if (!model || (provider === 'openai-compatible' && !env.LLM_BASE_URL)) return retrievalResponder;
  return createLlmResponder(createLanguageModel({ provider, apiKey: env.LLM_API_KEY || undefined, baseURL: env.LLM_BASE_URL || undefined, model }), model, logger);
}
