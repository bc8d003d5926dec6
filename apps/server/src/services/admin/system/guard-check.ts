/** Every check gives up after this long, so the screen answers within a few seconds even when a service hangs. */
export const CHECK_TIMEOUT_MS = 3_000;

/** Network probes stop a little earlier, so their own, more precise message wins over the generic timeout. */
export const PROBE_TIMEOUT_MS = 2_500;

class CheckTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`did not answer within ${(timeoutMs / 1000).toFixed(1).replace(/\.0$/, '')} s`);
    this.name = 'CheckTimeoutError';
  }
}

/** Milliseconds since `started` (a performance.now() reading), rounded. */
export const elapsedMs = (started: number) => Math.max(0, Math.round(performance.now() - started));

/** One line, short enough for a card: the first line of an error's message, cut at 300 characters. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n').find((part) => part.trim()) ?? 'failed without a message';
  return line.length > 300 ? `${line.slice(0, 297)}…` : line.trim();
}

/** Whether a fetch failed because its AbortSignal.timeout fired. */
export const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Runs a check and always resolves: with its result, or with `fail(detail, latencyMs)` when it throws or outlives
 * `timeoutMs`. A hung check cannot be cancelled (a database query, say), but nobody waits for it any longer.
 */
export async function guardCheck<T>(run: () => Promise<T>, fail: (detail: string, latencyMs: number) => T, timeoutMs = CHECK_TIMEOUT_MS): Promise<T> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (error) {
    return fail(describeFailure(error), elapsedMs(started));
  } finally {
    clearTimeout(timer);
  }
}

/** A fact read on the side of a check: null when it fails, rather than failing the check. */
export async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}
