/**
 * Draws the public pages to HTML: `node scripts/prerender.mjs <entry-prerender.js> <web dist> <output folder>`, run
 * by scripts/build.mjs after the web build. Each page is the built index.html with the page drawn inside #root;
 * the server fills in the page's own head tags when it serves it, as it does for index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, webDist, outDir] = process.argv.slice(2);
const { listPrerenderedPaths, renderPage, drawnSiteStatus } = await import(pathToFileURL(bundle).href);
const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to draw the pages into`);

/**
 * The drawn page asks for the app's code only when it needs it (public/load-app.js): the entry's module script and
 * the preloads of its chunks become one small deferred script naming the entry.
 */
function loadAppWhenNeeded(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module script for the app entry');
  return html.replace(entry[0], `<script defer src="/load-app.js" data-entry="${entry[1]}"></script>\n    `).replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}
const pageTemplate = loadAppWhenNeeded(template);

const fileFor = (pagePath) => path.join(outDir, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);

fs.rmSync(outDir, { recursive: true, force: true });
const started = performance.now();
const pagePaths = await listPrerenderedPaths();
for (const pagePath of pagePaths) {
  const html = await renderPage(pagePath);
  const file = fileFor(pagePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A function as the replacement: the page's HTML may hold "$&" or "$1", which a string replacement would expand.
  fs.writeFileSync(
    file,
    pageTemplate.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`),
  );
}
// The site status the pages show, which the server compares with the live one (apps/server/src/lib/static-web.ts).
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'site-status.json'), JSON.stringify(drawnSiteStatus()));
console.error(`Drew ${pagePaths.length} public pages to HTML in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
