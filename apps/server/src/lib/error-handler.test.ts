import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings, AppDeps } from './context';
import { DATABASE_UNAVAILABLE_MESSAGE, handleError } from './error-handler';
import { createLogger } from './logger';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** As Drizzle reports a query that could not reach the server: its own message, the driver's error as the cause. */
const failedQuery = (cause: Error) => new Error('Failed query: select * from sessions where token_hash = $1\nparams: secret', { cause });

/** An app whose one route throws `error`, over a database that answers or does not. */
function appThrowing(error: Error, database: { isUp: boolean }) {
  const app = new Hono<AppBindings>();
  const deps = {
    logger: createLogger('silent'),
    database: { execute: () => (database.isUp ? Promise.resolve({ rows: [] }) : Promise.reject(refused())) },
  } as unknown as AppDeps;
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', 'request-1');
    await next();
  });
  app.get('/', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

describe('errors of an unreachable database', () => {
  it('answers 503 with a message to retry when the database cannot be reached', async () => {
    for (const cause of [refused(), new Error('Connection terminated unexpectedly')]) {
      const res = await appThrowing(failedQuery(cause), { isUp: false }).request('/');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        success: false,
        message: DATABASE_UNAVAILABLE_MESSAGE,
        error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, requestId: 'request-1' },
      });
    }
  });

  it('keeps the generic 500 when the database answers: the refused connection was another service', async () => {
    const res = await appThrowing(refused(), { isUp: true }).request('/');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
  });

  it('keeps the generic 500 for a bug, even while the database is away', async () => {
    const res = await appThrowing(new TypeError('Cannot read properties of undefined'), { isUp: false }).request('/');
    expect(res.status).toBe(500);
  });
});
