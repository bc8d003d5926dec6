/**
 * Shared by the scripts in this folder: build the web app, run the real server on a free port with an
 * empty data folder, and tidy everything up however the script ends (normal exit, error or Ctrl-C).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../apps/server/src/test/free-port';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * For chromium.launch(): Playwright's own signal handlers would exit the process (code 130) before our
 * cleanup stops the server, so the browser is closed by our cleanup instead.
 */
export const PLAYWRIGHT_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
};

export function requireChromium() {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
}

// ---- cleanup -------------------------------------------------------------------------------------------

type Cleanup = () => void | Promise<void>;
const cleanups: Cleanup[] = [];
let cleaningUp: Promise<void> | undefined;

/** Registers work to undo when the script ends; runs last-registered first. */
export function onCleanup(task: Cleanup) {
  cleanups.push(task);
}

/** True once the script has begun to shut down (after a signal, or at the end). */
export const isStopping = () => cleaningUp !== undefined;

export function runCleanups(): Promise<void> {
  cleaningUp ??= (async () => {
    while (cleanups.length) {
      const task = cleanups.pop()!;
      try {
        await task();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** A temporary folder removed at the end of the script. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs main, always cleans up, and sets the exit code (1 on an exception, or what main returns). */
export function runScript(main: () => Promise<number | void>) {
  main()
    .then(async (code) => {
      await runCleanups();
      process.exit(code ?? 0);
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      await runCleanups();
      process.exit(1);
    });
}

/**
 * A new empty database on the PostgreSQL server of `serverUrl` (any database of it), for one run of a script;
 * it is dropped at cleanup. Returns its URL and what to call it in a report (the password left out).
 */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; label: string }> {
  const name = `acclaim_script_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query<Record<string, string>>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  onCleanup(() => run(`drop database if exists ${name} with (force)`).then(() => undefined));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const [version] = await run('show server_version');
  return { url: url.toString(), label: `PostgreSQL ${version?.server_version} at ${url.host} (fresh database ${name}, dropped after)` };
}

// ---- build and server ----------------------------------------------------------------------------------

export function buildWeb() {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`node scripts/build.mjs web failed (exit ${result.status})`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** Everything the server printed so far (LOG_LEVEL=warn: warnings and errors). */
  log: () => string;
}

export interface StartOptions {
  /** Node flags before the entry point, e.g. ['--cpu-prof'] (Node refuses those in NODE_OPTIONS). */
  nodeArgs?: string[];
  /** How often /api/health is asked while the server starts (default 250 ms; less for timing the start). */
  pollMs?: number;
  /** What node runs after nodeArgs: the TypeScript sources through tsx unless told, e.g. ['scripts/start.mjs'] as `npm start` does. */
  command?: string[];
}

/**
 * Starts apps/server on a free port with a fresh temporary DATA_DIR and waits for /api/health.
 * The server and its data folder go away at cleanup (or earlier through stop()).
 */
export async function startServer(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = tempDir('acclaim-script-data-');
  let output = '';
  const command = options.command ?? ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...command], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The scripts measure the production build on loopback, without Stripe or a mail server: production mode
      // refuses that unless told, so they say so (and the server logs a warning for each).
      ...(extraEnv.NODE_ENV === 'production' ? { ALLOW_TEST_PAYMENTS: 'true', ALLOW_OUTBOX_MAIL: 'true', ALLOW_INSECURE_HTTP: 'true' } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(stop);

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  throw new Error(`the server did not become healthy within 120 s:\n${output}`);
}
