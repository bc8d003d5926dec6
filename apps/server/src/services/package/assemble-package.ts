import { PDFDocument, type PDFPage } from 'pdf-lib';
import { cleanBatesPrefix, embedBatesFont, formatBates, stampBatesNumbers } from './bates';
import { appendPart } from './convert-part';
import { EXHIBIT_INDEX_TITLE, renderExhibitIndex, type ExhibitIndexHeader, type ExhibitIndexRow } from './exhibit-index';
import { exhibitHeading, renderTabPages } from './generated-pages';
import { CLASSIFICATION } from './generated-style';
import { criterionOf, orderParts, type OrderedPart } from './order-parts';
import { flattenOutline, writeOutline } from './outline';
import { buildOutline, exhibitBookmarkTitle, type PlacedPart } from './package-outline';
import type { AssembledPackage, AssemblePackageInput, PackageProblem, PartSource } from './package-types';
import { indexSegment, segmentName, segmentOf, writeSegmentFiles, type Segment } from './package-segments';
import { zipFiles } from './package-zip';
import { createPathAllocator, safeFileName } from './safe-file-name';

/** The index's page count moves every later page; numbers are fixed-width, so a second layout settles it. */
const MAX_INDEX_LAYOUTS = 3;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Placed extends PlacedPart {
  source: PartSource;
}

function validate(input: AssemblePackageInput) {
  if (!input.parts.length) throw new RangeError('A filing package needs at least one part.');
  const start = input.batesStart ?? 1;
  if (!Number.isInteger(start) || start < 1) throw new RangeError('batesStart must be a positive whole number.');
}

function duplicateLabelProblems(exhibits: readonly OrderedPart[]): PackageProblem[] {
  const seen = new Map<string, OrderedPart>();
  const problems: PackageProblem[] = [];
  for (const exhibit of exhibits) {
    const key = (exhibit.label ?? '').toLowerCase();
    if (!seen.has(key)) {
      seen.set(key, exhibit);
      continue;
    }
    problems.push({
      partIndex: exhibit.partIndex,
      title: exhibit.part.title,
      fileName: exhibit.part.file.name,
      message: `Another exhibit is also labelled "${exhibit.label}", so a reference to it is ambiguous. Give each exhibit its own label.`,
      outcome: 'degraded',
    });
  }
  return problems;
}

/**
 * Lays out the exhibit index and inserts it at `at`, before the first tab, moving the parts after it down.
 * Its entries point at pages after it, so its own length is assumed, checked and laid out again if wrong.
 */
async function insertExhibitIndex(
  out: PDFDocument,
  placed: Placed[],
  { at, batesAt, header }: { at: number; batesAt: (pageIndex: number) => string | null; header: ExhibitIndexHeader },
): Promise<number> {
  const exhibits = placed.filter((item) => item.ordered.part.kind === 'exhibit');
  const layout = async (assumedPages: number) => {
    const rows: ExhibitIndexRow[] = exhibits.map((item) => ({
      label: item.ordered.label ?? '',
      title: item.ordered.part.title,
      criterion: criterionOf(item.ordered.part),
      batesStart: batesAt(item.startIndex + assumedPages) ?? '',
      page: item.startIndex + assumedPages + 1,
    }));
    return PDFDocument.load(await renderExhibitIndex(rows, header));
  };
  let pageCount = 1;
  let index = await layout(pageCount);
  for (let attempt = 1; index.getPageCount() !== pageCount; attempt++) {
    if (attempt > MAX_INDEX_LAYOUTS) throw new Error('The exhibit index did not settle on a page count.');
    pageCount = index.getPageCount();
    index = await layout(pageCount);
  }
  const pages = await out.copyPages(index, index.getPageIndices());
  pages.forEach((page, offset) => out.insertPage(at + offset, page));
  for (const item of placed) {
    if (item.startIndex < at) continue;
    item.startIndex += pageCount;
    item.contentStartIndex += pageCount;
    item.endIndex += pageCount;
  }
  return pageCount;
}

/**
 * Builds the filing package: one PDF in filing order (transmittal letter, forms, petition letter, recommendation
 * letters, exhibit index, then each exhibit behind its tab page) with continuous Bates numbers on every page after
 * the transmittal letter and bookmarks for every part and exhibit, plus a ZIP of that PDF and each part's own PDF.
 * A file that cannot be converted is replaced by a placeholder page and reported in `manifest.problems`.
 */
export async function assemblePackage(input: AssemblePackageInput): Promise<AssembledPackage> {
  validate(input);
  const prefix = cleanBatesPrefix(input.batesPrefix);
  const firstBates = input.batesStart ?? 1;
  const ordered = orderParts(input.parts);
  const exhibits = ordered.filter((item) => item.part.kind === 'exhibit');
  const problems: PackageProblem[] = duplicateLabelProblems(exhibits);

  // Steps: each part, the index, the combined PDF, each part's own PDF (and the index's), the ZIP.
  const total = ordered.length * 2 + (exhibits.length ? 2 : 0) + 2;
  let done = 0;
  const progress = (label: string) => input.onProgress?.(++done, total, label);

  const software = input.software ?? 'Acclaim';
  const out = await createPackagePdf(input, software);
  const tabPages = await copyTabPages(out, exhibits);
  const { placed, indexAt } = await appendParts(out, ordered, tabPages, { problems, progress });

  const batesFrom = placed.filter((item) => item.ordered.part.kind === 'transmittal').reduce((sum, item) => sum + item.endIndex - item.startIndex, 0);
  const batesAt = (pageIndex: number) => (pageIndex >= batesFrom ? formatBates(prefix, firstBates + pageIndex - batesFrom) : null);

  let indexPageCount = 0;
  if (indexAt !== null) {
    indexPageCount = await insertExhibitIndex(out, placed, {
      at: indexAt,
      batesAt,
      header: { applicantName: input.applicantName, petitionType: input.petitionType },
    });
    progress(`Added the ${EXHIBIT_INDEX_TITLE.toLowerCase()}`);
  }

  const totalPages = out.getPageCount();
  stampBatesNumbers(out, await embedBatesFont(out), { prefix, from: batesFrom, firstNumber: firstBates });
  const outline = buildOutline(placed, indexAt);
  writeOutline(out, outline);
  const pdf = await out.save();
  progress('Wrote the combined PDF');

  const allocate = createPathAllocator();
  const pdfPath = allocate('', safeFileName(`Filing package - ${input.applicantName}`, 'Filing package'), 'pdf');
  const batesRange = (start: number, end: number) => {
    const first = batesAt(start);
    const last = batesAt(end - 1);
    return first && last ? { first, last } : null;
  };
  const segments = partSegments(placed, indexAt, indexPageCount);
  const { files, parts: manifestParts } = await writeSegmentFiles(out, segments, {
    metadata: { author: input.author, software },
    allocate,
    batesRange,
    onSaved: async (segment) => {
      progress(`Saved ${segment.kind === 'exhibit-index' ? `the ${EXHIBIT_INDEX_TITLE.toLowerCase()}` : segmentName(segment)} as its own file`);
      await yieldToEventLoop();
    },
  });

  const zip = zipFiles(new Map([[pdfPath, pdf], ...files]));
  files.clear();
  progress('Wrote the ZIP');

  return {
    pdf,
    zip,
    manifest: {
      caseTitle: input.caseTitle,
      totalPages,
      pdfPath,
      bates: batesRange(batesFrom, totalPages),
      parts: manifestParts,
      bookmarks: flattenOutline(outline).map(({ title, pageIndex, level }) => ({ title, page: pageIndex + 1, level })),
      problems: problems.sort((a, b) => a.partIndex - b.partIndex),
    },
  };
}

/** The parts saved as files of their own, in filing order; the exhibit index goes before the first exhibit. */
function partSegments(placed: readonly Placed[], indexAt: number | null, indexPageCount: number): Segment[] {
  const segments = placed.map(segmentOf);
  if (indexAt !== null)
    segments.splice(
      segments.findIndex((segment) => segment.kind === 'exhibit'),
      0,
      indexSegment(indexAt, indexPageCount),
    );
  return segments;
}

/** The combined PDF, empty, with its document information filled in. */
async function createPackagePdf(input: AssemblePackageInput, software: string): Promise<PDFDocument> {
  const out = await PDFDocument.create({ updateMetadata: false });
  out.setTitle(`${input.caseTitle} — filing package`);
  out.setAuthor(input.author ?? input.applicantName);
  out.setSubject(`Form I-140 petition, ${CLASSIFICATION[input.petitionType]}: ${input.applicantName}`);
  out.setCreator(software);
  out.setProducer(software);
  out.setCreationDate(new Date());
  return out;
}

/** One tab page per exhibit, laid out together and copied into the combined PDF, in the exhibits' order. */
async function copyTabPages(out: PDFDocument, exhibits: readonly OrderedPart[]): Promise<PDFPage[]> {
  if (!exhibits.length) return [];
  const tabs = await PDFDocument.load(
    await renderTabPages(exhibits.map((item) => ({ label: item.label ?? '', title: item.part.title, criterion: criterionOf(item.part) }))),
  );
  if (tabs.getPageCount() !== exhibits.length) throw new Error(`Expected ${exhibits.length} tab pages, pdfmake laid out ${tabs.getPageCount()}.`);
  return out.copyPages(tabs, tabs.getPageIndices());
}

/**
 * Appends every part in filing order, each exhibit behind its tab page, and answers where each part landed and
 * where the exhibit index goes (before the first tab; null without exhibits).
 */
async function appendParts(
  out: PDFDocument,
  ordered: readonly OrderedPart[],
  tabPages: readonly PDFPage[],
  { problems, progress }: { problems: PackageProblem[]; progress: (label: string) => void },
): Promise<{ placed: Placed[]; indexAt: number | null }> {
  const placed: Placed[] = [];
  let indexAt: number | null = null;
  let exhibitNumber = 0;
  for (const item of ordered) {
    const { part } = item;
    const isExhibit = part.kind === 'exhibit';
    if (isExhibit && indexAt === null) indexAt = out.getPageCount();
    const startIndex = out.getPageCount();
    if (isExhibit) out.addPage(tabPages[exhibitNumber++]!);
    const contentStartIndex = out.getPageCount();
    const heading = isExhibit ? exhibitBookmarkTitle(item.label ?? '', part.title) : part.title;
    const converted = await appendPart(out, part.file, { heading, reserveBatesStrip: part.kind !== 'transmittal' });
    if (converted.problem) problems.push({ partIndex: item.partIndex, title: part.title, fileName: part.file.name, ...converted.problem });
    placed.push({ ordered: item, startIndex, contentStartIndex, endIndex: out.getPageCount(), source: converted.source });
    progress(isExhibit ? `Added ${exhibitHeading(item.label ?? '')}` : `Added ${part.title}`);
    await yieldToEventLoop();
  }
  return { placed, indexAt };
}
