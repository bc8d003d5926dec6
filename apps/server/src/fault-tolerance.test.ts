/**
 * The real server as a child process, crashed and restarted: a job cut off by SIGKILL finishes after the restart,
 * once, with nothing lost or doubled; a database that is away gives a clear answer and the server recovers.
 *
 * To crash a job in the middle of its work every time (not only when the timing happens to allow it), the job is
 * kept waiting on a real outside service that stops answering: a language model for extraction and letters, the
 * S3 bucket for the package. The restart comes back without them, so each job finishes offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite } from './db/client';
import { caseProcessing, documents, filingPackages, letters, letterVersions } from './db/schema/index';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/error-handler';
import { startS3Server } from './test/s3-server';
import { signUpOverHttp } from './test/sign-up-over-http';
import { canReach, makeTempDir, spawnServer, startServer, waitFor, type RunningServer } from './test/server-process';
import { freePort } from './test/free-port';
import { realDocumentBytes } from './test/real-documents';
import { startSilentModel } from './test/silent-model';
import { startTcpProxy } from './test/tcp-proxy';

const CV = 'cv/anderson-brian_cv.pdf';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NO_MODEL = { LLM_PROVIDER: '', LLM_BASE_URL: '', LLM_MODEL: '' };
const JOB_WAIT = { timeoutMs: 120_000, everyMs: 250 };

const hasPostgres = await canReach(POSTGRES_URL);

interface Person {
  token: string;
  caseId: string;
}

async function signUp(server: RunningServer, name: string): Promise<Person> {
  const email = `fault-${Math.random().toString(16).slice(2)}@example.com`;
  const token = (await signUpOverHttp(server.url, { name, email, password: 'pw-fault-long-enough' })).tokens.accessToken;
  const active = await server.call('GET', '/api/cases/active', { token });
  return { token, caseId: active.json.case.id as string };
}

/** The Complete plan through the test-mode checkout with the paying card, as the browser does. */
async function subscribeComplete(server: RunningServer, { token }: Person) {
  const checkout = await server.call('POST', '/api/billing/checkout', { token, body: { planId: 'COMPLETE' } });
  expect(checkout.status, checkout.text).toBe(200);
  const id = new URL(checkout.json.url as string).pathname.split('/').pop()!;
  const paid = await server.call('POST', `/api/billing/test-checkout/${id}/pay`, { token, body: { card: 'success' } });
  expect(paid.status, paid.text).toBe(200);
}

async function uploadCv(server: RunningServer, { token, caseId }: Person): Promise<string> {
  const form = new FormData();
  form.append('file', new File([realDocumentBytes(CV)], path.basename(CV), { type: 'application/pdf' }));
  form.append('category', 'cv');
  const res = await server.call('POST', `/api/cases/${caseId}/documents`, { token, form });
  expect(res.status, res.text).toBe(201);
  return res.json.document.id as string;
}

const waitForDocument = (server: RunningServer, { token }: Person, id: string) =>
  waitFor(
    () => server.call('GET', `/api/documents/${id}`, { token }),
    (res) => ['extracted', 'failed'].includes(res.json?.document?.status),
    { ...JOB_WAIT, what: 'extraction' },
  );

/** "type|title" of every evidence item a document gave, sorted: equal lists mean nothing lost and nothing doubled. */
async function evidenceOf(server: RunningServer, { token, caseId }: Person, documentId: string): Promise<string[]> {
  const res = await server.call('GET', `/api/cases/${caseId}/evidence?documentId=${documentId}`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.json.evidence as { type: string; title: string }[]).map((item) => `${item.type}|${item.title}`).sort();
}

async function processing(server: RunningServer, { token, caseId }: Person, type: string) {
  const res = await server.call('GET', `/api/cases/${caseId}/processing?type=${type}`, { token });
  return res.json.processing[0] as { isActive: boolean; currentStep: string };
}

// The file drives servers and databases of its own, so the PostgreSQL run of the suite need not repeat it.
describe.skipIf(process.env.TEST_DB === 'postgres')('fault tolerance', () => {
  describe('a server killed during a job', () => {
    let dataDir: string;
    let port: number;
    let server: RunningServer;
    let model: Awaited<ReturnType<typeof startSilentModel>>;
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    let bucketLink: Awaited<ReturnType<typeof startTcpProxy>>;
    let person: Person;
    let documentId: string;
    let letterId: string;

    beforeAll(async () => {
      dataDir = makeTempDir('acclaim-fault-data-');
      [port, model, s3] = await Promise.all([freePort(), startSilentModel(), startS3Server()]);
      bucketLink = await startTcpProxy({ host: '127.0.0.1', port: s3.port });
    });
    afterAll(async () => {
      await server?.crash();
      await Promise.all([model?.close(), bucketLink?.close()]);
      await s3?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** The server on the same data folder and bucket every time; `withModel` points it at the silent model. */
    async function startOnSameData(options: { withModel: boolean }) {
      server = await startServer({
        port,
        env: { DATA_DIR: dataDir, ...s3.envFor(`http://127.0.0.1:${bucketLink.port}`), ...(options.withModel ? model.env : NO_MODEL) },
      });
      return server;
    }

    it('finishes an extraction cut off by SIGKILL after the restart, with one set of evidence', async () => {
      await startOnSameData({ withModel: true });
      person = await signUp(server, 'Brian Anderson');
      await subscribeComplete(server, person);
      const typed = await server.call('PATCH', `/api/cases/${person.caseId}`, {
        token: person.token,
        body: { petitionType: 'EB1A', fieldOfEndeavor: 'Computer science' },
      });
      expect(typed.status, typed.text).toBe(200);

      const asked = model.requests;
      documentId = await uploadCv(server, person);
      await model.requestAfter(asked); // the text is read and the model asked for evidence: mid-job
      expect((await server.call('GET', `/api/documents/${documentId}`, { token: person.token })).json.document.status).toBe('extracting');
      await server.crash();

      await startOnSameData({ withModel: false });
      const done = await waitForDocument(server, person, documentId);
      expect(done.json.document).toMatchObject({ status: 'extracted', failureReason: null, pageCount: 11 });
      expect(await processing(server, person, 'extraction')).toMatchObject({ isActive: false, currentStep: expect.stringMatching(/^Done: \d+ items found/) });

      // The same CV extracted without interruption, in another account, is the yardstick.
      const other = await signUp(server, 'Reference Reader');
      const reference = await waitForDocument(server, other, await uploadCv(server, other));
      expect(reference.json.document.status).toBe('extracted');
      const ours = await evidenceOf(server, person, documentId);
      expect(ours.length).toBeGreaterThan(10);
      expect(new Set(ours).size).toBe(ours.length);
      expect(ours).toEqual(await evidenceOf(server, other, reference.json.document.id as string));
    }, 300_000);

    it('finishes a letter cut off by SIGKILL after the restart: one letter, one version, one use of the allowance', async () => {
      const { token, caseId } = person;
      const suggested = (await server.call('GET', `/api/cases/${caseId}/evidence?documentId=${documentId}`, { token })).json.evidence as {
        id: string;
        type: string;
      }[];
      const firstOfEachType = [...new Map(suggested.map((item) => [item.type, item])).values()].slice(0, 5);
      for (const item of firstOfEachType) {
        const accepted = await server.call('PATCH', `/api/evidence/${item.id}`, { token, body: { status: 'accepted' } });
        expect(accepted.status, accepted.text).toBe(200);
      }
      await server.stop();
      await startOnSameData({ withModel: true });

      const asked = model.requests;
      const started = await server.call('POST', `/api/cases/${caseId}/letters`, { token, body: {} });
      expect(started.status, started.text).toBe(202);
      letterId = started.json.letter.id as string;
      await model.requestAfter(asked); // a section is being drafted
      expect((await server.call('GET', `/api/letters/${letterId}`, { token })).json.letter.status).toBe('running');
      await server.crash();

      await startOnSameData({ withModel: false });
      const done = await waitFor(
        () => server.call('GET', `/api/letters/${letterId}`, { token }),
        (res) => ['completed', 'failed'].includes(res.json?.letter?.status),
        { ...JOB_WAIT, what: 'the letter' },
      );
      expect(done.json.letter).toMatchObject({ status: 'completed', version: 1, error: null, generator: 'composer' });
      expect(done.json.letter.wordCount).toBeGreaterThan(100);
      expect((await server.call('GET', `/api/letters/${letterId}/versions`, { token })).json.versions).toHaveLength(1);
      const list = await server.call('GET', `/api/cases/${caseId}/letters`, { token });
      expect(list.json.letters).toHaveLength(1);
      expect(list.json.allowance.used).toBe(1);
      expect(await processing(server, person, 'letter')).toMatchObject({ isActive: false, currentStep: expect.stringMatching(/^Done: \d+ sections written/) });
    }, 300_000);

    it('finishes a filing package cut off by SIGKILL after the restart, and it downloads', async () => {
      const { token, caseId } = person;
      bucketLink.stall(); // the job will wait on the first document it reads
      const started = await server.call('POST', `/api/cases/${caseId}/filing/package`, { token, body: {} });
      expect(started.status, started.text).toBe(202);
      const packageId = started.json.package.id as string;
      await waitFor(
        () => server.call('GET', `/api/cases/${caseId}/filing/package`, { token }),
        (res) => res.json.package?.status === 'running',
        { ...JOB_WAIT, what: 'the package to start' },
      );
      await server.crash();
      bucketLink.restore();

      await startOnSameData({ withModel: false });
      const done = await waitFor(
        () => server.call('GET', `/api/cases/${caseId}/filing/package`, { token }),
        (res) => ['completed', 'failed'].includes(res.json?.package?.status),
        { ...JOB_WAIT, what: 'the package' },
      );
      expect(done.json.package).toMatchObject({ id: packageId, status: 'completed', error: null });
      expect(done.json.package.totalPages).toBeGreaterThan(11);
      const pdf = await server.call('GET', `/api/cases/${caseId}/filing/package/${packageId}/download?format=pdf`, { token });
      expect(pdf.status).toBe(200);
      expect(pdf.text.startsWith('%PDF-')).toBe(true);
      expect(await processing(server, person, 'package')).toMatchObject({ isActive: false, currentStep: expect.stringMatching(/^Done: \d+ pages/) });
    }, 300_000);

    it('leaves each interrupted job retried exactly once and nothing queued, running or half-written', async () => {
      await server.stop();
      const database = wrapPglite(await PGlite.create(path.join(dataDir, 'db')));
      try {
        const { rows: jobs } = await database.execute(
          `select name, state, retry_count as "retryCount" from pgboss.job
           where name in ('extract-document', 'draft-letter', 'assemble-package') and (data->>'documentId' = $1 or data->>'letterId' = $2 or data ? 'packageId')
           order by name`,
          [documentId, letterId],
        );
        expect(jobs).toEqual([
          { name: 'assemble-package', state: 'completed', retryCount: 1 },
          { name: 'draft-letter', state: 'completed', retryCount: 1 },
          { name: 'extract-document', state: 'completed', retryCount: 1 },
        ]);
        const { rows: pending } = await database.execute(
          `select name, state from pgboss.job where state in ('created', 'retry', 'active') and name in ('extract-document', 'draft-letter', 'assemble-package')`,
        );
        expect(pending).toEqual([]);

        const { db } = database;
        expect(await db.select({ status: documents.status }).from(documents).where(eq(documents.caseId, person.caseId))).toEqual([{ status: 'extracted' }]);
        expect(await db.select({ status: letters.status }).from(letters).where(eq(letters.caseId, person.caseId))).toEqual([{ status: 'completed' }]);
        expect(await db.$count(letterVersions, eq(letterVersions.letterId, letterId))).toBe(1);
        expect(await db.select({ status: filingPackages.status }).from(filingPackages).where(eq(filingPackages.caseId, person.caseId))).toEqual([
          { status: 'completed' },
        ]);
        expect(await db.$count(caseProcessing, eq(caseProcessing.isActive, true))).toBe(0);
      } finally {
        await database.close();
      }
    }, 120_000);
  });

  describe('a database that is not there', () => {
    it('refuses to start with one clear line naming the database, without its password or a stack trace', async () => {
      const dataDir = makeTempDir('acclaim-fault-unused-');
      const server = spawnServer({ DATABASE_URL: 'postgres://acclaim:s3cret-word@127.0.0.1:1/acclaim', DATA_DIR: dataDir });
      // A start that hangs on an unreachable database would never exit: give it a minute, then fail the test.
      let timer: NodeJS.Timeout | undefined;
      const exit = await Promise.race([server.exited, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 60_000)))]);
      clearTimeout(timer);
      await server.crash();
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(exit, `still running after a minute:\n${server.output()}`).not.toBeNull();
      const code = exit!.code;
      const output = server.output();
      expect(code, output).toBe(1);
      expect(output).toContain(
        'Acclaim could not start: cannot open the database at postgres://acclaim@127.0.0.1:1/acclaim (connect ECONNREFUSED 127.0.0.1:1). Check DATABASE_URL',
      );
      expect(output).not.toContain('s3cret-word');
      expect(output).not.toMatch(/^\s+at /m);
    }, 120_000);

    it.skipIf(!hasPostgres)(
      'answers 503 with a clear message while PostgreSQL is cut off, and recovers without a restart',
      async () => {
        const name = `acclaim_fault_${Math.random().toString(16).slice(2, 10)}`;
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const target = new URL(POSTGRES_URL);
        const link = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
        const through = new URL(POSTGRES_URL);
        through.host = `127.0.0.1:${link.port}`;
        through.pathname = `/${name}`;
        const dataDir = makeTempDir('acclaim-fault-pg-');
        let server: RunningServer | undefined;
        try {
          server = await startServer({ port: await freePort(), env: { DATABASE_URL: through.toString(), DATA_DIR: dataDir } });
          const person = await signUp(server, 'Pat Outage');
          expect((await server.call('GET', '/api/cases/active', { token: person.token })).status).toBe(200);

          link.cut();
          for (const [method, route, body] of [
            ['GET', '/api/cases/active', undefined],
            ['PATCH', `/api/cases/${person.caseId}`, { fieldOfEndeavor: 'Materials science' }],
          ] as const) {
            const res = await server.call(method, route, { token: person.token, body });
            expect(res.status, res.text).toBe(503);
            expect(res.json).toMatchObject({
              success: false,
              message: DATABASE_UNAVAILABLE_MESSAGE,
              error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
            });
            expect(res.headers.get('retry-after')).toBe('5');
          }
          expect((await server.call('GET', '/api/health')).status).toBe(503);
          expect(server.child.exitCode).toBeNull(); // lost connections must not take the process down

          link.restore();
          const back = await server.call('GET', '/api/cases/active', { token: person.token });
          expect(back.status, back.text).toBe(200);
          expect(back.json.case.id).toBe(person.caseId);
          // The job queue is back too: an upload is extracted.
          const form = new FormData();
          form.append('file', new File(['Reviewer for the Journal of Materials Research, 2023: 12 manuscripts.'], 'reviews.txt', { type: 'text/plain' }));
          form.append('category', 'judging');
          const uploaded = await server.call('POST', `/api/cases/${person.caseId}/documents`, { token: person.token, form });
          expect(uploaded.status, uploaded.text).toBe(201);
          expect((await waitForDocument(server, person, uploaded.json.document.id as string)).json.document.status).toBe('extracted');
          expect(server.output()).not.toContain("Unhandled 'error' event");
        } finally {
          await server?.stop();
          await link.close();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
      180_000,
    );
  });
});
