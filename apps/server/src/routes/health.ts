import { createRoute } from '@hono/zod-openapi';
import { ZErrorResponse, ZHealthResponse } from '@acclaim/contracts';
import { checkDatabase } from '../db/database-check';
import { AppError } from '../lib/errors';
import { createRouter, jsonResponse } from '../lib/openapi';

const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['system'],
    summary: 'Liveness and database reachability (a success is trusted for half a second)',
    responses: { 200: jsonResponse(ZHealthResponse, 'Healthy'), 503: jsonResponse(ZErrorResponse, 'Database unreachable') },
  }),
  async (c) => {
    const { database } = c.get('deps');
    try {
      await checkDatabase(database);
    } catch (error) {
      throw new AppError('UNAVAILABLE', { message: 'The database is not reachable.', cause: error });
    }
    return c.json({ status: 'ok' as const, database: database.engine }, 200);
  },
);

export { routes as healthRoutes };
