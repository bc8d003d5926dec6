import { describeFailure, elapsedMs, isTimeout, PROBE_TIMEOUT_MS } from './guard-check';

export interface HttpProbe {
  /** HTTP status, or null when nothing answered. */
  status: number | null;
  latencyMs: number;
  /** Why nothing answered, when nothing did. */
  failure: string | null;
  body: unknown;
}

/**
 * One GET with a short timeout; the body is read as JSON when it is JSON. Never throws: a service that does not
 * answer is a finding, not an error.
 */
export async function probeHttp(url: string, headers: Record<string, string>, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<HttpProbe> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const started = performance.now();
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: only the status matters then.
    }
    return { status: response.status, latencyMs: elapsedMs(started), failure: null, body };
  } catch (error) {
    const failure = isTimeout(error) ? `did not answer within ${timeoutMs / 1000} s` : `could not be reached (${describeCause(error)})`;
    return { status: null, latencyMs: elapsedMs(started), failure, body: null };
  }
}

/** fetch wraps the network error ("fetch failed"); its cause says what happened (ECONNREFUSED, ENOTFOUND…). */
function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code ?? describeFailure(cause ?? error);
}
