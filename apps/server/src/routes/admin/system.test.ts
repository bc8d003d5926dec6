import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema/index';
import { signUpAdmin } from '../../test/admin-helpers';
import { freePort } from '../../test/free-port';
import { signUpWithCase, uploadText } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
// The job queue check reads pg-boss's own tables, which exist once the queue has started.
await t.startWorker();

const admin = await signUpAdmin(t, 'ADMIN');

const getHealth = async (token = admin.token) => {
  const res = await t.call('GET', '/api/admin/system', { token });
  expect(res.status, res.text).toBe(200);
  return res.json.health;
};
const retry = (queue: string, jobId: string, token = admin.token) => t.call('POST', `/api/admin/system/jobs/${queue}/${jobId}/retry`, { token });

async function jobState(jobId: string): Promise<string | undefined> {
  const { rows } = await t.database.execute('select state from pgboss.job where id = $1', [jobId]);
  return rows[0]?.state as string | undefined;
}

async function waitForJobState(jobId: string, state: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if ((await jobState(jobId)) === state) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`job ${jobId} never reached ${state}; it is ${await jobState(jobId)}`);
}

describe('GET /admin/system on the embedded defaults', () => {
  it('runs every check for real: database, job queue, storage, mail, language model, scholarly services and process', async () => {
    const health = await getHealth();
    expect(health.status).toBe('ok');
    expect(Date.now() - Date.parse(health.checkedAt)).toBeLessThan(60_000);
    const { database, jobs, storage, mail, llm, scholarly, process: server } = health.checks;

    expect(database).toMatchObject({ status: 'ok', engine: t.database.engine });
    expect(database.migrationsKnown).toBeGreaterThan(0);
    expect(database.migrationsApplied).toBe(database.migrationsKnown);
    expect(database.serverVersion).toMatch(/^\d+/);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.detail).toMatch(/answered in \d+ ms; (\d+) of \1 migrations applied$/);

    expect(jobs).toMatchObject({ status: 'ok', recentHours: 24 });
    // Every worker the server registers has its queue.
    const names = jobs.queues.map((queue: { name: string }) => queue.name);
    expect(names).toEqual(expect.arrayContaining(['extract-document', 'verify-publications', 'assess-case', 'draft-letter', 'assemble-package']));
    for (const queue of jobs.queues) {
      expect(queue).toEqual({
        name: expect.any(String),
        created: expect.any(Number),
        retry: expect.any(Number),
        active: expect.any(Number),
        failed: expect.any(Number),
        completed: expect.any(Number),
      });
    }

    expect(storage).toMatchObject({ status: 'ok', adapter: 'local', location: path.join(t.deps.env.DATA_DIR, 'uploads') });
    expect(storage.detail).toMatch(/^Local folder: wrote, read back and deleted a test file in \d+ ms$/);
    // The probe leaves nothing behind.
    expect(fs.readdirSync(path.join(t.deps.env.DATA_DIR, 'uploads', 'system-health'))).toEqual([]);

    // Two-factor codes went to the outbox already.
    expect(mail).toMatchObject({ status: 'ok', adapter: 'outbox', server: null });
    expect(mail.outboxMessages).toBeGreaterThanOrEqual(1);
    expect(mail.outboxLast24Hours).toBe(mail.outboxMessages);

    expect(llm).toMatchObject({ status: 'ok', provider: 'offline', model: null, endpoint: null });
    expect(llm.detail).toMatch(/^Offline composer/);

    expect(scholarly).toMatchObject({ status: 'not-configured', mode: 'off' });
    expect(scholarly.services.map((service: { service: string; status: string }) => [service.service, service.status])).toEqual([
      ['crossref', 'not-configured'],
      ['openalex', 'not-configured'],
      ['orcid', 'not-configured'],
      ['semanticscholar', 'not-configured'],
    ]);

    expect(server).toMatchObject({ status: 'ok', nodeVersion: process.version });
    expect(server.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(server.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(server.rssBytes).toBeGreaterThan(0);
    expect(server.heapUsedBytes).toBeGreaterThan(0);
    expect(server.heapLimitBytes).toBeGreaterThan(server.heapUsedBytes);
    // This repository runs from a git checkout; the commit is read from it.
    if (fs.existsSync(path.resolve(import.meta.dirname, '../../../../../.git/HEAD'))) expect(server.commit).toMatch(/^[0-9a-f]{40}$/);

    for (const check of Object.values(health.checks) as { latencyMs: number; detail: string }[]) {
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
      expect(check.detail).not.toContain('\n');
    }
  });

  it('adds up the stored documents', async () => {
    const before = (await getHealth()).checks.storage;
    const { caseId, ...person } = await signUpWithCase(t);
    const text = 'Curriculum vitae of a researcher with twelve publications.';
    await uploadText(t, person.token, caseId, 'cv.txt', text, 'cv');
    const after = (await getHealth()).checks.storage;
    expect(after.documentCount).toBe(before.documentCount + 1);
    expect(after.documentBytes).toBe(before.documentBytes + Buffer.byteLength(text));
  });
});

describe('failed jobs', () => {
  it('lists a failed job with its error, and a retry re-queues it through pg-boss, runs it again and is audited', async () => {
    const queue = `system-test-${randomBytes(4).toString('hex')}`;
    let attempts = 0;
    await t.deps.jobs.work(queue, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('The first attempt fails on purpose');
    });
    const jobId = (await t.deps.jobs.send(queue, { purpose: 'health test' }, { retryLimit: 0 }))!;
    await waitForJobState(jobId, 'failed');

    const { jobs } = (await getHealth()).checks;
    expect(jobs.failedJobs).toContainEqual({
      id: jobId,
      queue,
      error: 'The first attempt fails on purpose',
      failedAt: expect.any(String),
      createdAt: expect.any(String),
      retryCount: 0,
    });
    expect(jobs.queues.find((stats: { name: string }) => stats.name === queue)).toEqual({
      name: queue,
      created: 0,
      retry: 0,
      active: 0,
      failed: 1,
      completed: 0,
    });

    const res = await retry(queue, jobId);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ success: true, job: { id: jobId, queue, state: 'retry' } });
    expect(res.json.message).toContain(queue);

    await waitForJobState(jobId, 'completed');
    expect(attempts).toBe(2);
    const after = (await getHealth()).checks.jobs;
    expect(after.failedJobs.map((job: { id: string }) => job.id)).not.toContain(jobId);
    expect(after.queues.find((stats: { name: string }) => stats.name === queue)).toMatchObject({ failed: 0, completed: 1 });

    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'job.retry'), eq(adminAuditLog.targetId, jobId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'admin',
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'job',
      before: { queue, state: 'failed', retryCount: 0, retryLimit: 0, error: 'The first attempt fails on purpose' },
      after: { queue, state: 'retry', retryCount: 0, retryLimit: 1 },
    });

    // A job that is not failed any more cannot be retried again, and nothing more is recorded.
    const again = await retry(queue, jobId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This job is completed, not failed; only a failed job can be retried.');
    expect(await t.database.db.$count(adminAuditLog, eq(adminAuditLog.targetId, jobId))).toBe(1);
  });

  it('answers 404 for an unknown job or queue and 400 for a malformed id', async () => {
    expect((await retry('extract-document', randomUUID())).status).toBe(404);
    expect((await retry('no-such-queue', randomUUID())).status).toBe(404);
    const malformed = await retry('extract-document', 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('A job id is a UUID.');
  });
});

describe('who may use the system screen', () => {
  it('refuses anonymous callers, customers, unverified admins and roles below ADMIN; SUPPORT still reads the audit log', async () => {
    const jobId = randomUUID();
    expect((await t.call('GET', '/api/admin/system')).status).toBe(401);
    expect((await t.call('POST', `/api/admin/system/jobs/extract-document/${jobId}/retry`)).status).toBe(401);

    const customer = await t.signUp();
    const asCustomer = await t.call('GET', '/api/admin/system', { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.json.message).toBe('You do not have access to the admin area.');

    const unverified = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    const asUnverified = await t.call('GET', '/api/admin/system', { token: unverified.token });
    expect(asUnverified.status).toBe(403);
    expect(asUnverified.json.message).toBe('Verify your identity with the code we email you before using the admin area.');
    expect((await retry('extract-document', jobId, unverified.token)).status).toBe(403);

    for (const role of ['SUPPORT', 'VIEWER'] as const) {
      const staff = await signUpAdmin(t, role);
      const refused = await t.call('GET', '/api/admin/system', { token: staff.token });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(`This needs the ADMIN role or higher; your role is ${role}.`);
      expect((await retry('extract-document', jobId, staff.token)).status).toBe(403);
    }
    const support = await signUpAdmin(t, 'SUPPORT');
    expect((await t.call('GET', '/api/admin/audit-log', { token: support.token })).status).toBe(200);

    const superAdmin = await signUpAdmin(t, 'SUPER_ADMIN');
    expect((await getHealth(superAdmin.token)).checks.database.status).toBe('ok');
    expect(await t.database.db.$count(adminAuditLog, eq(adminAuditLog.targetId, jobId))).toBe(0);
  });
});

describe('GET /admin/audit-log: actor and target filters', () => {
  it('finds entries by part of the actor email and by the target account email or id, with the target named', async () => {
    const otherAdmin = await signUpAdmin(t, 'ADMIN');
    const person = await t.signUp();
    const bystander = await t.signUp();
    expect((await t.call('POST', `/api/admin/users/${person.user.id}/suspend`, { token: otherAdmin.token })).status).toBe(200);
    expect((await t.call('POST', `/api/admin/users/${bystander.user.id}/suspend`, { token: admin.token })).status).toBe(200);
    const list = (query: string) => t.call('GET', `/api/admin/audit-log?${query}`, { token: admin.token });

    const byActor = await list(`actor=${encodeURIComponent(otherAdmin.email.toUpperCase())}`);
    expect(byActor.status).toBe(200);
    expect(byActor.json.total).toBe(1);
    expect(byActor.json.entries[0]).toMatchObject({
      action: 'user.suspend',
      actor: { email: otherAdmin.email },
      targetId: person.user.id,
      targetLabel: person.email,
      before: { suspendedAt: null },
      after: { activeSessions: 0 },
    });

    const byTargetEmail = await list(`target=${encodeURIComponent(person.email.split('@')[0]!)}`);
    expect(byTargetEmail.json.entries.map((entry: { targetId: string }) => entry.targetId)).toEqual([person.user.id]);
    const byTargetId = await list(`target=${bystander.user.id}&action=user.suspend`);
    expect(byTargetId.json).toMatchObject({
      total: 1,
      entries: [{ targetId: bystander.user.id, targetLabel: bystander.email, actor: { email: admin.email } }],
    });

    // Wildcards typed in a box match only themselves.
    expect((await list('actor=%25')).json.total).toBe(0);
    expect((await list('target=_')).json.total).toBe(0);
  });
});

// ---- a second app whose services fail ----------------------------------------------------------------

// A store that cannot be written (its folder sits under a file), an SMTP port nobody listens on, a model server
// that never answers, and scholarly services that answer 404, answer 503 or are not there.
const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-system-')), 'not-a-folder');
fs.writeFileSync(blocked, 'a file where the data folder should be');
const hanging = http.createServer(() => {
  // Never answers.
});
const scholarly = http.createServer((req, res) => {
  res.writeHead(req.url?.startsWith('/busy') ? 503 : 404, { 'content-type': 'application/json' });
  res.end('{"error":"no recording"}');
});
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
await new Promise<void>((resolve) => scholarly.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  hanging.closeAllConnections();
  hanging.close();
  scholarly.close();
  fs.rmSync(path.dirname(blocked), { recursive: true, force: true });
});
const hangingUrl = `http://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
const scholarlyUrl = `http://127.0.0.1:${(scholarly.address() as net.AddressInfo).port}`;
const closedPort = await freePort();

const broken = await createTestApp({
  DATA_DIR: blocked,
  SMTP_URL: `smtp://health:secret-password@127.0.0.1:${closedPort}`,
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: `${hangingUrl}/v1`,
  LLM_MODEL: 'local-model',
  LLM_API_KEY: 'sk-never-shown',
  SCHOLARLY_MODE: 'live',
  CROSSREF_URL: `${scholarlyUrl}/crossref`,
  OPENALEX_URL: `${scholarlyUrl}/openalex`,
  ORCID_URL: `${scholarlyUrl}/busy/orcid`,
  SEMANTIC_SCHOLAR_URL: `http://127.0.0.1:${closedPort}/s2`,
});
// The two-factor code goes out over the dead SMTP server, so this admin's session is verified directly.
const brokenAdmin = await signUpAdmin(broken, 'SUPER_ADMIN', { verified: false });
await broken.database.execute(`update sessions set two_factor_verified_at = now() where user_id = $1`, [brokenAdmin.user.id]);

describe('GET /admin/system when services fail', () => {
  it('reports each failure as down or degraded, within a few seconds, instead of failing the endpoint', async () => {
    const started = Date.now();
    const res = await broken.call('GET', '/api/admin/system', { token: brokenAdmin.token });
    const elapsed = Date.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(elapsed).toBeLessThan(6_000);
    const { status, checks } = res.json.health;
    expect(status).toBe('down');

    expect(checks.database.status).toBe('ok');
    expect(checks.storage).toMatchObject({ status: 'down', adapter: 'local', location: path.join(blocked, 'uploads') });
    expect(checks.storage.detail).toMatch(/^Local folder: .*(ENOTDIR|not a directory)/);
    // The documents' figures come from the database, which still answers.
    expect(checks.storage.documentCount).toBe(0);

    expect(checks.mail).toMatchObject({ status: 'down', adapter: 'smtp', server: `127.0.0.1:${closedPort}`, outboxMessages: null });
    expect(checks.mail.detail).toMatch(/ECONNREFUSED/);
    expect(res.text).not.toContain('secret-password');

    expect(checks.llm).toMatchObject({ status: 'down', provider: 'openai-compatible', model: 'local-model', endpoint: `${hangingUrl}/v1` });
    expect(checks.llm.detail).toBe(`${hangingUrl}/v1/models did not answer within 2.5 s`);
    expect(res.text).not.toContain('sk-never-shown');

    expect(checks.scholarly).toMatchObject({ status: 'degraded', mode: 'live' });
    expect(checks.scholarly.services.map((service: { service: string; status: string }) => [service.service, service.status])).toEqual([
      ['crossref', 'ok'],
      ['openalex', 'ok'],
      ['orcid', 'degraded'],
      ['semanticscholar', 'down'],
    ]);
    expect(checks.scholarly.detail).toBe('Live: 2 of 4 reachable; not answering well: ORCID, Semantic Scholar');

    // pg-boss has not started on this app's database.
    expect(checks.jobs).toMatchObject({ status: 'down', queues: [], failedJobs: [] });
  });
});
