import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, filingPackages, letters } from '../db/schema/index';
import { signUpWithCase, subscribe, uploadText } from '../test/case-helpers';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();

/**
 * Makes the queued job of a row look as a process that died in the middle of it leaves it: 'active', with the
 * attempt it was on, and its row marked as running.
 */
async function loseJob(queue: string, key: Record<string, string>, attempt: 'first' | 'last') {
  const [field, value] = Object.entries(key)[0]!;
  const { rows } = await t.database.execute(
    `update pgboss.job set state = 'active', started_on = now(), retry_count = ${attempt === 'last' ? 'retry_limit' : '0'}
     where name = $1 and data->>$2 = $3 returning id`,
    [queue, field, value],
  );
  expect(rows).toHaveLength(1);
  return String(rows[0]!.id);
}

async function jobState(id: string) {
  const { rows } = await t.database.execute(`select state from pgboss.job where id = $1`, [id]);
  return rows[0]?.state;
}

// Only the embedded database is known to belong to one process; on PostgreSQL lost jobs wait for their expiry.
describe.skipIf(process.env.TEST_DB === 'postgres')('jobs lost with a server that stopped', () => {
  it('retries a job cut off on an early attempt, and fails the row of one cut off on its last attempt instead of leaving it running', async () => {
    const { db } = t.database;
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Ines Lost' });
    await subscribe(t, person.token, 'COMPLETE');
    expect((await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'NIW' } })).status).toBe(200);

    // The queue is not worked yet, so each job waits where the test can make it look lost.
    await t.deps.jobs.start();
    const retried = await uploadText(t, person.token, caseId, 'reviews.txt', 'Reviewer for the Journal of Hydrology, 2022 to 2024: 30 manuscripts.', 'judging');
    const given = await uploadText(t, person.token, caseId, 'award.txt', 'The Hydrology Young Investigator Award 2023 was given to Ines Lost.', 'award');
    const letter = await t.call('POST', `/api/cases/${caseId}/letters`, { token: person.token, body: {} });
    expect(letter.status, letter.text).toBe(202);
    const pkg = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: person.token, body: {} });
    expect(pkg.status, pkg.text).toBe(202);

    const retriedJob = await loseJob('extract-document', { documentId: retried.id }, 'first');
    const givenUpJob = await loseJob('extract-document', { documentId: given.id }, 'last');
    const letterJob = await loseJob('draft-letter', { letterId: letter.json.letter.id }, 'last');
    const packageJob = await loseJob('assemble-package', { packageId: pkg.json.package.id }, 'last');
    await db.update(documents).set({ status: 'extracting' }).where(eq(documents.caseId, caseId));
    await db.update(letters).set({ status: 'running' }).where(eq(letters.caseId, caseId));
    await db.update(filingPackages).set({ status: 'running' }).where(eq(filingPackages.caseId, caseId));

    await t.startWorker();

    expect(await jobState(givenUpJob)).toBe('failed');
    const [givenUp] = await db.select().from(documents).where(eq(documents.id, given.id));
    expect(givenUp).toMatchObject({ status: 'failed', failureReason: 'Extraction failed. Try again, or upload the file in another format.' });

    expect(await jobState(letterJob)).toBe('failed');
    const letterNow = await t.call('GET', `/api/letters/${letter.json.letter.id}`, { token: person.token });
    expect(letterNow.json.letter).toMatchObject({ status: 'failed', error: expect.stringContaining('does not count toward your plan') });
    expect((await t.call('GET', `/api/cases/${caseId}/letters`, { token: person.token })).json.allowance.used).toBe(0);

    expect(await jobState(packageJob)).toBe('failed');
    const packageNow = await t.call('GET', `/api/cases/${caseId}/filing/package`, { token: person.token });
    expect(packageNow.json.package).toMatchObject({ status: 'failed', error: expect.stringContaining('could not be assembled') });

    // The early attempt runs again after the queue's retry delay, and this time it finishes.
    for (let i = 0; i < 200 && (await jobState(retriedJob)) !== 'completed'; i++) await new Promise((resolve) => setTimeout(resolve, 150));
    const [again] = await db.select().from(documents).where(eq(documents.id, retried.id));
    expect(again?.status).toBe('extracted');
  });
});
