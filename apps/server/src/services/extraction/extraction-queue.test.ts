import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { subscribe, uploadText } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';
import { extractDocumentJob } from '../../jobs/definitions/index';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
// Jobs are taken from the start; the workers start only when a test asks, so each test decides what waits.
await t.deps.jobs.start();

async function newCase(name: string, planId?: string) {
  const person = await t.signUp({ name });
  if (planId) await subscribe(t, person.token, planId);
  const caseId = (await t.call('GET', '/api/cases/active', { token: person.token })).json.case.id as string;
  return { token: person.token, caseId };
}

async function waitUntilRead(documentIds: string[]) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const done = await t.database.db.$count(documents, and(inArray(documents.id, documentIds), inArray(documents.status, ['extracted', 'failed'])));
    if (done === documentIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the documents were not read');
}

describe('fair extraction queue', () => {
  it("reads another account's first upload before most of one account's backlog", async () => {
    const bulk = await newCase('Bea Bulk', 'COMPLETE');
    const other = await newCase('Otto Other');
    const backlog: string[] = [];
    for (let index = 1; index <= 10; index++) {
      const text = `Publication ${index}: Bulk B. Rivers and floods, Journal of Hydrology, 2020.`;
      backlog.push((await uploadText(t, bulk.token, bulk.caseId, `paper-${index}.txt`, text, 'publication')).id);
    }
    const single = (
      await uploadText(t, other.token, other.caseId, 'award.txt', 'The Hydrology Young Investigator Award 2023 was given to Otto Other.', 'award')
    ).id;

    // Each account's jobs queue behind its own: the backlog steps down in priority, the other account's first job does not.
    const { rows } = await t.database.execute(`select data->>'documentId' as "documentId", priority from pgboss.job where name = $1`, [
      extractDocumentJob.name,
    ]);
    const priorityOf = new Map(rows.map((row) => [String(row.documentId), Number(row.priority)]));
    expect(backlog.map((id) => priorityOf.get(id))).toEqual([0, -1, -2, -3, -4, -5, -6, -7, -8, -9]);
    expect(priorityOf.get(single)).toBe(0);

    await t.startWorker();
    await waitUntilRead([...backlog, single]);
    const { rows: started } = await t.database.execute(`select data->>'documentId' as "documentId" from pgboss.job where name = $1 order by started_on, id`, [
      extractDocumentJob.name,
    ]);
    const order = started.map((row) => String(row.documentId));
    expect(order).toHaveLength(11);
    // Only the backlog's first document, sent before it, may start ahead of it.
    expect(order.indexOf(single)).toBeLessThanOrEqual(1);
    const [read] = await t.database.db.select().from(documents).where(eq(documents.id, single));
    expect(read?.status).toBe('extracted');
  });
});

describe('job queue limits', () => {
  it("aborts the signal a handler is given once the job's time limit passes", async () => {
    let reportAbort: (reason: unknown) => void = () => undefined;
    const aborted = new Promise<unknown>((resolve) => {
      reportAbort = resolve;
    });
    await t.deps.jobs.work<{ label: string }>('test-time-limit', async (_job, signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      reportAbort(signal.reason);
    });
    await t.deps.jobs.send('test-time-limit', { label: 'never finishes on its own' }, { expireInSeconds: 1, retryLimit: 0 });
    expect(await aborted).toMatchObject({ name: 'TimeoutError', message: 'The job ran past its time limit of 1 seconds.' });
  });

  it('runs several jobs of a queue at once when asked, so a long job does not hold up the next', async () => {
    // The first job finishes only once the second has started: with one job at a time this never happens.
    let startSecond: () => void = () => undefined;
    const secondStarted = new Promise<void>((resolve) => {
      startSecond = resolve;
    });
    let finishAll: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => {
      finishAll = resolve;
    });
    const finished: number[] = [];
    await t.deps.jobs.work<{ number: number }>(
      'test-concurrency',
      async (job) => {
        if (job.data.number === 1) await secondStarted;
        else startSecond();
        finished.push(job.data.number);
        if (finished.length === 2) finishAll();
      },
      { concurrency: 2 },
    );
    await t.deps.jobs.send('test-concurrency', { number: 1 });
    await t.deps.jobs.send('test-concurrency', { number: 2 });
    await allDone;
    expect(finished).toEqual([2, 1]);
  });
});
