import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Env } from '../../lib/env';

/**
 * The language-model adapter: one place that turns the LLM_* settings into a model for the AI SDK. Extraction,
 * the assessment's rewording, the letter drafter and the chat all take their model from here; without
 * LLM_PROVIDER each of them runs its offline path instead.
 */

export type LlmProvider = 'openai' | 'anthropic' | 'openai-compatible';

export const LLM_PROVIDERS: readonly LlmProvider[] = ['openai', 'anthropic', 'openai-compatible'];

/** Models used when LLM_MODEL is unset. An openai-compatible server has no default: its models are its own. */
export const DEFAULT_MODELS: Partial<Record<LlmProvider, string>> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
};

export interface LanguageModelSettings {
  provider: LlmProvider;
  apiKey?: string;
  /** Required for openai-compatible servers (Ollama, vLLM, llama.cpp …); optional proxy URL otherwise. */
  baseURL?: string;
  model: string;
  /** For tests and proxies. */
  fetch?: typeof globalThis.fetch;
}

export function createLanguageModel(settings: LanguageModelSettings): LanguageModel {
  const { provider, apiKey, baseURL, model } = settings;
  switch (provider) {
    case 'openai':
      // .chat(): /v1/chat/completions (the default provider call would use /v1/responses).
      return createOpenAI({ apiKey, baseURL, fetch: settings.fetch }).chat(model);
    case 'openai-compatible':
      if (!baseURL) throw new Error('LLM_BASE_URL is required for the openai-compatible provider.');
      return createOpenAI({ apiKey: apiKey ?? 'not-needed', baseURL, name: 'openai-compatible', fetch: settings.fetch }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch: settings.fetch })(model);
    default: {
      const unknown: never = provider;
      throw new Error(`Unknown LLM provider: ${String(unknown)}`);
    }
  }
}

/**
 * The settings the environment gives, or null when no usable model is configured: no provider, no model for it,
 * or an openai-compatible server without its URL. The callers then keep their offline path.
 */
export function languageModelSettings(env: Pick<Env, 'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL'>): LanguageModelSettings | null {
  const provider = env.LLM_PROVIDER;
  if (!provider) return null;
  const model = env.LLM_MODEL?.trim() || DEFAULT_MODELS[provider];
  if (!model) return null;
  if (provider === 'openai-compatible' && !env.LLM_BASE_URL) return null;
  return { provider, apiKey: env.LLM_API_KEY || undefined, baseURL: env.LLM_BASE_URL || undefined, model };
}
