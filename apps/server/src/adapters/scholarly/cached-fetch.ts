import type { Db } from '../../db/client';
import { readScholarlyCache, writeScholarlyCache } from '../../db/scholarly-cache';
import type { ScholarlyCacheRow } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import { isRetryableStatus, type ScholarlyService } from './types';

export interface CachedFetchOptions {
  db: Db;
  service: ScholarlyService;
  /** How long an answer is used without asking again. */
  ttlHours: number;
  /** False keeps every request off the network: answers come from the cache (fresh or stale) or not at all. */
  isNetworkEnabled: boolean;
  fetch?: typeof fetch;
  logger?: Logger;
  /** Told about each network failure (thrown, 429 or 5xx) and success, so a caller can stop asking a dead service. */
  onNetworkResult?: (isFailure: boolean) => void;
}

/** `service GET url` without the `mailto` parameter, which says who asks, not what. */
export function scholarlyCacheKey(service: ScholarlyService, method: string, url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('mailto');
  return `${service} ${method.toUpperCase()} ${parsed.toString()}`;
}

function fromCache(row: ScholarlyCacheRow): Response {
  const body = row.status === 404 || row.body === null ? '' : JSON.stringify(row.body);
  return new Response(body, { status: row.status, headers: { 'content-type': 'application/json', 'x-acclaim-cache': 'hit' } });
}

/**
 * A `fetch` for the scholarly clients that answers from the `scholarly_cache` table while an entry is
 * fresh, stores 2xx JSON answers and 404s, and falls back to a stale entry when the service cannot be
 * reached or answers 429/5xx. Only GET requests are cached (the clients send nothing else).
 */
export function createCachedFetch(options: CachedFetchOptions): typeof fetch {
  const doFetch = options.fetch ?? globalThis.fetch;
  const ttlMs = options.ttlHours * 3_600_000;

  async function remember(key: string, status: number, body: unknown) {
    try {
      await writeScholarlyCache(options.db, { key, service: options.service, status, body, expiresAt: new Date(Date.now() + ttlMs) });
    } catch (error) {
      // A cache that cannot be written must not fail the verification it serves.
      options.logger?.warn({ err: error, key }, 'scholarly cache write failed');
    }
  }

  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return doFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = scholarlyCacheKey(options.service, method, url);
    const cached = await readScholarlyCache(options.db, key);
    if (cached && cached.expiresAt.getTime() > Date.now()) return fromCache(cached);

    if (!options.isNetworkEnabled) {
      if (cached) return fromCache(cached);
      throw new TypeError(`No cached answer and the network is off for ${options.service} (GET ${key})`);
    }

    let response: Response;
    try {
      response = await doFetch(input, init);
    } catch (error) {
      options.onNetworkResult?.(true);
      if (cached) {
        options.logger?.info({ key }, 'scholarly service unreachable; using a stale cached answer');
        return fromCache(cached);
      }
      throw error;
    }
    if (isRetryableStatus(response.status)) {
      options.onNetworkResult?.(true);
      if (cached) {
        await response.body?.cancel();
        options.logger?.info({ key, status: response.status }, 'scholarly service failing; using a stale cached answer');
        return fromCache(cached);
      }
      return response;
    }
    options.onNetworkResult?.(false);

    const isOk = response.status >= 200 && response.status < 300;
    if (!isOk && response.status !== 404) return response;
    const text = await response.text();
    const headers = { 'content-type': response.headers.get('content-type') ?? 'application/json' };
    if (response.status === 404) {
      await remember(key, 404, null);
      return new Response(text, { status: 404, headers });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, { status: response.status, headers }); // not JSON: the client reports it; nothing to keep
    }
    await remember(key, response.status, body);
    return new Response(text, { status: response.status, headers });
  };
}
