import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RenderArgs, RenderRequest, RenderResult, RenderTask } from './render-tasks';

/**
 * Set by the server's build (scripts/build.mjs) to the bundled render thread beside main.js. Run from the
 * TypeScript sources (tests, `npm run dev`), it is undefined and the thread loads render-thread.ts through tsx.
 */
declare const ACCLAIM_RENDER_THREAD_FILE: string | undefined;

/** Threads close after this long without work, so an idle server holds no rendering memory. */
const IDLE_TIMEOUT_MS = 60_000;

let pool: Piscina | null = null;

function threadOptions(): { filename: string; execArgv: string[] } {
  if (typeof ACCLAIM_RENDER_THREAD_FILE === 'string') return { filename: pathToFileURL(ACCLAIM_RENDER_THREAD_FILE).href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./render-thread.ts', import.meta.url).href, execArgv: ['--import', tsx] };
}

/**
 * The pool, started at the first render: one thread fewer than the machine's cores (at least one), so the server's
 * own thread keeps a core for requests while a render runs. Renders beyond that wait their turn in the pool's queue.
 */
function renderPool(): Piscina {
  pool ??= new Piscina({ ...threadOptions(), minThreads: 0, maxThreads: Math.max(1, availableParallelism() - 1), idleTimeout: IDLE_TIMEOUT_MS });
  return pool;
}

/**
 * Bytes come back from a thread as a Uint8Array; callers and the HTTP layer expect a Buffer over the same memory.
 * A result is the bytes themselves or an object holding them beside other facts ({ bytes, pageCount }, { pdf, zip }).
 */
function asBuffer(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field instanceof Uint8Array ? asBuffer(field) : field]));
  }
  return value;
}

/**
 * Runs a render in a render thread and resolves with its result; the server's event loop is free meanwhile.
 * `transferList` moves what cannot be copied to the thread, such as a message port passed in the arguments.
 */
export async function renderOffThread<T extends RenderTask>(task: T, args: RenderArgs<T>, transferList?: TransferListItem[]): Promise<RenderResult<T>> {
  const request: RenderRequest<T> = { task, args };
  return asBuffer(await renderPool().run(request, transferList ? { transferList } : {})) as RenderResult<T>;
}

/** How many render threads are running now (0 before the first render and after they go idle). */
export const renderThreadCount = (): number => pool?.threads.length ?? 0;

/** Stops the render threads, letting renders already running finish; for shutdown and the end of a test run. */
export async function closeRenderThreads(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
