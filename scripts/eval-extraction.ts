/**
 * Measures the evidence extractor against hand-written expectations for the fixture documents.
 *
 *   npm run eval:extraction                 (offline extractor)
 *   npm run eval:extraction -- --llm        (the extractor LLM_PROVIDER/LLM_API_KEY/LLM_BASE_URL/LLM_MODEL configure)
 *   npm run eval:extraction -- --json       (only the JSON summary on stdout)
 *
 * Text comes from the server's own extractText (PDF text layer, OCR for scans, DOCX, Markdown), exactly
 * as uploads are read. Expectations live in scripts/extraction-expectations.json, written by reading the
 * documents: DOIs are compared exactly (normalised), awards/memberships/judging/media by a key phrase
 * contained (case-insensitively) in an item's title or details, one item per expectation.
 *
 * Prints a table per document and a JSON summary: precision and recall per evidence type, DOI recall,
 * invented DOIs (a DOI that is not in the document text; must be 0) and time per document.
 * Exits 1 when a target is missed: DOI recall ≥ 95 %, no invented DOIs, awards/memberships/judging recall ≥ 80 %.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TEvidenceDraft } from '@acclaim/contracts';
import type { DocumentCategory, UploadMimeType } from '@acclaim/domain';
import { createEvidenceExtractor } from '../apps/server/src/services/extraction/evidence/create-evidence-extractor';
import { doiAppearsIn, doiHaystacks, normalizeDoi } from '../apps/server/src/services/extraction/evidence/doi';
import type { EvidenceExtractor } from '../apps/server/src/services/extraction/evidence/evidence-extractor';
import { createOfflineExtractor } from '../apps/server/src/services/extraction/evidence/offline-extractor';
import { normalizeKey } from '../apps/server/src/services/extraction/evidence/text';

/** The server's text extraction (loaded at run time; its PDF/OCR typings belong to the server project). */
type ExtractText = (bytes: Uint8Array, mimeType: UploadMimeType) => Promise<{ pages: string[]; method: string }>;
const TEXT_MODULE = '../apps/server/src/services/extraction/text/index.ts';
const { extractText } = (await import(TEXT_MODULE)) as { extractText: ExtractText };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = process.env.EVAL_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../shared/fixtures/documents');
const EXPECTATIONS = path.join(repoRoot, 'scripts/extraction-expectations.json');
const SCORED_TYPES = ['award', 'membership', 'judging', 'media_coverage'] as const;
type ScoredType = (typeof SCORED_TYPES)[number];
const TARGETS = { doiRecall: 0.95, inventedDois: 0, award: 0.8, membership: 0.8, judging: 0.8 };

interface Expectation {
  key: string;
  year?: number;
}
interface ExpectedDocument {
  file: string;
  category: DocumentCategory;
  applicantName?: string;
  annotated: string[];
  notes?: string;
  dois?: string[];
  award?: Expectation[];
  membership?: Expectation[];
  judging?: Expectation[];
  media_coverage?: Expectation[];
}

const args = new Set(process.argv.slice(2));
const jsonOnly = args.has('--json');
const log = (...parts: unknown[]) => {
  if (!jsonOnly) console.log(...parts);
};

const MIME: Record<string, UploadMimeType> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
};

function haystack(item: TEvidenceDraft): string {
  const details = Object.values(item.details)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === 'string');
  // The description (the original lines) is left out: the item itself must name the thing.
  return ` ${normalizeKey([item.title, ...details].join(' '))} `;
}

function itemYear(item: TEvidenceDraft): number | null {
  if (item.date) return Number(item.date.slice(0, 4));
  return typeof item.details.year === 'number' ? item.details.year : null;
}

/** One-to-one matching: longer (more specific) keys first, each item used once. */
function match(items: TEvidenceDraft[], expected: Expectation[]) {
  const free = new Set(items.map((_, i) => i));
  const hay = items.map(haystack);
  const missed: Expectation[] = [];
  const order = [...expected].sort((a, b) => b.key.length - a.key.length || (b.year ? 1 : 0) - (a.year ? 1 : 0));
  for (const exp of order) {
    const key = ` ${normalizeKey(exp.key)} `;
    const hit = [...free].find((i) => hay[i]!.includes(key) && (exp.year === undefined || itemYear(items[i]!) === exp.year));
    if (hit === undefined) missed.push(exp);
    else free.delete(hit);
  }
  return { tp: expected.length - missed.length, fn: missed.length, fp: free.size, missed, unmatched: [...free].map((i) => items[i]!) };
}

const pct = (n: number | null) => (n === null ? '   –  ' : `${(n * 100).toFixed(1).padStart(5)}%`);
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

type Totals = Record<ScoredType, { tp: number; fp: number; fn: number }>;
interface DoiTotals {
  expected: number;
  found: number;
  extra: number;
  invented: string[];
}

async function main() {
  const spec = JSON.parse(fs.readFileSync(EXPECTATIONS, 'utf8')) as { documents: ExpectedDocument[] };
  let extractor: EvidenceExtractor = createOfflineExtractor();
  if (args.has('--llm')) extractor = createEvidenceExtractor(process.env);
  log(`Extractor: ${extractor.kind}; fixtures: ${FIXTURES}\n`);

  const totals: Totals = {
    award: { tp: 0, fp: 0, fn: 0 },
    membership: { tp: 0, fp: 0, fn: 0 },
    judging: { tp: 0, fp: 0, fn: 0 },
    media_coverage: { tp: 0, fp: 0, fn: 0 },
  };
  const doi: DoiTotals = { expected: 0, found: 0, extra: 0, invented: [] };
  const perDocument: Record<string, unknown>[] = [];
  const problems: string[] = [];

  // Warm-up so the first document's time is not the JIT's.
  await createOfflineExtractor().extract({ pages: ['Awards\n2020 Test Award, Test Society'], category: 'cv', fileName: 'warmup.txt' });

  const rows: string[][] = [];
  for (const docSpec of spec.documents) {
    const file = path.join(FIXTURES, docSpec.file);
    const mime = MIME[path.extname(file).toLowerCase()];
    if (!fs.existsSync(file) || !mime) {
      problems.push(`${docSpec.file}: missing or unsupported`);
      continue;
    }
    const { row, cells } = await evaluateDocument(docSpec, file, mime, extractor, totals, doi);
    perDocument.push(row);
    rows.push(cells);
  }
  printTable(rows);

  const summary = summarize(extractor.kind, totals, doi, perDocument, problems);
  if (jsonOnly) console.log(JSON.stringify(summary, null, 2));
  else {
    const { details: _details, ...short } = summary;
    log('\nSummary (add --json for per-document details):');
    log(JSON.stringify(short, null, 2));
  }
  process.exitCode = summary.targetsMet ? 0 : 1;
}

/** Reads and extracts one document, adds its scores to the totals, and returns its details and table row. */
async function evaluateDocument(docSpec: ExpectedDocument, file: string, mime: UploadMimeType, extractor: EvidenceExtractor, totals: Totals, doi: DoiTotals) {
  const textStart = performance.now();
  const text = await extractText(new Uint8Array(fs.readFileSync(file)), mime);
  const textMs = performance.now() - textStart;
  const input = { pages: text.pages, category: docSpec.category, fileName: path.basename(file), applicantName: docSpec.applicantName ?? null };
  const start = performance.now();
  const items = await extractor.extract(input);
  const extractMs = performance.now() - start;

  const dois = scoreDois(docSpec, text.pages, items, doi);
  const row: Record<string, unknown> = {
    file: docSpec.file,
    category: docSpec.category,
    textMethod: text.method,
    textMs: Math.round(textMs),
    extractMs: Number(extractMs.toFixed(1)),
    items: items.length,
    itemsByType: Object.fromEntries([...new Set(items.map((i) => i.type))].map((t) => [t, items.filter((i) => i.type === t).length])),
  };
  if (dois.detail) row.doi = dois.detail;
  const cells: Record<ScoredType, string> = { award: '–', membership: '–', judging: '–', media_coverage: '–' };
  for (const type of SCORED_TYPES) {
    if (!docSpec.annotated.includes(type)) continue;
    const scored = scoreType(type, docSpec, items, totals);
    row[type] = scored.detail;
    cells[type] = scored.cell;
  }
  return {
    row,
    cells: [
      docSpec.file,
      text.method,
      `${Math.round(textMs)}`,
      `${extractMs.toFixed(1)}`,
      String(items.length),
      dois.cell,
      cells.award,
      cells.membership,
      cells.judging,
      cells.media_coverage,
    ],
  };
}

/** The DOIs found against those expected (when the document is annotated for them) and any not in its text. */
function scoreDois(docSpec: ExpectedDocument, pages: string[], items: TEvidenceDraft[], doi: DoiTotals) {
  const haystacks = doiHaystacks(pages);
  const found = new Set<string>();
  for (const item of items) {
    for (const value of [item.details.doi, ...(Array.isArray(item.details.relatedDois) ? item.details.relatedDois : [])]) {
      const d = typeof value === 'string' ? normalizeDoi(value) : null;
      if (d) found.add(d);
    }
  }
  const invented = [...found].filter((d) => !doiAppearsIn(d, haystacks));
  doi.invented.push(...invented.map((d) => `${docSpec.file}: ${d}`));
  if (!docSpec.annotated.includes('doi')) return { cell: '–', detail: null };
  const expected = new Set((docSpec.dois ?? []).map((d) => normalizeDoi(d)!));
  const hit = [...expected].filter((d) => found.has(d));
  const extra = [...found].filter((d) => !expected.has(d));
  doi.expected += expected.size;
  doi.found += hit.length;
  doi.extra += extra.length;
  return {
    cell: `${hit.length}/${expected.size}${extra.length ? ` +${extra.length}` : ''}${invented.length ? ` !${invented.length}` : ''}`,
    detail: { expected: expected.size, found: hit.length, missed: [...expected].filter((d) => !found.has(d)), unexpected: extra, invented },
  };
}

function scoreType(type: ScoredType, docSpec: ExpectedDocument, items: TEvidenceDraft[], totals: Totals) {
  const result = match(
    items.filter((i) => i.type === type),
    docSpec[type] ?? [],
  );
  totals[type].tp += result.tp;
  totals[type].fp += result.fp;
  totals[type].fn += result.fn;
  return {
    detail: {
      expected: (docSpec[type] ?? []).length,
      matched: result.tp,
      missed: result.missed.map((m) => m.key + (m.year ? ` (${m.year})` : '')),
      unexpected: result.unmatched.map((i) => i.title),
    },
    cell: `${result.tp}/${(docSpec[type] ?? []).length}${result.fp ? ` +${result.fp}` : ''}`,
  };
}

function printTable(rows: string[][]) {
  const header = ['document', 'text', 'text ms', 'extract ms', 'items', 'DOIs', 'awards', 'members', 'judging', 'media'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log(fmt(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) log(fmt(r));
  log('\nCells: matched/expected, +N = extracted items of that type matching no expectation (DOIs: +N unexpected, !N invented).\n');
}

/** Precision and recall per type and for DOIs (printed), the targets, and the JSON summary. */
function summarize(extractorKind: EvidenceExtractor['kind'], totals: Totals, doi: DoiTotals, perDocument: Record<string, unknown>[], problems: string[]) {
  const perType = Object.fromEntries(
    SCORED_TYPES.map((t) => [
      t,
      { ...totals[t], precision: ratio(totals[t].tp, totals[t].tp + totals[t].fp), recall: ratio(totals[t].tp, totals[t].tp + totals[t].fn) },
    ]),
  ) as Record<ScoredType, { tp: number; fp: number; fn: number; precision: number | null; recall: number | null }>;
  const doiRecall = ratio(doi.found, doi.expected);
  const doiPrecision = ratio(doi.found, doi.found + doi.extra);
  for (const t of SCORED_TYPES)
    log(
      `${t.padEnd(15)} precision ${pct(perType[t].precision)}  recall ${pct(perType[t].recall)}  (tp ${perType[t].tp}, fp ${perType[t].fp}, fn ${perType[t].fn})`,
    );
  log(
    `${'doi'.padEnd(15)} precision ${pct(doiPrecision)}  recall ${pct(doiRecall)}  (found ${doi.found}/${doi.expected}, unexpected ${doi.extra}, invented ${doi.invented.length})`,
  );

  const targets = {
    doiRecall: (doiRecall ?? 0) >= TARGETS.doiRecall,
    inventedDois: doi.invented.length <= TARGETS.inventedDois,
    award: (perType.award.recall ?? 0) >= TARGETS.award,
    membership: (perType.membership.recall ?? 0) >= TARGETS.membership,
    judging: (perType.judging.recall ?? 0) >= TARGETS.judging,
  };
  const times = perDocument.map((d) => d.extractMs as number);
  const summary = {
    extractor: extractorKind,
    documents: perDocument.length,
    perType,
    doi: {
      expected: doi.expected,
      found: doi.found,
      recall: doiRecall,
      precision: doiPrecision,
      unexpected: doi.extra,
      invented: doi.invented.length,
      inventedList: doi.invented,
    },
    timeMs: {
      total: Number(times.reduce((a, b) => a + b, 0).toFixed(1)),
      max: Math.max(...times),
      perDocument: Object.fromEntries(perDocument.map((d) => [d.file, d.extractMs])),
    },
    targets,
    targetsMet: Object.values(targets).every(Boolean),
    problems,
    details: perDocument,
  };
  return summary;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
