import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDatabaseCheck } from '../db/database-check';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();

afterEach(() => vi.useRealTimers());

describe('GET /api/health', () => {
  it('asks the database once for requests that arrive together, and again once half a second has passed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(1000); // whatever an earlier request checked is stale
    const execute = vi.spyOn(t.database, 'execute');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('GET', '/api/health')));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      expect(execute).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(400);
      expect((await t.call('GET', '/api/health')).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(200);
      expect((await t.call('GET', '/api/health')).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers 503 while the database fails, and keeps no failure: the next request asks again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(60_000); // well past the check of the test before
    const execute = vi.spyOn(t.database, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const down = await t.call('GET', '/api/health');
      expect(down.status).toBe(503);
      expect(down.json.message).toBe('The database is not reachable.');
      execute.mockRestore();
      expect((await t.call('GET', '/api/health')).status).toBe(200);
    } finally {
      execute.mockRestore();
    }
  });

  it('asks again at once after a request found the database away', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(120_000);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const execute = vi.spyOn(t.database, 'execute');
    try {
      forgetDatabaseCheck(t.database); // what the error handler does when a request meets an outage
      expect((await t.call('GET', '/api/health')).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });
});
