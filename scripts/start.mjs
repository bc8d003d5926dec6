/**
 * `npm start` and `npm run worker`: build what is missing or out of date (the web app and the server, see
 * build.mjs), then run the built JavaScript in this same process. Nothing is compiled while the server loads.
 *
 *   node scripts/start.mjs          the HTTP server (apps/server/dist/main.js), which serves the web app
 *   node scripts/start.mjs worker   the job worker (apps/server/dist/worker.js), which needs no web app
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIfChanged, DATABASE_TEMPLATE, SERVER_DIST, SHARED_CHUNKS } from './build.mjs';

const inDist = (file) => pathToFileURL(path.join(SERVER_DIST, file)).href;

/**
 * Copies the database template into an empty data folder (scripts/database-template.ts) on a thread of its own:
 * the copy waits on the disk while this thread loads the server's code. Resolves to the folder filled, or null.
 */
function seedEmbeddedDatabaseOnAThread() {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.module).then((template) => parentPort.postMessage(template.seedEmbeddedDatabase(workerData.template)));`;
  const thread = new Worker(code, { eval: true, workerData: { module: inDist('database-template.js'), template: DATABASE_TEMPLATE } });
  return new Promise((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`copying the database template stopped (exit ${code})`)));
  });
}

/**
 * Loads, in main.js's own order, the chunks of code main.js imports, without running main.js itself: what main.js
 * would load first anyway, only sooner.
 */
async function loadSharedChunks() {
  for (const chunk of JSON.parse(fs.readFileSync(SHARED_CHUNKS, 'utf8'))) await import(inDist(chunk));
}

const entry = process.argv[2] ?? 'main';
if (entry !== 'main' && entry !== 'worker') {
  console.error(`Unknown entry "${entry}": expected nothing (the server) or "worker"`);
  process.exit(1);
}

if (entry === 'main') await buildIfChanged('web');
await buildIfChanged('server');

// Error stack traces name the TypeScript files and lines, through the source maps written beside the bundle.
process.setSourceMapsEnabled(true);

if (entry === 'main') {
  // Before main.js runs: its first act is to open the database.
  const [seeded] = await Promise.all([seedEmbeddedDatabaseOnAThread(), loadSharedChunks()]);
  if (seeded) console.error(`New embedded database in ${seeded}, copied from the template made at build.`);
}
await import(inDist(`${entry}.js`));
