import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue } from './queue';

// A queue on a database of this file's own, stopped the way the server and the tests stop it: the database is closed
// right after. A statement the queue sent after its stop returned would fail on the closed database.
const database = await createTestDatabase();
afterAll(() => database.close());

const logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function jobState(id: string) {
  const { rows } = await database.execute(`select state from pgboss.job where id = $1`, [id]);
  return rows[0]?.state;
}

describe('stopping the job queue', () => {
  it('returns only once a job still running past the grace period has returned and its outcome has been written', async () => {
    const queue = createJobQueue(database, logger, { pollingIntervalSeconds: 0.5, stopGraceMs: 1000 });
    await queue.start();
    const started = gate();
    const release = gate();
    let hasReturned = false;
    const name = `slow-${randomUUID()}`;
    await queue.work(name, async () => {
      started.open();
      await release.opened;
      hasReturned = true;
    });
    const id = await queue.send(name, {});
    await started.opened;

    setTimeout(release.open, 1500); // half a second after pg-boss gives up waiting
    await queue.stop();

    expect(hasReturned).toBe(true);
    // pg-boss failed it at the end of the grace period, so it is retried.
    expect(await jobState(id!)).toBe('retry');
    expect(logLines).toEqual([]);
  });

  it('does not wait for ever on a job that never returns, and says so', async () => {
    const queue = createJobQueue(database, logger, { pollingIntervalSeconds: 0.5, stopGraceMs: 1000 });
    await queue.start();
    const started = gate();
    const name = `stuck-${randomUUID()}`;
    await queue.work(name, async () => {
      started.open();
      await new Promise(() => undefined);
    });
    await queue.send(name, {});
    await started.opened;
    logLines.length = 0;

    await queue.stop();

    expect(logLines.map((line) => JSON.parse(line).msg)).toEqual(['jobs still running after the queue stopped; their outcome is not recorded']);
  });

  it('sends nothing to the closed database when a job returns after the stop gave up on it', async () => {
    const own = await createTestDatabase();
    const queue = createJobQueue(own, logger, { pollingIntervalSeconds: 0.5, stopGraceMs: 1000 });
    await queue.start();
    const started = gate();
    const release = gate();
    const returned = gate();
    const name = `late-${randomUUID()}`;
    await queue.work(name, async () => {
      started.open();
      await release.opened;
      returned.open();
    });
    await queue.send(name, {});
    await started.opened;
    await queue.stop();
    await own.close();
    logLines.length = 0;

    // pg-boss writes the late outcome without awaiting it: on the closed database that was an unhandled rejection.
    release.open();
    await returned.opened;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines.map((line) => JSON.parse(line).msg)).toEqual(['a job queue statement after the stop was dropped; its job is recovered like a lost one']);
  });
});
