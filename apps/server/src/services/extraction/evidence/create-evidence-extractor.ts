/** Picks the evidence extractor from the environment: offline when no LLM provider is configured. */
import type { EvidenceExtractor } from './evidence-extractor';
import { DEFAULT_MODELS, LLM_PROVIDERS, type LlmProvider } from '../../../adapters/llm/language-model';
import { createLlmExtractor } from './llm-extractor';
import { createOfflineExtractor } from './offline-extractor';

export interface EvidenceExtractorEnv {
  LLM_PROVIDER?: string;
  LLM_API_KEY?: string;
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
}

export function createEvidenceExtractor(env: EvidenceExtractorEnv): EvidenceExtractor {
  const provider = env.LLM_PROVIDER?.trim();
  if (!provider) return createOfflineExtractor();
  if (!LLM_PROVIDERS.includes(provider as LlmProvider)) {
    throw new Error(`LLM_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')} (got "${provider}").`);
  }
  const p = provider as LlmProvider;
  const model = env.LLM_MODEL?.trim() || DEFAULT_MODELS[p];
  if (!model) throw new Error(`LLM_MODEL is required for the ${p} provider.`);
  const baseURL = env.LLM_BASE_URL?.trim() || undefined;
  if (p === 'openai-compatible' && !baseURL) throw new Error('LLM_BASE_URL is required for the openai-compatible provider.');
  return createLlmExtractor({ provider: p, apiKey: env.LLM_API_KEY?.trim() || undefined, baseURL, model });
}
