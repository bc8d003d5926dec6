import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-database';
import { createJobQueue } from '../queue';
import { defineJob, JobPayloadError, scheduleJob, sendJob, sendJobOrUndo, workJob, type JobData } from './define-job';
import { draftLetterJob, extractDocumentJob, jobDefinitions, verifyPublicationsJob } from './index';

// A real queue on a database of this file's own; the log is kept to see what the queue reports.
const database = await createTestDatabase();
const logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
const queue = createJobQueue(database, logger, { pollingIntervalSeconds: 0.5 });
await queue.start();
afterAll(async () => {
  await queue.stop();
  await database.close();
});

/** A job of the test's own queue (each test takes a name of its own, so workers of one test never take another's jobs). */
const greetingJob = (name: string) => defineJob(name, z.object({ personId: z.string().uuid(), note: z.string().optional() }));

async function jobsNamed(name: string) {
  const { rows } = await database.execute(`select id from pgboss.job where name = $1`, [name]);
  return rows;
}

async function finishedJob(id: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await database.execute(`select state, output from pgboss.job where id = $1`, [id]);
    const job = rows[0] as { state: string; output: { message?: string } | null } | undefined;
    if (job && (job.state === 'completed' || job.state === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('job contracts', () => {
  it('keeps the queue names that jobs already waiting in databases were sent under', () => {
    expect(jobDefinitions.map((definition) => definition.name)).toEqual([
      'extract-document',
      'verify-publications',
      'assess-case',
      'draft-letter',
      'assemble-package',
      'renew-test-subscriptions',
      'send-notifications',
    ]);
  });

  it('accepts the payloads the product sends today', () => {
    const id = randomUUID();
    expect(extractDocumentJob.schema.parse({ documentId: id, fairnessKey: randomUUID() })).toEqual({ documentId: id, fairnessKey: expect.any(String) });
    expect(verifyPublicationsJob.schema.parse({ caseId: id, attempt: 0 })).toEqual({ caseId: id, attempt: 0 });
    const retryAt = new Date().toISOString();
    expect(verifyPublicationsJob.schema.parse({ caseId: id, attempt: 2, retryAt })).toEqual({ caseId: id, attempt: 2, retryAt });
    expect(draftLetterJob.schema.parse({ letterId: id })).toEqual({ letterId: id });
    expect(draftLetterJob.schema.parse({ letterId: id, sectionId: 'criterion-awards' })).toEqual({ letterId: id, sectionId: 'criterion-awards' });
    // Only the scheduled jobs run without data.
    const takingNoData = jobDefinitions.filter((definition) => definition.schema.safeParse({}).success).map((definition) => definition.name);
    expect(takingNoData).toEqual(['renew-test-subscriptions', 'send-notifications']);
  });

  it('refuses data that breaks the contract at the sender, naming the job, and queues nothing', async () => {
    const greeting = greetingJob('test-contract-refused');
    // @ts-expect-error: the contract's type refuses a number where a person's id belongs before anything runs
    const wrongType = sendJob(queue, greeting, { personId: 42 });
    await expect(wrongType).rejects.toBeInstanceOf(JobPayloadError);
    await expect(sendJob(queue, greeting, { personId: 'not-an-id' })).rejects.toThrow(/^Job 'test-contract-refused' was not sent: .*personId: Invalid UUID/);
    expect(await jobsNamed(greeting.name)).toEqual([]);
  });

  it('undoes the row a refused job was for, and leaves it when the job is queued', async () => {
    const greeting = greetingJob('test-send-or-undo');
    const undo = vi.fn(async () => {});
    await expect(sendJobOrUndo(queue, greeting, { personId: 'not-an-id' }, {}, undo)).rejects.toBeInstanceOf(JobPayloadError);
    expect(undo).toHaveBeenCalledTimes(1);
    const refusingQueue = { ...queue, send: () => Promise.reject(new Error('the queue is down')) };
    await expect(sendJobOrUndo(refusingQueue, greeting, { personId: randomUUID() }, {}, undo)).rejects.toThrow('the queue is down');
    expect(undo).toHaveBeenCalledTimes(2);
    await sendJobOrUndo(queue, greeting, { personId: randomUUID() }, {}, undo);
    expect(undo).toHaveBeenCalledTimes(2);
    expect(await jobsNamed(greeting.name)).toHaveLength(1);
  });

  it('fails a job whose data breaks the contract, with the job name in its error, and never runs the handler', async () => {
    const greeting = greetingJob('test-contract-malformed');
    const handler = vi.fn(async () => undefined);
    await workJob(queue, greeting, handler);
    // Sent around the contract, as older code or a row written by hand would be.
    const id = (await queue.send(greeting.name, { personId: 'not-an-id' }, { retryLimit: 0 }))!;
    const job = await finishedJob(id);
    expect(job.state).toBe('failed');
    expect(job.output?.message).toMatch(/^Job 'test-contract-malformed' was not run: .*personId: Invalid UUID/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands the worker the data the sender sent, with the account key the queue adds', async () => {
    let deliver: (data: JobData<typeof extractDocumentJob>) => void = () => undefined;
    const received = new Promise<JobData<typeof extractDocumentJob>>((resolve) => {
      deliver = resolve;
    });
    await workJob(queue, extractDocumentJob, async (job) => {
      expectTypeOf(job.data).toEqualTypeOf<{ documentId: string; fairnessKey?: string | undefined }>();
      deliver(job.data);
    });
    const documentId = randomUUID();
    const id = (await sendJob(queue, extractDocumentJob, { documentId }, { fairnessKey: 'account-1', retryLimit: 0 }))!;
    expect(await received).toEqual({ documentId, fairnessKey: 'account-1' });
    expect((await finishedJob(id)).state).toBe('completed');
  });

  it('schedules only a job whose contract takes the empty data of a scheduled run', async () => {
    // @ts-expect-error: a job that needs data cannot be scheduled
    const needsData = scheduleJob(queue, greetingJob('test-contract-schedule'), '*/10 * * * *');
    await expect(needsData).rejects.toThrow(/^Job 'test-contract-schedule' cannot be scheduled: .*personId/);
    const tick = defineJob('test-contract-tick', z.object({}));
    await scheduleJob(queue, tick, '*/10 * * * *');
    const { rows } = await database.execute(`select name from pgboss.schedule where name = $1`, [tick.name]);
    expect(rows).toHaveLength(1);
  });
});

// Only the embedded database releases lost jobs at once (see jobs/queue.ts); on PostgreSQL they wait for their expiry.
describe.skipIf(process.env.TEST_DB === 'postgres')('lost jobs and their contract', () => {
  it('closes a lost job with its parsed data, and logs and skips one whose data breaks the contract', async () => {
    const greeting = greetingJob('test-contract-lost');
    const personId = randomUUID();
    const intact = (await queue.send(greeting.name, { personId }, { retryLimit: 0 }))!;
    const broken = (await queue.send(greeting.name, { personId: 'not-an-id' }, { retryLimit: 0 }))!;
    // Both look as a process that died in the middle of them leaves them, on their last attempt.
    await database.execute(`update pgboss.job set state = 'active', started_on = now() where name = $1`, [greeting.name]);

    const closed: unknown[] = [];
    const handler = vi.fn(async () => undefined);
    await workJob(queue, greeting, handler, { onLost: async (data) => void closed.push(data) });

    expect(closed).toEqual([{ personId }]);
    expect((await finishedJob(intact)).state).toBe('failed');
    expect((await finishedJob(broken)).state).toBe('failed');
    const notClosed = logLines
      .map((line) => JSON.parse(line) as { msg: string; jobId?: string; err?: { message: string } })
      .filter((report) => report.msg === 'could not close a lost job');
    expect(notClosed).toEqual([
      expect.objectContaining({
        jobId: broken,
        err: expect.objectContaining({ message: expect.stringMatching(/^Job 'test-contract-lost' was lost and its work could not be closed: .*personId/) }),
      }),
    ]);
    expect(handler).not.toHaveBeenCalled();
  });
});
