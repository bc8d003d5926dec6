/**
 * Checks the public site's budgets against the real, built app and prints one JSON object on stdout
 * (progress goes to stderr). Exits 1 when any budget is missed, 2 when the check itself fails.
 *
 *   npm run budgets        (npm run -s budgets: only the JSON on stdout, without npm's banner)
 *
 * 1. Landing page initial JavaScript: every script the browser requests for / until the network is idle,
 *    gzip-compressed with node:zlib (default level), summed. Budget: 100 KB (102,400 bytes). A drawn public page
 *    asks for the app only once the visitor reaches for it (apps/web/public/load-app.js); what it then loads is
 *    reported beside the budget (`onFirstReach`: after a pointer move, until the network is idle again).
 * 2. Lighthouse 12 (default config: mobile form factor, simulated throttling) on /:
 *    performance ≥ 0.97, accessibility = 1.00, best practices ≥ 0.95, SEO ≥ 0.95, and the median largest
 *    contentful paint of the runs under 1.8 s.
 *    Failed audits of accessibility, best practices and SEO are listed with the elements they name;
 *    when performance misses, its metric audits and biggest opportunities are listed too.
 *
 * Needs Debian's Chromium (apt-get install -y chromium). Options (environment):
 *   BUDGET_LIGHTHOUSE_RUNS  Lighthouse runs; the run with the median performance score counts, and the median paint (default 1;
 *                           3 for a figure worth reporting).
 *   BUDGET_SKIP_BUILD=1     use the existing apps/web/dist.
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb, onCleanup, PLAYWRIGHT_LAUNCH, requireChromium, runScript, startServer } from './lib/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const JS_BUDGET_BYTES = 100 * 1024;
const LCP_BUDGET_MS = 1800;
const CATEGORY_BUDGETS = { performance: 0.97, accessibility: 1, 'best-practices': 0.95, seo: 0.95 } as const;
type CategoryId = keyof typeof CATEGORY_BUDGETS;
const RUNS = Math.max(1, Number(process.env.BUDGET_LIGHTHOUSE_RUNS ?? 1));

// ---- 1. initial JavaScript -----------------------------------------------------------------------------

interface ScriptFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

async function measureInitialJs(baseUrl: string) {
  const browser = await chromium.launch(PLAYWRIGHT_LAUNCH);
  onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    const onReach: Promise<ScriptFile | null>[] = [];
    let requests = pending;
    page.on('response', (response) => {
      const request = response.request();
      const isScript = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isScript || !response.url().startsWith(baseUrl)) return;
      requests.push(
        response
          .body()
          .then((body) => ({ path: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: zlib.gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // "Idle": no request for 500 ms (networkidle) and then a quiet second more, for anything scheduled late.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const initial = summarizeScripts(await Promise.all(pending));
    requests = onReach;
    await page.mouse.move(40, 40);
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const reached = summarizeScripts(await Promise.all(onReach));
    return {
      budgetBytes: JS_BUDGET_BYTES,
      gzipBytes: initial.gzipBytes,
      gzipKB: round(initial.gzipBytes / 1024, 1),
      rawBytes: initial.rawBytes,
      pass: initial.gzipBytes <= JS_BUDGET_BYTES,
      files: initial.files,
      onFirstReach: { gzipKB: round(reached.gzipBytes / 1024, 1), rawBytes: reached.rawBytes, files: reached.files },
    };
  } finally {
    await browser.close();
  }
}

/** The scripts' sizes, each file once, largest first. */
function summarizeScripts(loaded: (ScriptFile | null)[]) {
  const files = loaded.filter((file): file is ScriptFile => file !== null);
  const unique = [...new Map(files.map((file) => [file.path, file])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: unique,
    gzipBytes: unique.reduce((sum, file) => sum + file.gzipBytes, 0),
    rawBytes: unique.reduce((sum, file) => sum + file.rawBytes, 0),
  };
}

// ---- 2. Lighthouse -------------------------------------------------------------------------------------

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audit = Lhr['audits'][string];

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function runLighthouse(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
    handleSIGINT: false, // it would exit the process before our cleanup stops the server
  });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await kill();
  }
}

/** The useful part of one row of an audit's details: the element, the resource or the message. */
function describeItem(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const node = item.node as Record<string, unknown> | undefined;
  if (node?.type === 'node') {
    out.selector = node.selector;
    out.snippet = node.snippet;
    if (node.nodeLabel) out.label = node.nodeLabel;
    if (node.explanation) out.explanation = node.explanation;
  }
  for (const key of ['url', 'source', 'description', 'label', 'value', 'text', 'issueType', 'directive', 'failureReason', 'reason']) {
    const value = item[key];
    if (value === undefined || value === null || key in out) continue;
    if (typeof value === 'object') {
      const typed = value as Record<string, unknown>;
      if (typed.type === 'source-location') out[key] = `${typed.url}:${Number(typed.line) + 1}:${Number(typed.column) + 1}`;
      else if (typed.type === 'node') out[key] = typed.selector ?? typed.snippet;
      else if ('formattedDefault' in typed) out[key] = typed.formattedDefault;
      else continue;
    } else {
      out[key] = value;
    }
  }
  const location = item.sourceLocation as Record<string, unknown> | undefined;
  if (location?.url) out.location = `${location.url}:${Number(location.line) + 1}:${Number(location.column) + 1}`;
  const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items;
  if (subItems?.length) out.subItems = subItems.slice(0, 5).map(describeItem);
  return out;
}

function describeAudit(audit: Audit) {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = details?.items ?? [];
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(items.length ? { items: items.slice(0, 15).map(describeItem), ...(items.length > 15 ? { moreItems: items.length - 15 } : {}) } : {}),
    ...(audit.explanation ? { explanation: audit.explanation } : {}),
  };
}

/** Every audit of the category that did not pass, including those of weight 0 (they do not move the score). */
function failedAudits(lhr: Lhr, category: CategoryId) {
  return lhr.categories[category]!.auditRefs.map((ref) => ({ audit: lhr.audits[ref.id]!, weight: ref.weight }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(({ audit, weight }) => ({ ...describeAudit(audit), weight, ...(weight === 0 ? { note: 'weight 0: does not lower the score' } : {}) }));
}

function summarize(lhr: Lhr) {
  const score = (id: CategoryId) => lhr.categories[id]?.score ?? 0;
  const scores = Object.fromEntries(Object.keys(CATEGORY_BUDGETS).map((id) => [id, score(id as CategoryId)])) as Record<CategoryId, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items?.[0]
    ?.items?.[0];
  const perfMissed = scores.performance < CATEGORY_BUDGETS.performance;
  const opportunities = lhr.categories
    .performance!.auditRefs.map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.metricSavings || audit.details?.type === 'opportunity'))
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue }));
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
    scores,
    metrics: {
      firstContentfulPaintMs: round(numeric('first-contentful-paint')),
      largestContentfulPaintMs: round(numeric('largest-contentful-paint')),
      totalBlockingTimeMs: round(numeric('total-blocking-time')),
      cumulativeLayoutShift: round(numeric('cumulative-layout-shift'), 3),
      speedIndexMs: round(numeric('speed-index')),
      ...(lcpElement ? { largestContentfulPaintElement: describeItem(lcpElement) } : {}),
    },
    failedAudits: {
      accessibility: failedAudits(lhr, 'accessibility'),
      'best-practices': failedAudits(lhr, 'best-practices'),
      seo: failedAudits(lhr, 'seo'),
      ...(perfMissed ? { performance: opportunities } : {}),
    },
  };
}

// ---- main ----------------------------------------------------------------------------------------------

async function main() {
  requireChromium();
  if (process.env.BUDGET_SKIP_BUILD !== '1') buildWeb();
  const server = await startServer({ NODE_ENV: 'production' });
  const url = `${server.url}/`;

  console.error(`Measuring the initial JavaScript of ${url}…`);
  const initialJs = await measureInitialJs(server.url);

  const runs: Lhr[] = [];
  for (let i = 1; i <= RUNS; i++) {
    console.error(`Lighthouse (mobile) run ${i} of ${RUNS}…`);
    runs.push(await runLighthouse(url));
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  const report = summarize(median);
  const paints = runs.map((lhr) => round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)).sort((a, b) => a - b);
  const medianPaintMs = paints[Math.floor((paints.length - 1) / 2)]!;

  const failures: string[] = [];
  if (!initialJs.pass) failures.push(`initial JavaScript ${initialJs.gzipBytes} B gzip > ${JS_BUDGET_BYTES} B`);
  for (const [id, budget] of Object.entries(CATEGORY_BUDGETS) as [CategoryId, number][]) {
    const value = report.scores[id];
    if (value < budget) failures.push(`${id} ${value} < ${budget}`);
  }
  if (!(medianPaintMs < LCP_BUDGET_MS)) failures.push(`largest contentful paint ${medianPaintMs} ms >= ${LCP_BUDGET_MS} ms (median of ${runs.length})`);

  const result = {
    url,
    pass: failures.length === 0,
    failures,
    initialJs,
    lighthouse: {
      ...report,
      budgets: { ...CATEGORY_BUDGETS, largestContentfulPaintMs: LCP_BUDGET_MS },
      runs: runs.length,
      medianLargestContentfulPaintMs: medianPaintMs,
      ...(runs.length > 1 ? { largestContentfulPaintMsOfAllRuns: paints } : {}),
      ...(runs.length > 1 ? { performanceScoresOfAllRuns: runs.map((lhr) => lhr.categories.performance?.score ?? 0) } : {}),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  return result.pass ? 0 : 1;
}

runScript(async () => {
  try {
    return await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 2;
  }
});
