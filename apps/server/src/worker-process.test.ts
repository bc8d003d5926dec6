/**
 * `npm run worker` as a real process beside a server that runs no jobs itself (JOB_WORKERS_IN_SERVER=false):
 * the server queues, the worker works, through PostgreSQL.
 */
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { canReach, makeTempDir, spawnServer, startServer, waitFor, type RunningServer, type ServerProcess } from './test/server-process';
import { freePort } from './test/free-port';
import { signUpOverHttp } from './test/sign-up-over-http';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function exitOf(process: ServerProcess) {
  const timer = setTimeout(() => void process.crash(), 60_000);
  const exit = await process.exited;
  clearTimeout(timer);
  return exit;
}

const hasPostgres = await canReach(POSTGRES_URL);

// The file drives processes and databases of its own, so the PostgreSQL run of the suite need not repeat it.
describe.skipIf(process.env.TEST_DB === 'postgres')('job worker process', () => {
  it('refuses to start without PostgreSQL, and so does a server told to leave its jobs to workers', async () => {
    const dataDir = makeTempDir('acclaim-worker-');
    try {
      const worker = spawnServer({ DATA_DIR: dataDir }, 'worker');
      expect((await exitOf(worker)).code, worker.output()).toBe(1);
      expect(worker.output()).toContain('Acclaim worker could not start: it needs DATABASE_URL (PostgreSQL).');

      const server = spawnServer({ DATA_DIR: dataDir, JOB_WORKERS_IN_SERVER: 'false' });
      expect((await exitOf(server)).code, server.output()).toBe(1);
      expect(server.output()).toContain('JOB_WORKERS_IN_SERVER: false needs DATABASE_URL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!hasPostgres)(
    'works the jobs that a server without workers queues',
    async () => {
      const name = `acclaim_worker_${Math.random().toString(16).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      // One folder for uploads on one machine; workers on other machines would share an S3 bucket instead.
      const env = { DATABASE_URL: url.toString(), DATA_DIR: makeTempDir('acclaim-worker-') };
      let server: RunningServer | undefined;
      let worker: ServerProcess | undefined;
      try {
        server = await startServer({ port: await freePort(), env: { ...env, JOB_WORKERS_IN_SERVER: 'false' } });
        const signUp = await signUpOverHttp(server.url, { name: 'Wen Worker', email: 'wen@example.com', password: 'pw-worker-long-enough' });
        const token = signUp.tokens.accessToken;
        const caseId = (await server.call('GET', '/api/cases/active', { token })).json.case.id as string;
        const form = new FormData();
        form.append('file', new File(['Reviewer for the Journal of Materials Research, 2023: 12 manuscripts.'], 'reviews.txt', { type: 'text/plain' }));
        form.append('category', 'judging');
        const uploaded = await server.call('POST', `/api/cases/${caseId}/documents`, { token, form });
        expect(uploaded.status, uploaded.text).toBe(201);
        const documentId = uploaded.json.document.id as string;

        // A server that works its own jobs extracts this in well under a second; this one only queued it.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect((await server.call('GET', `/api/documents/${documentId}`, { token })).json.document.status).toBe('uploaded');

        worker = spawnServer(env, 'worker');
        const done = await waitFor(
          () => server!.call('GET', `/api/documents/${documentId}`, { token }),
          (res) => ['extracted', 'failed'].includes(res.json?.document?.status),
          { timeoutMs: 120_000, everyMs: 250, what: `extraction by the worker; its output:\n${worker.output()}` },
        );
        expect(done.json.document.status, worker.output()).toBe('extracted');
        const evidence = await server.call('GET', `/api/cases/${caseId}/evidence?documentId=${documentId}`, { token });
        expect(evidence.json.evidence.length).toBeGreaterThan(0);

        // Stopped once fully started (every queue registered): it finishes what it holds and exits cleanly.
        await waitFor(
          async () => worker!.output(),
          (output) => output.includes('Acclaim worker is running'),
          { timeoutMs: 60_000, what: 'the worker to be ready' },
        );
        await worker.stop();
        expect(await worker.exited).toEqual({ code: 0, signal: null });
      } finally {
        await worker?.crash();
        await server?.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
