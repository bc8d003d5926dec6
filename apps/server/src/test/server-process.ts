/**
 * The real server (`apps/server/src/main.ts`) as a child process, for tests that must crash it, restart it on the
 * same data, or watch it exit: what `app.request()` in-process can never show.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readAnswer, type ApiAnswer } from './read-answer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a PostgreSQL server answers at `url`: tests that need one of their own skip themselves when none does. */
export async function canReach(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown handler runs, as in a power cut or an OOM kill. */
  crash(): Promise<void>;
  /** SIGTERM, then SIGKILL if the graceful shutdown hangs. */
  stop(): Promise<void>;
}

/**
 * Spawns `node --import tsx apps/server/src/main.ts` (or the job worker, worker.ts) with the given environment on
 * top of a quiet test default.
 */
export function spawnServer(env: Record<string, string>, entry: 'main' | 'worker' = 'main'): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}.ts`], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'warn',
      // Every sign-up of a test comes from 127.0.0.1.
      RATE_LIMIT_SIGNUP: '1000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  return {
    child,
    output: () => output,
    exited,
    async crash() {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!isRunning()) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface RunningServer extends ServerProcess {
  url: string;
  /** Calls the API as the web app does (same origin); JSON in and out, or a multipart form. */
  call(method: string, path: string, options?: { token?: string; body?: unknown; form?: FormData }): Promise<ApiAnswer>;
}

/**
 * Starts the server on `port` and waits for /api/health. Fails with the server's own output if it exits or does
 * not answer in time (a cold start compiles with tsx and opens PGlite: seconds on a busy machine).
 */
export async function startServer(options: { port: number; env: Record<string, string>; timeoutMs?: number }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const server = spawnServer({ PORT: String(options.port), APP_URL: url, ...options.env });
  const call = (method: string, route: string, callOptions: { token?: string; body?: unknown; form?: FormData } = {}) =>
    callApi(url, method, route, callOptions).catch((error: unknown) => {
      const state = server.child.exitCode ?? server.child.signalCode ?? 'still running';
      throw new Error(`${method} ${route} got no answer (server: ${state}); its output ends with:\n${server.output().slice(-4000)}`, { cause: error });
    });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { ...server, url, call };
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  await server.crash();
  throw new Error(`the server did not become healthy in time:\n${server.output()}`);
}

export async function callApi(
  url: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { origin: url };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'] = options.form;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return readAnswer(await fetch(`${url}${route}`, { method, headers, body }));
}

/** Polls `read` until `isDone` holds for its value; throws with the last value after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  options: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (isDone(last)) return last;
    await pause(options.everyMs ?? 100);
  }
  throw new Error(`gave up waiting for ${options.what ?? 'the condition'}; last value: ${JSON.stringify(last)?.slice(0, 2000)}`);
}
