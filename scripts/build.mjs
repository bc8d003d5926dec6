/**
 * `npm run build`: builds the web app (Vite, into apps/web/dist) and the server (esbuild, into apps/server/dist).
 * `node scripts/build.mjs [web|server] [--if-changed]` builds one of them, or only what is missing or whose inputs
 * changed since its last build, as `npm start` (scripts/start.mjs) does through buildIfChanged().
 *
 * Plain JavaScript on purpose: `npm start` loads this file on every start, and it must not need a TypeScript
 * loader (docs/decisions/025-built-server-start.md).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where each build records the fingerprint of the inputs it was made from (removed with node_modules by npm ci). */
const STAMP_DIR = path.join(repoRoot, 'node_modules', '.cache', 'acclaim-build');

export const SERVER_DIST = path.join(repoRoot, 'apps', 'server', 'dist');
/** The new embedded database copied into an empty data folder at start (scripts/database-template.ts). */
export const DATABASE_TEMPLATE = path.join(SERVER_DIST, 'database-template');
/** The chunks main.js imports, in its order, for scripts/start.mjs to load while it copies the database template. */
export const SHARED_CHUNKS = path.join(SERVER_DIST, 'main-chunks.json');

/**
 * What each build reads. A change to any of these files (content, not just the date) rebuilds at the next start;
 * test files never do. package-lock.json stands for the installed dependencies.
 */
const TARGETS = {
  web: {
    label: 'the web app',
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web', 'packages', 'content', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'scripts/prerender.mjs'],
    // Vite bakes VITE_* variables into the bundle.
    environment: () => Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')),
    build: buildWeb,
  },
  server: {
    label: 'the server',
    output: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'packages',
      'content/site.json',
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'scripts/build.mjs',
      'scripts/database-template.ts',
    ],
    // The bundle names its source files by absolute path (sourceRelativeImportMeta): a moved checkout rebuilds.
    environment: () => [['checkout', repoRoot]],
    build: buildServer,
  },
};

const isBuildOutput = (name) => name === 'node_modules' || name === 'dist' || name.startsWith('dist.building-');
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every input file under the given repository paths, in a stable order. */
function listInputs(relativePaths) {
  const files = [];
  const visit = (full) => {
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      files.push(full);
      return;
    }
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      if (entry.isDirectory() ? isBuildOutput(entry.name) : isTestFile(entry.name)) continue;
      visit(path.join(full, entry.name));
    }
  };
  for (const relative of relativePaths) visit(path.join(repoRoot, relative));
  return files.sort();
}

/** A hash of the inputs' names and contents: dates alone would rebuild after every checkout or copy. */
export function fingerprint(name) {
  const target = TARGETS[name];
  const hash = createHash('sha256');
  for (const file of listInputs(target.inputs)) {
    hash.update(`${path.relative(repoRoot, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const [variable, value] of target.environment()) hash.update(`${variable}=${value}\0`);
  return hash.digest('hex');
}

const stampFile = (name) => path.join(STAMP_DIR, `${name}.json`);

function readStamp(name) {
  try {
    return JSON.parse(fs.readFileSync(stampFile(name), 'utf8')).inputs;
  } catch {
    return null;
  }
}

function writeStamp(name, inputs) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  fs.writeFileSync(stampFile(name), `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
}

/** Why the target must be built, or null when its output exists and was made from the same inputs. */
function reasonToBuild(name, inputs) {
  if (!fs.existsSync(path.join(repoRoot, TARGETS[name].output))) return 'not built yet';
  const recorded = readStamp(name);
  if (recorded === null) return 'no record of what it was built from';
  return recorded === inputs ? null : 'its sources changed since the last build';
}

/** Builds the target and records what it was built from. */
export async function build(name, reason = 'asked for') {
  const target = TARGETS[name];
  const inputs = fingerprint(name);
  const started = performance.now();
  console.error(`Building ${target.label} (${reason})…`);
  await target.build();
  writeStamp(name, inputs);
  console.error(`Built ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** Builds the target only when its output is missing or its inputs changed; true when it built. */
export async function buildIfChanged(name) {
  const reason = reasonToBuild(name, fingerprint(name));
  if (reason === null) return false;
  await build(name, reason);
  return true;
}

// ---- the builds ---------------------------------------------------------------------------------------------

const WEB_DIST = path.join(repoRoot, 'apps', 'web', 'dist');
/** The public pages drawn to HTML, one file a path ('/' is index.html), served by the server in place of index.html. */
const PRERENDERED_DIR = path.join(WEB_DIST, 'prerendered');
/** The server-side build of apps/web/src/entry-prerender.tsx, used only to draw the pages; not served. */
const PRERENDER_BUNDLE = path.join(repoRoot, 'node_modules', '.cache', 'acclaim-prerender');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The web app is built by the `build:web` script of package.json (Vite); then its public pages are drawn to HTML. */
function buildWeb() {
  run('npm', ['run', '--silent', 'build:web']);
  run('npx', ['vite', 'build', 'apps/web', '--logLevel', 'error', '--ssr', 'src/entry-prerender.tsx', '--outDir', PRERENDER_BUNDLE, '--emptyOutDir']);
  // In a process of its own: the page code it loads has no business in the process that goes on to run the server.
  const prerender = [path.join(repoRoot, 'scripts', 'prerender.mjs'), path.join(PRERENDER_BUNDLE, 'entry-prerender.js'), WEB_DIST, PRERENDERED_DIR];
  run(process.execPath, prerender, { ...process.env, NODE_ENV: 'production' });
}

/**
 * npm packages stay outside the bundle and load from node_modules as before (several read their own files, such
 * as PGlite's WebAssembly, the fonts and the OCR model). The workspace packages (@acclaim/*) are TypeScript and are
 * bundled in.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@acclaim/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * import.meta.url, .dirname and .filename keep naming the source file each module came from, so that every path
 * the server computes from them (the migrations folder, the repository root, fonts and models found through
 * createRequire) is the same as when it runs from its sources.
 */
const sourceRelativeImportMeta = {
  name: 'source-relative-import-meta',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const values = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(values[key]));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Bundles the HTTP server (main.ts), the job worker (worker.ts), the render thread and scripts/database-template.ts to JavaScript,
 * sharing their common code in chunks, then makes the database template with the bundle just built. Built beside
 * the final folder and then moved into place, so a server already running from it never loads half of a new build.
 */
async function buildServer() {
  const { build: esbuild } = await import('esbuild');
  const staging = `${SERVER_DIST}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const { metafile } = await esbuild({
      absWorkingDir: repoRoot,
      entryPoints: {
        main: 'apps/server/src/main.ts',
        worker: 'apps/server/src/worker.ts',
        'render-thread': 'apps/server/src/services/render-threads/render-thread.ts',
        'database-template': 'scripts/database-template.ts',
      },
      // The render pool starts its threads on the bundled render thread, where the folder will be once moved into place.
      define: { ACCLAIM_RENDER_THREAD_FILE: JSON.stringify(path.join(SERVER_DIST, 'render-thread.js')) },
      outdir: staging,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: 'apps/server/tsconfig.json',
      sourcemap: 'linked',
      // Stack traces and logs keep the names of functions and classes.
      keepNames: true,
      logLevel: 'warning',
      plugins: [externalDependencies, sourceRelativeImportMeta],
      metafile: true,
    });
    writeSharedChunks(metafile, staging);
    makeDatabaseTemplate(path.join(staging, 'database-template.js'), path.join(staging, path.basename(DATABASE_TEMPLATE)));
    fs.rmSync(SERVER_DIST, { recursive: true, force: true });
    fs.renameSync(staging, SERVER_DIST);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function writeSharedChunks(metafile, outdir) {
  const main = metafile.outputs[path.relative(repoRoot, path.join(outdir, 'main.js'))];
  const chunks = main.imports
    .filter((entry) => entry.kind === 'import-statement' && !entry.external)
    .map((entry) => path.relative(outdir, path.join(repoRoot, entry.path)));
  fs.writeFileSync(path.join(outdir, path.basename(SHARED_CHUNKS)), `${JSON.stringify(chunks)}\n`);
}

/** In a process of its own, so that this one (which goes on to run the server at `npm start`) never loads PGlite twice. */
function makeDatabaseTemplate(moduleFile, templateDir) {
  const script = `const { makeDatabaseTemplate } = await import(${JSON.stringify(pathToFileURL(moduleFile).href)}); await makeDatabaseTemplate(${JSON.stringify(templateDir)});`;
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`making the database template failed (exit ${result.status ?? result.signal})`);
}

// ---- command line -------------------------------------------------------------------------------------------

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const onlyIfChanged = args.includes('--if-changed');
  const names = args.filter((arg) => arg !== '--if-changed');
  const unknown = names.filter((name) => !(name in TARGETS));
  if (unknown.length) {
    console.error(`Unknown build target: ${unknown.join(', ')} (expected ${Object.keys(TARGETS).join(' or ')}, and --if-changed)`);
    process.exit(1);
  }
  for (const name of names.length ? names : Object.keys(TARGETS)) {
    if (onlyIfChanged) await buildIfChanged(name);
    else await build(name);
  }
}
