import type { TLlmCheck } from '@acclaim/contracts';
import type { AppDeps } from '../../../lib/context';
import { DEFAULT_MODELS } from '../../../adapters/llm/language-model';
import { guardCheck } from './guard-check';
import { probeHttp } from './http-probe';

// The SDKs' own default base URLs (@ai-sdk/openai, @ai-sdk/anthropic), which LLM_BASE_URL replaces.
const DEFAULT_BASE_URLS = { openai: 'https://api.openai.com/v1', anthropic: 'https://api.anthropic.com/v1' } as const;

/** The base URL without credentials, query or trailing slash, safe to show. */
function displayed(base: string): string {
  const url = new URL(base);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function headersFor(provider: 'openai' | 'anthropic' | 'openai-compatible', apiKey: string | undefined): Record<string, string> {
  if (provider === 'anthropic') return { accept: 'application/json', 'anthropic-version': '2023-06-01', ...(apiKey ? { 'x-api-key': apiKey } : {}) };
  return { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
}

const modelCount = (body: unknown) => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length : null;
};

/**
 * Which language model is configured. None is the healthy default: the offline extractor, composer and retrieval
 * assistant do the work. A configured provider is asked for its models list (free, unlike a completion).
 */
export async function checkLlm(env: AppDeps['env'], options: { fetch?: typeof fetch } = {}): Promise<TLlmCheck> {
  const provider = env.LLM_PROVIDER;
  if (!provider) {
    return {
      status: 'ok',
      detail: 'Offline composer: extraction, letters and chat run without a language model (no LLM_PROVIDER set)',
      latencyMs: 0,
      provider: 'offline',
      model: null,
      endpoint: null,
    };
  }
  const model = env.LLM_MODEL?.trim() || DEFAULT_MODELS[provider] || null;
  const base = env.LLM_BASE_URL?.trim() || (provider === 'openai-compatible' ? null : DEFAULT_BASE_URLS[provider]);
  if (!base) {
    return { status: 'down', detail: 'LLM_BASE_URL is required for the openai-compatible provider', latencyMs: 0, provider, model, endpoint: null };
  }
  const endpoint = displayed(base);
  const facts = { provider, model, endpoint };
  return guardCheck<TLlmCheck>(
    async () => {
      const answer = await probeHttp(`${base.replace(/\/+$/, '')}/models`, headersFor(provider, env.LLM_API_KEY?.trim() || undefined), options);
      const where = `${endpoint}/models`;
      if (answer.status === null) return { status: 'down' as const, detail: `${where} ${answer.failure}`, latencyMs: answer.latencyMs, ...facts };
      if (answer.status >= 200 && answer.status < 300) {
        const listed = modelCount(answer.body);
        const models = listed === null ? 'answered' : `listed ${listed} model${listed === 1 ? '' : 's'}`;
        return { status: 'ok' as const, detail: `${provider} reachable: ${where} ${models} in ${answer.latencyMs} ms`, latencyMs: answer.latencyMs, ...facts };
      }
      if (answer.status === 401 || answer.status === 403) {
        return {
          status: 'down' as const,
          detail: `${provider} refused the API key (HTTP ${answer.status} from ${where})`,
          latencyMs: answer.latencyMs,
          ...facts,
        };
      }
      return { status: 'degraded' as const, detail: `${provider} answered HTTP ${answer.status} from ${where}`, latencyMs: answer.latencyMs, ...facts };
    },
    (failure, latencyMs) => ({ status: 'down', detail: `${endpoint}: ${failure}`, latencyMs, ...facts }),
  );
}
