import type { z } from 'zod';
import { isRetryableStatus, ScholarlyServiceError, type ScholarlyClientOptions, type ScholarlyService } from './types';

const SERVICE_NAMES: Record<ScholarlyService, string> = {
  crossref: 'Crossref',
  openalex: 'OpenAlex',
  orcid: 'ORCID',
  semanticscholar: 'Semantic Scholar',
};

const MAX_RETRY_AFTER_MS = 60_000;

export interface JsonGetter {
  /**
   * GETs `path` (relative to the base URL) and parses the JSON body with `schema`.
   * Returns null on 404 when `notFoundAsNull` is set; retries 429, 5xx, timeouts and network errors.
   */
  getJson<T>(path: string, query: Record<string, string | number | undefined>, schema: z.ZodType<T>, options?: { notFoundAsNull?: boolean }): Promise<T | null>;
}

export function createJsonGetter(
  service: ScholarlyService,
  options: ScholarlyClientOptions & { defaultBaseUrl: string; sendMailto: boolean; headers?: Record<string, string> },
): JsonGetter {
  const baseUrl = (options.baseUrl ?? options.defaultBaseUrl).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const label = SERVICE_NAMES[service];
  const headers = {
    accept: 'application/json',
    'user-agent': `Acclaim (mailto:${options.mailto})`,
    ...options.headers,
  };

  async function attempt(url: string): Promise<{ status: number; text: string; retryAfterMs: number | null }> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, { method: 'GET', headers, signal, redirect: 'follow' });
      // The body is read under the same timeout.
      const text = await response.text();
      return { status: response.status, text, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
    } catch (error) {
      const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
      throw new ScholarlyServiceError({
        service,
        kind: timedOut ? 'timeout' : 'network',
        message: timedOut ? `${label} did not answer within ${timeoutMs} ms (GET ${url})` : `${label} could not be reached (GET ${url})`,
        cause: error,
      });
    }
  }

  /** Attempts until an answer that is not 429/5xx, or throws the last failure once the retries are spent. */
  async function attemptWithRetries(href: string): Promise<Awaited<ReturnType<typeof attempt>>> {
    for (let attemptIndex = 0; ; attemptIndex++) {
      let failure: ScholarlyServiceError;
      let retryAfterMs: number | null = null;
      try {
        const result = await attempt(href);
        if (!isRetryableStatus(result.status)) return result;
        retryAfterMs = result.retryAfterMs;
        failure = new ScholarlyServiceError({ service, kind: 'http', status: result.status, message: `${label} answered HTTP ${result.status} (GET ${href})` });
      } catch (error) {
        if (!(error instanceof ScholarlyServiceError)) throw error;
        failure = error;
      }
      if (attemptIndex >= retries) throw failure;
      await sleep(backoff(retryDelayMs, attemptIndex, retryAfterMs));
    }
  }

  return {
    async getJson(path, query, schema, { notFoundAsNull = false } = {}) {
      const href = requestUrl(baseUrl, path, query, options.sendMailto ? options.mailto : null);
      const result = await attemptWithRetries(href);
      if (result.status === 404 && notFoundAsNull) return null;
      return parseAnswer({ service, label, href }, result, schema);
    },
  };
}

function requestUrl(baseUrl: string, path: string, query: Record<string, string | number | undefined>, mailto: string | null): string {
  const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (mailto !== null) url.searchParams.set('mailto', mailto);
  return url.toString();
}

/** A 2xx answer's JSON body in the schema's shape; any other answer, or another shape, is the service's failure. */
function parseAnswer<T>(
  { service, label, href }: { service: ScholarlyService; label: string; href: string },
  result: { status: number; text: string },
  schema: z.ZodType<T>,
): T {
  if (result.status < 200 || result.status >= 300) {
    throw new ScholarlyServiceError({
      service,
      kind: 'http',
      status: result.status,
      message: `${label} answered HTTP ${result.status} (GET ${href}): ${result.text.slice(0, 200)}`,
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(result.text);
  } catch (error) {
    throw new ScholarlyServiceError({
      service,
      kind: 'invalid-response',
      status: result.status,
      message: `${label} answered with a body that is not JSON (GET ${href})`,
      cause: error,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ScholarlyServiceError({
      service,
      kind: 'invalid-response',
      status: result.status,
      message: `${label} answered in an unexpected shape (GET ${href}): ${parsed.error.message.slice(0, 500)}`,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function backoff(baseMs: number, attemptIndex: number, retryAfterMs: number | null): number {
  if (baseMs <= 0) return 0;
  const exponential = baseMs * 2 ** attemptIndex;
  return Math.min(Math.max(exponential, retryAfterMs ?? 0), MAX_RETRY_AFTER_MS);
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
