import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

/**
 * A JSON answer to a signed-in request carries that person's data (cases, documents, billing), which no browser
 * cache or shared proxy should keep. Routes that chose their own Cache-Control keep it; anonymous answers (health,
 * plans, the blog) stay cacheable.
 */
export const noStoreWhenSignedIn = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (!c.get('auth') || c.res.headers.has('Cache-Control')) return;
  if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  c.res.headers.set('Cache-Control', 'no-store');
});
