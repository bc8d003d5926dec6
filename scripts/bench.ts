/**
 * `npm run bench`: one JSON report of the product's benchmarks, so each change can be compared.
 * Today: text extraction and offline evidence extraction on every fixture document, and the web bundle
 * sizes. Timings are wall-clock on this machine; run it twice before trusting a difference under ±30 %.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { UploadMimeType } from '@acclaim/domain';
import { detectUploadType, extractText } from '../apps/server/src/services/extraction/text/index';
import { createOfflineExtractor } from '../apps/server/src/services/extraction/evidence/index';
import { guessCategory } from '../apps/server/src/services/documents/manage-documents';

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
  for (const file of walk(fixtures).filter((name) => !name.endsWith('.json')).sort()) {
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

const extraction = await benchExtraction();
const report = {
  date: new Date().toISOString(),
  node: process.version,
  extraction: {
    documents: extraction,
    totalTextMs: extraction.reduce((sum, row) => sum + row.textMs, 0),
    totalEvidenceMs: extraction.reduce((sum, row) => sum + row.evidenceMs, 0),
  },
  webBundle: bundleSizes(),
};
console.log(JSON.stringify(report, null, 2));
