import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { listPublicPaths, resolvePageMeta, type PageMeta } from './page-meta';
import type { AppBindings, AppDeps } from './context';
import type { TSiteStatus } from '@acclaim/contracts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Fills the page's own title, description, canonical URL and social preview tags into index.html,
 * so search engines and link previews see them without running the app. The client keeps the same
 * tags up to date as the user navigates (usePageMeta).
 */
export function renderIndexHtml(template: string, meta: PageMeta, appUrl: string): string {
  const url = `${appUrl}${meta.path === '/' ? '/' : meta.path}`;
  const replacements: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`],
    [/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(meta.description)}$2`],
    [/(<link rel="canonical" href=")[^"]*(")/, `$1${escapeAttribute(url)}$2`],
    [/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeAttribute(meta.title)}$2`],
    [/(<meta property="og:description" content=")[^"]*(")/, `$1${escapeAttribute(meta.description)}$2`],
    [/(<meta property="og:url" content=")[^"]*(")/, `$1${escapeAttribute(url)}$2`],
    [/(<meta property="og:type" content=")[^"]*(")/, `$1${meta.type}$2`],
    [/(<meta property="og:image" content=")[^"]*(")/, `$1${escapeAttribute(`${appUrl}/og-image.png`)}$2`],
    [/(<meta name="twitter:title" content=")[^"]*(")/, `$1${escapeAttribute(meta.title)}$2`],
    [/(<meta name="twitter:description" content=")[^"]*(")/, `$1${escapeAttribute(meta.description)}$2`],
  ];
  let html = template;
  for (const [pattern, replacement] of replacements) html = html.replace(pattern, replacement);
  if (!meta.isIndexable) html = html.replace('</head>', '    <meta name="robots" content="noindex" />\n  </head>');
  return html;
}

export function renderSitemap(deps: AppDeps): string {
  const urls = listPublicPaths(deps.content).map(
    ({ path: page, lastModified }) =>
      `  <url><loc>${escapeText(`${deps.env.APP_URL}${page}`)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(deps: AppDeps): string {
  const privateAreas = [
    '/api/',
    '/admin',
    '/dashboard',
    '/onboarding',
    '/documents',
    '/eligibility',
    '/cover-letter',
    '/finalize',
    '/chat',
    '/billing',
    '/account',
    '/firm',
    '/invite/',
    '/dev/',
    '/auth/',
  ];
  return `User-agent: *\nAllow: /\n${privateAreas.map((area) => `Disallow: ${area}`).join('\n')}\n\nSitemap: ${deps.env.APP_URL}/sitemap.xml\n`;
}

/** The start of the load script's tag in a drawn page (scripts/prerender.mjs writes it). */
const LOAD_SCRIPT_TAG = '<script defer src="/load-app.js"';

/**
 * Says in a drawn page whether it still shows what the site shows now. The pages are drawn with the site status of
 * a fresh install (no banner, content/site.json's figures), kept beside them in prerendered/site-status.json. While
 * the live status is the same, the page is complete without JavaScript: the app is loaded only once the visitor
 * reaches for the page, and takes it over as drawn. Once a banner is on or the figures differ, the app is loaded at
 * once and draws the page afresh (public/load-app.js, main.tsx).
 */
export function markDrawnStatus(html: string, isCurrent: boolean): string {
  return html.replace(LOAD_SCRIPT_TAG, `${LOAD_SCRIPT_TAG} data-drawn="${isCurrent ? 'current' : 'stale'}"`);
}

/**
 * Serves the built single-page app: real files when they exist, index.html (with the page's
 * own head tags) for every other navigation so the client router can show the page. `siteStatus` is the live
 * public status, which the drawn pages are compared with.
 */
export function createWebRoutes(deps: AppDeps, siteStatus: () => Promise<TSiteStatus>) {
  const webDist = deps.env.WEB_DIST;
  const web = new Hono<AppBindings>();
  const root = path.relative(process.cwd(), webDist) || '.';

  web.get('/sitemap.xml', (c) => c.body(renderSitemap(deps), 200, { 'content-type': 'application/xml; charset=utf-8' }));
  web.get('/robots.txt', (c) => c.text(renderRobots(deps)));

  // Hashed assets never change under the same name.
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The demo video and its poster keep their names when re-recorded, so a browser keeps them a day, not for ever.
  web.use('/media/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=86400');
  });
  // The drawn pages are served at their own paths only (below), with their head tags filled in.
  web.get('/prerendered/*', (c) => c.notFound());
  if (fs.existsSync(webDist)) {
    const files = serveStatic({ root });
    // A folder's path ("/") would get its index.html as a plain file, without the page's head tags.
    web.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)));
  }

  const pages = createPageTemplates(webDist, deps.env.NODE_ENV === 'production');
  web.get('*', async (c) => {
    const page = pages.pageFor(c.req.path);
    if (page === null) return c.text('The web app has not been built. Run "npm run build" (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    const html = renderIndexHtml(page.html, resolvePageMeta(c.req.path, deps.content), deps.env.APP_URL);
    if (!page.isDrawn) return c.html(html);
    const drawnWith = pages.drawnSiteStatus();
    // A public page is served even while the settings cannot be read (the database away); the app then loads at once.
    const live = await siteStatus().catch(() => null);
    return c.html(markDrawnStatus(html, drawnWith !== null && live !== null && isDeepStrictEqual(drawnWith, live)));
  });
  return web;
}

/**
 * The HTML a navigation gets: the page drawn at build time for the public pages (apps/web/dist/prerendered, see
 * scripts/prerender.mjs), index.html for every other path, which the app then draws in the browser. Files are read
 * once in production; in development a rebuild shows up without a restart.
 */
function createPageTemplates(webDist: string, keepInMemory: boolean) {
  const cache = new Map<string, string | null>();
  const read = (file: string) => {
    if (keepInMemory && cache.has(file)) return cache.get(file)!;
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (keepInMemory) cache.set(file, html);
    return html;
  };
  const prerenderedFile = (pagePath: string) => {
    // Only plain page paths map to a file: no dots, so nothing like "..", and no trailing slash.
    if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(pagePath)) return null;
    return path.join(webDist, 'prerendered', `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);
  };
  return {
    /** The drawn page of `pagePath`, else index.html; null before the web app is built. */
    pageFor(pagePath: string): { html: string; isDrawn: boolean } | null {
      const prerendered = prerenderedFile(pagePath);
      const drawn = prerendered && read(prerendered);
      if (drawn) return { html: drawn, isDrawn: true };
      const empty = read(path.join(webDist, 'index.html'));
      return empty === null ? null : { html: empty, isDrawn: false };
    },
    /** The site status the pages were drawn with; null if it cannot be read. */
    drawnSiteStatus(): unknown {
      const json = read(path.join(webDist, 'prerendered', 'site-status.json'));
      try {
        return json === null ? null : JSON.parse(json);
      } catch {
        return null;
      }
    },
  };
}
