import { assemblePackage } from './assemble-package';
import type { PackagePart } from './package-types';
import { buildSampleDocx, buildSampleJpeg, buildSamplePdf, buildSamplePng, DOCX_MIME, PDF_MIME } from './synthetic-files';
import { renderTextPages } from './text-pages';
import { buildTransmittalLetter } from './transmittal-letter';

const CRITERIA = [
  'Criterion (i): nationally or internationally recognized awards',
  'Criterion (ii): membership in associations requiring outstanding achievement',
  'Criterion (iii): published material about the applicant',
  'Criterion (iv): judging the work of others',
  'Criterion (v): original contributions of major significance',
  'Criterion (vi): authorship of scholarly articles',
];

const SENTENCE =
  'The applicant led the design of a method that three independent groups adopted within two years, as the citing articles and the adoption letters in the exhibits show. ';

const pdfFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: PDF_MIME, bytes });

/** A petition letter as the letter renderer makes it: pdfmake pages in DejaVu, about 40 of them. */
async function petitionLetter(): Promise<Uint8Array> {
  const paragraphs = Array.from({ length: 40 }, (_, page) => Array.from({ length: 4 }, () => SENTENCE.repeat(3)).join('\n\n') + `\n(letter page ${page + 1})`);
  return renderTextPages(paragraphs, 'Petition letter');
}

/**
 * A realistic EB-1A case: a 40-page petition letter, a 6-page forms worksheet, six recommendation letters and
 * 40 exhibits over six criteria: multi-page publications, scanned PDFs (a JPEG a page), phone photos (some
 * stored turned, with EXIF orientation), screenshots, Word documents and A4 pages, one of them rotated.
 */
export async function buildBenchCase(): Promise<PackagePart[]> {
  const scanPage = await buildSampleJpeg(1700, 2200, { title: 'Scanned record', grain: 10 });
  const photo = await buildSampleJpeg(4032, 3024, { title: 'Award ceremony', grain: 10 });
  const turnedPhoto = await buildSampleJpeg(3024, 4032, { title: 'Certificate', orientation: 6, grain: 10 });
  const screenshot = buildSamplePng(1280, 800);
  const parts: PackagePart[] = [
    { kind: 'forms', title: 'Form I-140 worksheet', file: pdfFile('i140-worksheet.pdf', await buildSamplePdf({ pages: 6, marker: 'Form I-140 worksheet' })) },
    { kind: 'petition-letter', title: 'Petition letter', file: pdfFile('petition-letter.pdf', await petitionLetter()) },
  ];
  for (let index = 1; index <= 6; index++) {
    const title = `Letter from recommender ${index}`;
    parts.push({ kind: 'recommendation-letter', title, file: pdfFile(`recommendation-${index}.pdf`, await buildSamplePdf({ pages: 3, marker: title })) });
  }
  for (let index = 0; index < 40; index++) {
    const criterion = CRITERIA[Math.floor((index * CRITERIA.length) / 40)]!;
    const label = `${String.fromCharCode(65 + CRITERIA.indexOf(criterion))}-${index + 1}`;
    const title = `Evidence item ${index + 1} (${label})`;
    const slot = index % 10;
    let file: PackagePart['file'];
    if (slot <= 3) file = pdfFile(`publication-${index}.pdf`, await buildSamplePdf({ pages: 5 + ((index * 7) % 8), marker: title }));
    else if (slot === 4 || slot === 5) file = pdfFile(`scan-${index}.pdf`, await buildSamplePdf({ pages: 2 + (index % 4), marker: title, scan: scanPage }));
    else if (slot === 6) file = { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', bytes: index % 20 === 6 ? turnedPhoto : photo };
    else if (slot === 7) file = { name: `screenshot-${index}.png`, mimeType: 'image/png', bytes: screenshot };
    else if (slot === 8) {
      const paragraphs = Array.from({ length: 3 }, (_, page) => [
        ...Array.from({ length: 8 }, () => SENTENCE.repeat(2)),
        page < 2 ? null : `End of ${title}`,
      ]).flat();
      file = { name: `statement-${index}.docx`, mimeType: DOCX_MIME, bytes: await buildSampleDocx(paragraphs) };
    } else file = pdfFile(`a4-${index}.pdf`, await buildSamplePdf({ pages: 3, marker: title, size: [595, 842], rotate: index % 20 === 9 ? 90 : 0 }));
    parts.push({ kind: 'exhibit', title, exhibitLabel: label, criterion, file });
  }
  const transmittal = await buildTransmittalLetter({ applicantName: 'Zofia Łukasiewicz-Núñez', petitionType: 'EB1A', date: '2025-06-02', parts });
  parts.unshift({ kind: 'transmittal', title: 'Transmittal letter', file: pdfFile('transmittal.pdf', transmittal) });
  return parts;
}

/**
 * Package assembly on the bench case (issue 7: 40 exhibits, ~300 pages, target under 15 s). Building the input
 * files is not timed; `ms` covers the whole assemblePackage call (combined PDF and ZIP). Peak RSS is sampled
 * every 50 ms while it runs.
 */
export async function benchPackage() {
  const parts = await buildBenchCase();
  // With --expose-gc, the canvases used to draw the inputs are freed first, so the RSS figures are the assembler's.
  (globalThis as { gc?: () => void }).gc?.();
  let peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await assemblePackage({
      caseTitle: 'Bench case',
      applicantName: 'Zofia Łukasiewicz-Núñez',
      petitionType: 'EB1A',
      batesPrefix: 'ACCLAIM',
      parts,
    });
    const ms = performance.now() - started;
    const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return {
      exhibits: parts.filter((part) => part.kind === 'exhibit').length,
      ms: Math.round(ms),
      pages: result.manifest.totalPages,
      bytes: result.pdf.byteLength,
      zipBytes: result.zip.byteLength,
      problems: result.manifest.problems.length,
      rssBeforeMb: megabytes(rssBefore),
      peakRssMb: megabytes(Math.max(peakRss, process.memoryUsage().rss)),
      targetMs: 15_000,
    };
  } finally {
    clearInterval(sampler);
  }
}
