import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

/** One log line per request, tagged with the request id that error answers also carry. */
export const requestLogging = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  const log = c.var.deps.logger.child({ requestId: c.var.requestId });
  c.set('log', log);
  await next();
  log.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
});
