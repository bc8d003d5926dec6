/**
 * `npm run bench`: one JSON report of the product's benchmarks, so each change can be compared.
 * Today: text extraction and offline evidence extraction on every fixture document, the eligibility
 * assessment on a 200-publication profile, the assessment job and its PDF report on the demo profile, the
 * petition letter on the bench profile and on the two completed real records (composed, exported to DOCX and
 * PDF), the filing package, the offline chat,
 * the attorney's Clients list, the API's HTTP throughput (GET /api/health and an authenticated read, autocannon at
 * 50 connections for 5 s) against a bare node:http server answering the same JSON, the server's start-up time on an
 * empty data folder (median of three), how long a letter render holds the event loop on this thread and through
 * the render threads, and the web bundle sizes. Timings are wall-clock on this machine; run it twice
 * before trusting a difference under ±30 %. Under sustained load, see `npm run load`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ZAssessmentInput, type UploadMimeType } from '@acclaim/domain';
import { assessCase, buildBenchProfile, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { composeLetter, countWords, cutLetter, estimatePages, letterToPlainText } from '@acclaim/domain/letter';
import { TEN_CHAT_QUESTIONS } from '@acclaim/domain/test/chat-questions';
import { withExhibits } from '@acclaim/domain/test/exhibits';
import { ANDERSON } from '../packages/domain/src/letter/compose/fixtures/anderson';
import { BOETTIGER } from '../packages/domain/src/letter/compose/fixtures/boettiger';
import { eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { openDatabase } from '../apps/server/src/db/client';
import { assessments, cases, evidenceItems, users } from '../apps/server/src/db/schema/index';
import { createDeps } from '../apps/server/src/deps';
import { readEnv } from '../apps/server/src/lib/env';
import { createLogger } from '../apps/server/src/lib/logger';
import { runAssessment } from '../apps/server/src/services/assessments/assess-case-job';
import { getReportData } from '../apps/server/src/services/assessments/get-assessment';
import { renderAssessmentReport } from '../apps/server/src/services/assessments/report/render-assessment-report';
import { renderLetterDocx, renderLetterPdf } from '../apps/server/src/services/letters/render/index';
import { closeRenderThreads, renderOffThread } from '../apps/server/src/services/render-threads/render-pool';
import { detectUploadType, extractText } from '../apps/server/src/services/extraction/text/index';
import { createOfflineExtractor } from '../apps/server/src/services/extraction/evidence/index';
import { guessCategory } from '../apps/server/src/services/documents/manage-documents';
import { benchPackage, buildBenchCase } from '../apps/server/src/services/package/bench-package';
import { assemblePackage } from '../apps/server/src/services/package/assemble-package';
import { assemblePackageOffThread } from '../apps/server/src/services/package/assemble-off-thread';
import { answerQuestion } from '@acclaim/domain/chat';
import { loadSiteContent } from '../apps/server/src/lib/load-site-content';
import { siteArticles } from '../apps/server/src/services/chat/chat-context';
import { benchFirmCaseList } from '../apps/server/src/test/bench-firm-cases';
import { runScript } from './lib/app-server';
import { benchApiThroughput, benchStartup } from './lib/bench-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.resolve(root, '../shared/fixtures/documents');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

async function benchExtraction() {
  const extractor = createOfflineExtractor();
  const results = [];
  for (const file of walk(fixtures)
    .filter((name) => !name.endsWith('.json'))
    .sort()) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    const detected = await detectUploadType(bytes, path.basename(file));
    if ('error' in detected) continue;
    const started = performance.now();
    const text = await extractText(bytes, detected.mimeType as UploadMimeType);
    const textMs = performance.now() - started;
    const evidenceStarted = performance.now();
    const items = await extractor.extract({ pages: text.pages, category: guessCategory(path.basename(file)), fileName: path.basename(file) });
    results.push({
      document: path.relative(fixtures, file),
      method: text.method,
      pages: text.pageCount,
      textMs: Math.round(textMs),
      evidenceMs: Math.round(performance.now() - evidenceStarted),
      evidenceItems: items.length,
    });
  }
  return results;
}

/**
 * Eligibility assessment on a generated profile (200 publications, 40 other items).
 * The first run includes JIT warm-up and is reported apart; the median of the rest is the figure to
 * compare (target: under 200 ms).
 */
function benchAssessment(runs = 9) {
  const profile = buildBenchProfile(200, 40);
  const time = () => {
    const started = performance.now();
    assessCase(profile);
    return performance.now() - started;
  };
  const firstRunMs = time();
  const times = Array.from({ length: runs }, time).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    publications: 200,
    otherItems: 40,
    runs,
    firstRunMs: round(firstRunMs),
    medianMs: round(times[Math.floor(runs / 2)] ?? 0),
    maxMs: round(times[runs - 1] ?? 0),
    targetMs: 200,
  };
}

/**
 * The whole assessment job on the demo profile (29 items) against a fresh embedded database: reading the case,
 * the engine, saving, and the processing-state writes (no LLM, scholarly services off), then the PDF report
 * of the stored result. Queue pick-up latency is not included.
 */
async function benchAssessmentJob() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-bench-'));
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
  const database = await openDatabase({ dataDir });
  try {
    const deps = createDeps(env, database, createLogger('silent'));
    const { db } = database;
    const { profile, evidence } = ZAssessmentInput.parse(DEMO_PROFILE);
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@acclaim.local', name: profile.fullName ?? 'Bench' })
      .returning();
    const [row] = await db
      .insert(cases)
      .values({
        ownerId: user!.id,
        title: 'Bench',
        petitionType: profile.petitionType,
        fieldOfEndeavor: profile.fieldOfEndeavor ?? null,
        proposedEndeavor: profile.proposedEndeavor ?? null,
      })
      .returning();
    await db.insert(evidenceItems).values(
      evidence.map((item) => ({
        caseId: row!.id,
        type: item.type,
        title: item.title,
        description: item.description,
        date: item.date,
        details: item.details,
        verification: item.verification,
        verificationDetails: item.check,
        status: 'accepted' as const,
      })),
    );
    const [queued] = await db.insert(assessments).values({ caseId: row!.id, requestedBy: user!.id }).returning();
    const jobStarted = performance.now();
    await runAssessment(deps, queued!.id, { isLast: true });
    const jobMs = performance.now() - jobStarted;
    const [done] = await db.select().from(assessments).where(eq(assessments.id, queued!.id));
    const renders = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const report = await renderAssessmentReport(getReportData(done!));
      renders.push({ ms: performance.now() - started, pages: report.pageCount, bytes: report.bytes.byteLength });
    }
    return {
      profile: 'DEMO_PROFILE',
      evidenceItems: DEMO_PROFILE.evidence.length,
      status: done!.status,
      jobMs: Math.round(jobMs),
      report: {
        firstRenderMs: Math.round(renders[0]!.ms),
        warmRenderMs: Math.round(Math.min(...renders.slice(1).map((r) => r.ms))),
        pages: renders[0]!.pages,
        bytes: renders[0]!.bytes,
      },
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench profile carries no exhibit labels, and the composer cites only labelled evidence: one per item, by type, as filings number them. */
const pdfPageCount = async (bytes: Buffer) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;

/**
 * The petition letter (issue 6) of the bench profile (200 publications, 40 other items) for EB-1A: composing it
 * from the stored assessment, then exporting it whole to DOCX and PDF, one cold run each, as a user's first
 * export is (target: under 10 s in all). The assessment is timed apart, as the letter reads a stored one.
 * `cuts` are the PDF pages of the plans' cuts (Free Trial 2 pages, Analysis 5), which should stay within the limit.
 */
async function benchLetter() {
  const input = withExhibits(buildBenchProfile(200, 40));
  const options = { applicantName: input.profile.fullName ?? 'Bench', upgradeNote: null, date: input.asOf };
  let started = performance.now();
  const assessment = assessCase(input);
  const assessMs = performance.now() - started;
  started = performance.now();
  const letter = composeLetter(input, assessment, { petitionType: 'EB1A' });
  const composeMs = performance.now() - started;
  started = performance.now();
  const docx = await renderLetterDocx(letter, options);
  const docxMs = performance.now() - started;
  started = performance.now();
  const pdf = await renderLetterPdf(letter, options);
  const pdfMs = performance.now() - started;
  const cuts = [];
  for (const pageLimit of [2, 5]) {
    const cut = cutLetter(letter, pageLimit);
    const bytes = await renderLetterPdf(cut.letter, { ...options, upgradeNote: 'Upgrade to read and export the whole letter.' });
    cuts.push({ pageLimit, isTruncated: cut.isTruncated, pdfPages: await pdfPageCount(bytes) });
  }
  return {
    profile: 'buildBenchProfile(200, 40), EB-1A',
    sections: letter.sections.length,
    words: countWords(letterToPlainText(letter)),
    estimatedPages: estimatePages(letter),
    pdfPages: await pdfPageCount(pdf),
    assessMs: Math.round(assessMs),
    composeMs: Math.round(composeMs),
    docxMs: Math.round(docxMs),
    pdfMs: Math.round(pdfMs),
    totalMs: Math.round(composeMs + docxMs + pdfMs),
    targetTotalMs: 10_000,
    docxBytes: docx.byteLength,
    pdfBytes: pdf.byteLength,
    cuts,
  };
}

/**
 * The letters of the two real records completed with their proof facts (issue 25): Carl Boettiger's EB-1A and
 * Brian Anderson's NIW, composed and exported to DOCX and PDF once each, with their length.
 */
async function benchRealLetters() {
  const records = [
    { name: 'Carl Boettiger, EB-1A', input: BOETTIGER, petitionType: 'EB1A' as const },
    { name: 'Brian Anderson, NIW', input: ANDERSON, petitionType: 'NIW' as const },
  ];
  const out = [];
  for (const { name, input, petitionType } of records) {
    const options = { applicantName: input.profile.fullName ?? name, upgradeNote: null, date: input.asOf };
    let started = performance.now();
    const letter = composeLetter(input, assessCase(input), { petitionType });
    const composeMs = performance.now() - started;
    started = performance.now();
    await renderLetterDocx(letter, options);
    const docxMs = performance.now() - started;
    started = performance.now();
    const pdf = await renderLetterPdf(letter, options);
    const pdfMs = performance.now() - started;
    out.push({
      record: name,
      sections: letter.sections.map((s) => s.heading),
      estimatedPages: estimatePages(letter),
      pdfPages: await pdfPageCount(pdf),
      composeMs: Math.round(composeMs),
      docxMs: Math.round(docxMs),
      pdfMs: Math.round(pdfMs),
      totalMs: Math.round(composeMs + docxMs + pdfMs),
      targetTotalMs: 10_000,
    });
  }
  return out;
}

/**
 * How long the server's event loop is held while a letter PDF of the bench profile renders, and while the bench
 * case's filing package is assembled: once on this thread (as they ran before the render threads) and through the
 * render pool, as exports and the package job run now. Measured as the longest gap between ticks of a 5 ms
 * timer: perf_hooks.monitorEventLoopDelay samples only after its own timer first fires, and missed a render that
 * held the loop for seconds. The goal is no gap over 50 ms through the pool, and the bench exits 1 when it is
 * missed. The pool's first render includes starting its thread.
 */
async function benchRenderBlocking() {
  const input = withExhibits(buildBenchProfile(200, 40));
  const letter = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
  const options = { applicantName: input.profile.fullName ?? 'Bench', upgradeNote: null, date: input.asOf };
  const measure = async (render: () => Promise<unknown>) => {
    let lastTick = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
    }, 5);
    const started = performance.now();
    await render();
    const renderMs = performance.now() - started;
    // One more turn of the loop, so a gap that ended with the render is counted too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(ticker);
    return { renderMs: Math.round(renderMs), longestEventLoopGapMs: Math.round(longestGap) };
  };
  const onThisThread = await measure(() => renderLetterPdf(letter, options));
  const firstInPool = await measure(() => renderOffThread('letterPdf', { letter, options }));
  const inPool = await measure(() => renderOffThread('letterPdf', { letter, options }));
  // The filing package of the bench case (40 exhibits, about 300 pages), as the package job assembles it.
  const parts = await buildBenchCase();
  const packageInput = { caseTitle: 'Bench case', applicantName: 'Bench', petitionType: 'EB1A' as const, batesPrefix: 'ACCLAIM', parts };
  const packageOnThisThread = await measure(() => assemblePackage(packageInput));
  const packageInPool = await measure(() => assemblePackageOffThread(packageInput));
  await closeRenderThreads();
  const goalMs = 50;
  const meetsGoal = Math.max(firstInPool.longestEventLoopGapMs, inPool.longestEventLoopGapMs, packageInPool.longestEventLoopGapMs) <= goalMs;
  if (!meetsGoal) process.exitCode = 1;
  return {
    loadAverageAtStart: os.loadavg()[0],
    onThisThread,
    firstInPool,
    inPool,
    packageOnThisThread,
    packageInPool,
    goal: `event loop never held over ${goalMs} ms through the pool`,
    meetsGoal,
  };
}

function bundleSizes() {
  const assets = path.join(root, 'apps/web/dist/assets');
  if (!fs.existsSync(assets)) return { note: 'run "npm run build" first' };
  const files = fs.readdirSync(assets);
  const size = (names: string[], zip: boolean) =>
    names.reduce((sum, name) => {
      const bytes = fs.readFileSync(path.join(assets, name));
      return sum + (zip ? gzipSync(bytes).length : bytes.length);
    }, 0);
  const js = files.filter((name) => name.endsWith('.js'));
  const css = files.filter((name) => name.endsWith('.css'));
  return { jsBytes: size(js, false), jsGzipBytes: size(js, true), cssBytes: size(css, false), cssGzipBytes: size(css, true), chunks: js.length };
}

/**
 * The offline chat assistant on the demo case with the site's FAQ and blog: ten questions, each answered three
 * times; the first answer of the run (articles split and cached) is reported apart.
 */
function benchChat() {
  const input = ZAssessmentInput.parse(DEMO_PROFILE);
  const context = { profile: input.profile, evidence: input.evidence, assessment: assessCase(input), letter: null, documents: [] };
  const articles = siteArticles(loadSiteContent(path.join(root, 'content')));
  const time = (question: string) => {
    const started = performance.now();
    answerQuestion({ question, context, articles });
    return performance.now() - started;
  };
  const firstMs = time(TEN_CHAT_QUESTIONS[0]);
  const times = TEN_CHAT_QUESTIONS.flatMap((q) => [time(q), time(q), time(q)]).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    questions: TEN_CHAT_QUESTIONS.length,
    articles: articles.length,
    firstMs: round(firstMs),
    medianMs: round(times[Math.floor(times.length / 2)]!),
    p95Ms: round(times[Math.floor(times.length * 0.95)]!),
  };
}

runScript(async () => {
  const extraction = await benchExtraction();
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    extraction: {
      documents: extraction,
      totalTextMs: extraction.reduce((sum, row) => sum + row.textMs, 0),
      totalEvidenceMs: extraction.reduce((sum, row) => sum + row.evidenceMs, 0),
    },
    assessment: benchAssessment(),
    assessmentJob: await benchAssessmentJob(),
    letter: await benchLetter(),
    realLetters: await benchRealLetters(),
    renderBlocking: await benchRenderBlocking(),
    /** Filing package: 40 exhibits and about 300 pages assembled into one PDF and a ZIP (target under 15 s). */
    filingPackage: await benchPackage(),
    chat: benchChat(),
    /** The attorney's Clients list, 40 and 200 clients, median ms and queries per read (goal: under 150 ms for 200; issue 28). */
    firmCaseList: await benchFirmCaseList(),
    apiThroughput: await benchApiThroughput(),
    startup: await benchStartup(),
    webBundle: bundleSizes(),
  };
  console.log(JSON.stringify(report, null, 2));
});
