import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppBindings } from './context';

/**
 * Serves the built single-page app: real files when they exist, index.html for every other
 * navigation so the client router can show the page (or its not-found screen).
 */
export function createWebRoutes(webDist: string) {
  const web = new Hono<AppBindings>();
  const indexFile = path.join(webDist, 'index.html');
  const root = path.relative(process.cwd(), webDist) || '.';

  // Hashed assets never change under the same name.
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  if (fs.existsSync(webDist)) web.use('*', serveStatic({ root }));
  web.get('*', (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text('The web app has not been built. Run "npm run build" (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
  return web;
}
