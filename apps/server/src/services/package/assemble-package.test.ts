import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { assemblePackage } from './assemble-package';
import { formatBates } from './bates';
import { pageSizes, pageTexts, placedTexts, readOutline } from './inspect-pdf';
import { BATES } from './page-layout';
import type { AssembledPackage, ManifestPart, PackagePart } from './package-types';
import { buildEncryptedPdf, buildSampleDocx, buildSampleJpeg, buildSamplePdf, buildSamplePng, DOCX_MIME, PDF_MIME } from './synthetic-files';
import { buildTransmittalLetter } from './transmittal-letter';

const pdfFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: PDF_MIME, bytes });
const AWARDS = 'Criterion (i): awards';
const MEMBERSHIP = 'Criterion (ii): membership';
const PRESS = 'Criterion (iii): published material about the applicant';

/** What each part's file turns into, in content pages (an exhibit's tab page comes on top). */
interface Expected {
  title: string;
  contentPages: number;
  /** Text on the part's first content page. */
  marker: RegExp;
}

/**
 * A case given out of filing order, with every kind of file: PDFs (one A4 and rotated, one with a filled form
 * field, one with text at the very bottom edge), a turned phone photo, a screenshot, Word documents (one with a
 * page break and a picture), a text file, an owner-password PDF, a password-locked PDF and a broken one.
 */
async function buildCase(): Promise<{ parts: PackagePart[]; expected: Map<string, Expected> }> {
  const png = buildSamplePng(300, 200);
  const parts: PackagePart[] = [
    {
      kind: 'exhibit',
      title: 'Best Paper Award, ACM SIGMOD 2021',
      exhibitLabel: 'A-1',
      criterion: AWARDS,
      file: pdfFile('award.pdf', await buildSamplePdf({ pages: 3, marker: 'AWARD-LETTER', footer: 'EDGE-FOOTER' })),
    },
    { kind: 'petition-letter', title: 'Petition letter', file: pdfFile('letter.pdf', await buildSamplePdf({ pages: 4, marker: 'PETITION-LETTER' })) },
    {
      kind: 'recommendation-letter',
      title: 'Letter from Prof. Łucja Kowalska',
      file: pdfFile('rec-1.pdf', await buildSamplePdf({ pages: 2, marker: 'REC-KOWALSKA' })),
    },
    { kind: 'forms', title: 'Form I-140 worksheet', file: pdfFile('forms.pdf', await buildSamplePdf({ pages: 2, marker: 'FORMS-WORKSHEET' })) },
    {
      kind: 'exhibit',
      title: 'Photo of the award certificate',
      exhibitLabel: 'A-2',
      criterion: AWARDS,
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', bytes: await buildSampleJpeg(300, 400, { orientation: 6 }) },
    },
    {
      kind: 'recommendation-letter',
      title: 'Letter from Dr. José Núñez',
      file: { name: 'rec-2.docx', mimeType: DOCX_MIME, bytes: await buildSampleDocx(['Dear Officer,', 'REC-NUNEZ: I write in support of this petition.']) },
    },
    {
      kind: 'exhibit',
      title: 'IEEE Senior Member profile',
      exhibitLabel: 'B-1',
      criterion: MEMBERSHIP,
      file: { name: 'profile.png', mimeType: 'image/png', bytes: png },
    },
    {
      kind: 'exhibit',
      title: 'Membership committee letter',
      exhibitLabel: 'B-2',
      criterion: MEMBERSHIP,
      file: {
        name: 'committee.docx',
        mimeType: DOCX_MIME,
        bytes: await buildSampleDocx(['COMMITTEE-LETTER first page', null, 'Second page of the letter'], png),
      },
    },
    {
      kind: 'exhibit',
      title: 'Gazeta Łódzka article',
      exhibitLabel: 'C-1',
      criterion: PRESS,
      file: pdfFile('gazeta.pdf', await buildSamplePdf({ pages: 1, marker: 'GAZETA-A4', size: [595, 842], rotate: 90 })),
    },
    {
      kind: 'exhibit',
      title: 'Damaged scan',
      exhibitLabel: 'C-2',
      criterion: PRESS,
      file: pdfFile('damaged.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages')),
    },
    {
      kind: 'exhibit',
      title: 'Protected journal PDF',
      exhibitLabel: 'C-3',
      criterion: PRESS,
      file: pdfFile('protected.pdf', buildEncryptedPdf({ userPassword: '', marker: 'PROTECTED' })),
    },
    {
      kind: 'exhibit',
      title: 'Locked PDF',
      exhibitLabel: 'C-4',
      criterion: PRESS,
      file: pdfFile('locked.pdf', buildEncryptedPdf({ userPassword: 'secret', marker: 'LOCKED' })),
    },
    {
      kind: 'exhibit',
      title: 'Filled application form',
      exhibitLabel: 'D-1',
      file: pdfFile('form.pdf', await buildSamplePdf({ pages: 1, marker: 'FILLED-FORM', formFieldValue: 'Maria Gonzalez' })),
    },
    {
      kind: 'exhibit',
      title: 'Translator’s certificate',
      exhibitLabel: 'D-2',
      file: {
        name: 'certificate.txt',
        mimeType: 'text/plain',
        bytes: new TextEncoder().encode('TRANSLATOR-CERTIFICATE: I certify that the translation from Polish (Łódź) is complete.\n'),
      },
    },
  ];
  const transmittal = await buildTransmittalLetter({ applicantName: 'Łucja Nowak', petitionType: 'EB1A', date: '2025-03-04', parts });
  parts.push({ kind: 'transmittal', title: 'Transmittal letter', file: pdfFile('transmittal.pdf', transmittal) });

  const expected = new Map<string, Expected>([
    ['Transmittal letter', { title: 'Transmittal letter', contentPages: 1, marker: /Re: Form I-140/ }],
    ['Form I-140 worksheet', { title: 'Form I-140 worksheet', contentPages: 2, marker: /FORMS-WORKSHEET page 1 of 2/ }],
    ['Petition letter', { title: 'Petition letter', contentPages: 4, marker: /PETITION-LETTER page 1 of 4/ }],
    ['Letter from Prof. Łucja Kowalska', { title: 'Letter from Prof. Łucja Kowalska', contentPages: 2, marker: /REC-KOWALSKA page 1 of 2/ }],
    ['Letter from Dr. José Núñez', { title: 'Letter from Dr. José Núñez', contentPages: 1, marker: /REC-NUNEZ/ }],
    ['A-1', { title: 'Best Paper Award, ACM SIGMOD 2021', contentPages: 3, marker: /AWARD-LETTER page 1 of 3/ }],
    ['A-2', { title: 'Photo of the award certificate', contentPages: 1, marker: /^ACCLAIM \d{6}$/ }],
    ['B-1', { title: 'IEEE Senior Member profile', contentPages: 1, marker: /^ACCLAIM \d{6}$/ }],
    ['B-2', { title: 'Membership committee letter', contentPages: 2, marker: /COMMITTEE-LETTER first page/ }],
    ['C-1', { title: 'Gazeta Łódzka article', contentPages: 1, marker: /GAZETA-A4 page 1 of 1/ }],
    ['C-2', { title: 'Damaged scan', contentPages: 1, marker: /could not be included.*damaged\.pdf/ }],
    ['C-3', { title: 'Protected journal PDF', contentPages: 1, marker: /^ACCLAIM \d{6}$/ }],
    ['C-4', { title: 'Locked PDF', contentPages: 1, marker: /could not be included.*locked\.pdf.*password-protected/ }],
    ['D-1', { title: 'Filled application form', contentPages: 1, marker: /FILLED-FORM page 1 of 1.*Maria Gonzalez/ }],
    ['D-2', { title: 'Translator’s certificate', contentPages: 1, marker: /TRANSLATOR-CERTIFICATE: I certify that the translation from Polish \(Łódź\)/ }],
  ]);
  return { parts, expected };
}

const keyOf = (part: ManifestPart) => part.exhibitLabel ?? part.title;

describe('assemblePackage on a case with every kind of file', () => {
  let result: AssembledPackage;
  let texts: string[];
  let expected: Map<string, Expected>;
  const progress: [number, number, string][] = [];

  beforeAll(async () => {
    const built = await buildCase();
    expected = built.expected;
    result = await assemblePackage({
      caseTitle: 'Nowak EB-1A',
      applicantName: 'Łucja Nowak',
      petitionType: 'EB1A',
      batesPrefix: 'ACCLAIM',
      parts: built.parts,
      onProgress: (done, total, label) => progress.push([done, total, label]),
    });
    texts = await pageTexts(result.pdf);
  }, 60_000);

  const parts = () => result.manifest.parts;
  const exhibits = () => parts().filter((part) => part.kind === 'exhibit');
  const index = () => parts().find((part) => part.kind === 'exhibit-index')!;

  it('puts the parts in filing order, the exhibit index before the exhibits', () => {
    expect(parts().map(keyOf)).toEqual([
      'Transmittal letter',
      'Form I-140 worksheet',
      'Petition letter',
      'Letter from Prof. Łucja Kowalska',
      'Letter from Dr. José Núñez',
      'Exhibit index',
      'A-1',
      'A-2',
      'B-1',
      'B-2',
      'C-1',
      'C-2',
      'C-3',
      'C-4',
      'D-1',
      'D-2',
    ]);
  });

  it('has as many pages as the parts, one tab page per exhibit and the index', async () => {
    const contentPages = [...expected.values()].reduce((sum, part) => sum + part.contentPages, 0);
    const tabs = exhibits().length;
    expect(index().pageCount).toBe(1);
    expect(result.manifest.totalPages).toBe(contentPages + tabs + index().pageCount);
    expect((await PDFDocument.load(result.pdf)).getPageCount()).toBe(result.manifest.totalPages);
    expect(texts).toHaveLength(result.manifest.totalPages);
    // The parts tile the document: each starts where the previous one ended.
    let next = 1;
    for (const part of parts()) {
      expect(part.startPage).toBe(next);
      if (part.kind !== 'exhibit-index') expect(part.pageCount).toBe(expected.get(keyOf(part))!.contentPages + (part.kind === 'exhibit' ? 1 : 0));
      next += part.pageCount;
    }
    expect(next - 1).toBe(result.manifest.totalPages);
  });

  it('shows each part’s own content where the manifest says it starts', () => {
    for (const part of parts()) {
      if (part.kind === 'exhibit-index') continue;
      const firstContentPage = part.tabPage ? part.tabPage + 1 : part.startPage;
      expect(texts[firstContentPage - 1], keyOf(part)).toMatch(expected.get(keyOf(part))!.marker);
    }
  });

  it('puts a tab page before each exhibit with its label, title and criterion', () => {
    for (const exhibit of exhibits()) {
      expect(exhibit.tabPage).toBe(exhibit.startPage);
      const tab = texts[exhibit.tabPage! - 1]!;
      expect(tab).toContain(`Exhibit ${exhibit.exhibitLabel}`);
      expect(tab).toContain(expected.get(keyOf(exhibit))!.title);
      if (exhibit.criterion) expect(tab).toContain(exhibit.criterion);
      // A tab holds nothing but its heading and its Bates number.
      expect(
        tab
          .replace(`Exhibit ${exhibit.exhibitLabel}`, '')
          .replace(exhibit.title, '')
          .replace(exhibit.criterion ?? '', '')
          .replace(/ACCLAIM \d{6}/, '')
          .trim(),
      ).toBe('');
    }
  });

  it('numbers every page after the transmittal letter continuously, and the transmittal letter not at all', () => {
    expect(texts[0]).not.toMatch(/ACCLAIM \d{6}/);
    const indexPage = index().startPage;
    for (let page = 2; page <= texts.length; page++) {
      const numbers = texts[page - 1]!.match(/ACCLAIM \d{6}/g) ?? [];
      // The stamp is drawn last; only the index also cites Bates numbers in its text.
      expect(numbers.at(-1), `page ${page}`).toBe(formatBates('ACCLAIM', page - 1));
      if (page !== indexPage) expect(numbers, `page ${page}`).toHaveLength(1);
    }
    expect(result.manifest.bates).toEqual({ first: 'ACCLAIM 000001', last: formatBates('ACCLAIM', texts.length - 1) });
    for (const part of parts()) {
      if (part.kind === 'transmittal') expect(part.bates).toBeNull();
      else expect(part.bates).toEqual({ first: formatBates('ACCLAIM', part.startPage - 1), last: formatBates('ACCLAIM', part.startPage + part.pageCount - 2) });
    }
  });

  it('prints the Bates number small in the bottom-right corner, below everything else on the page', async () => {
    const pages = await placedTexts(result.pdf);
    pages.forEach((items, index) => {
      if (index === 0) return;
      const bates = items.filter((item) => /^ACCLAIM \d{6}$/.test(item.text) && item.y < BATES.stripPt);
      expect(bates, `page ${index + 1}`).toHaveLength(1);
      const [stamp] = bates;
      expect(stamp!.y).toBeLessThan(BATES.stripPt);
      expect(stamp!.pageWidth - (stamp!.x + stamp!.width)).toBeCloseTo(BATES.fromRightPt, 0);
      for (const item of items) {
        if (item !== stamp) expect(item.y, `"${item.text}" on page ${index + 1}`).toBeGreaterThanOrEqual(BATES.stripPt);
      }
    });
    // The award letter's footer was printed 4 pt above its bottom edge; shrinking lifted it clear of the strip.
    const award = exhibits().find((part) => part.exhibitLabel === 'A-1')!;
    const footer = pages[award.tabPage!]!.find((item) => item.text.includes('EDGE-FOOTER'));
    expect(footer!.y).toBeGreaterThanOrEqual(BATES.stripPt);
  });

  it('writes a bookmark for each part and each exhibit, opening at its first page (an exhibit at its tab)', async () => {
    const outline = await readOutline(result.pdf);
    const startOf = (key: string) => parts().find((part) => keyOf(part) === key)!.startPage;
    expect(outline).toEqual([
      { title: 'Transmittal letter', page: 1, level: 0 },
      { title: 'Form I-140 worksheet', page: startOf('Form I-140 worksheet'), level: 0 },
      { title: 'Petition letter', page: startOf('Petition letter'), level: 0 },
      { title: 'Recommendation letters', page: startOf('Letter from Prof. Łucja Kowalska'), level: 0 },
      { title: 'Letter from Prof. Łucja Kowalska', page: startOf('Letter from Prof. Łucja Kowalska'), level: 1 },
      { title: 'Letter from Dr. José Núñez', page: startOf('Letter from Dr. José Núñez'), level: 1 },
      { title: 'Exhibit index', page: index().startPage, level: 0 },
      { title: 'Exhibits', page: startOf('A-1'), level: 0 },
      { title: AWARDS, page: startOf('A-1'), level: 1 },
      { title: 'Exhibit A-1: Best Paper Award, ACM SIGMOD 2021', page: startOf('A-1'), level: 2 },
      { title: 'Exhibit A-2: Photo of the award certificate', page: startOf('A-2'), level: 2 },
      { title: MEMBERSHIP, page: startOf('B-1'), level: 1 },
      { title: 'Exhibit B-1: IEEE Senior Member profile', page: startOf('B-1'), level: 2 },
      { title: 'Exhibit B-2: Membership committee letter', page: startOf('B-2'), level: 2 },
      { title: PRESS, page: startOf('C-1'), level: 1 },
      { title: 'Exhibit C-1: Gazeta Łódzka article', page: startOf('C-1'), level: 2 },
      { title: 'Exhibit C-2: Damaged scan', page: startOf('C-2'), level: 2 },
      { title: 'Exhibit C-3: Protected journal PDF', page: startOf('C-3'), level: 2 },
      { title: 'Exhibit C-4: Locked PDF', page: startOf('C-4'), level: 2 },
      { title: 'Other exhibits', page: startOf('D-1'), level: 1 },
      { title: 'Exhibit D-1: Filled application form', page: startOf('D-1'), level: 2 },
      { title: 'Exhibit D-2: Translator’s certificate', page: startOf('D-2'), level: 2 },
    ]);
    expect(result.manifest.bookmarks).toEqual(outline);
  });

  it('lists every exhibit in the index with its title, criterion heading, first Bates number and page', () => {
    const indexText = texts.slice(index().startPage - 1, index().startPage - 1 + index().pageCount).join(' ');
    let cursor = 0;
    let lastCriterion: string | null = null;
    for (const exhibit of exhibits()) {
      const criterion = exhibit.criterion ?? 'Other exhibits';
      if (criterion !== lastCriterion) {
        cursor = indexText.indexOf(criterion, cursor);
        expect(cursor, criterion).toBeGreaterThan(-1);
        lastCriterion = criterion;
      }
      const entry = `${exhibit.exhibitLabel} ${exhibit.title} ${exhibit.bates!.first} ${exhibit.tabPage}`;
      const at = indexText.indexOf(entry, cursor);
      expect(at, entry).toBeGreaterThan(-1);
      cursor = at + entry.length;
    }
  });

  it('turns every page into US Letter, landscape where the original is shown wider than tall', async () => {
    const sizes = await pageSizes(result.pdf);
    const landscape = new Set(['B-1', 'C-1'].map((label) => exhibits().find((part) => part.exhibitLabel === label)!.tabPage! + 1));
    sizes.forEach((size, index) => {
      expect(size, `page ${index + 1}`).toEqual(landscape.has(index + 1) ? { width: 792, height: 612 } : { width: 612, height: 792 });
    });
  });

  it('replaces unreadable files with a placeholder page and reports each problem', () => {
    const problems = result.manifest.problems.map(({ title, outcome, message }) => ({ title, outcome, message }));
    expect(problems).toEqual([
      { title: 'Membership committee letter', outcome: 'degraded', message: expect.stringMatching(/1 picture.*leaves out/) },
      { title: 'Damaged scan', outcome: 'omitted', message: 'The PDF could not be read; it may be damaged.' },
      { title: 'Protected journal PDF', outcome: 'degraded', message: expect.stringMatching(/encrypted.*included as images/) },
      { title: 'Locked PDF', outcome: 'omitted', message: expect.stringMatching(/password-protected/) },
    ]);
    const bySource = Object.fromEntries(exhibits().map((part) => [part.exhibitLabel, part.source]));
    expect(bySource).toEqual({
      'A-1': 'pdf',
      'A-2': 'image',
      'B-1': 'image',
      'B-2': 'docx',
      'C-1': 'pdf',
      'C-2': 'placeholder',
      'C-3': 'pdf-as-images',
      'C-4': 'placeholder',
      'D-1': 'pdf',
      'D-2': 'text',
    });
    const damaged = exhibits().find((part) => part.exhibitLabel === 'C-2')!;
    expect(texts[damaged.tabPage!]).toContain('Reason: The PDF could not be read; it may be damaged.');
    expect(result.manifest.problems.find((problem) => problem.title === 'Locked PDF')).toMatchObject({ partIndex: 11, fileName: 'locked.pdf' });
  });

  it('zips the combined PDF and each part as its own file, in numbered folders', async () => {
    const files = unzipSync(result.zip);
    expect(Object.keys(files).sort()).toEqual(
      [
        'Filing package - Lucja Nowak.pdf',
        '01-transmittal/Transmittal letter.pdf',
        '02-forms/Form I-140 worksheet.pdf',
        '03-petition-letter/Petition letter.pdf',
        '04-recommendation-letters/01 Letter from Prof. Lucja Kowalska.pdf',
        '04-recommendation-letters/02 Letter from Dr. Jose Nunez.pdf',
        '05-exhibits/00 Exhibit index.pdf',
        '05-exhibits/A-1 Best Paper Award, ACM SIGMOD 2021.pdf',
        '05-exhibits/A-2 Photo of the award certificate.pdf',
        '05-exhibits/B-1 IEEE Senior Member profile.pdf',
        '05-exhibits/B-2 Membership committee letter.pdf',
        '05-exhibits/C-1 Gazeta Lodzka article.pdf',
        '05-exhibits/C-2 Damaged scan.pdf',
        '05-exhibits/C-3 Protected journal PDF.pdf',
        '05-exhibits/C-4 Locked PDF.pdf',
        '05-exhibits/D-1 Filled application form.pdf',
        "05-exhibits/D-2 Translator's certificate.pdf",
      ].sort(),
    );
    expect(Buffer.from(files[result.manifest.pdfPath]!).equals(Buffer.from(result.pdf))).toBe(true);
    expect(
      parts()
        .map((part) => part.zipPath)
        .every((path) => path in files),
    ).toBe(true);

    // A part's own file holds its pages (an exhibit's without the tab), with the same Bates numbers.
    for (const part of parts()) {
      const own = await pageTexts(files[part.zipPath]!);
      const first = part.tabPage ? part.tabPage + 1 : part.startPage;
      const last = part.startPage + part.pageCount - 1;
      expect(own, part.zipPath).toEqual(texts.slice(first - 1, last));
    }
  });

  it('reports progress step by step up to the total', () => {
    expect(progress.length).toBeGreaterThan(parts().length);
    progress.forEach(([done, total], index) => {
      expect(done).toBe(index + 1);
      expect(total).toBe(progress[0]![1]);
    });
    expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);
    expect(progress.map(([, , label]) => label)).toContain('Added Exhibit C-2');
  });
});

describe('assemblePackage options and edge cases', () => {
  const exhibit = async (label: string | undefined, marker: string, pages = 1): Promise<PackagePart> => ({
    kind: 'exhibit',
    title: `Exhibit about ${marker}`,
    ...(label ? { exhibitLabel: label } : {}),
    file: pdfFile(`${marker}.pdf`, await buildSamplePdf({ pages, marker })),
  });

  it('stamps from the first page when there is no transmittal letter, starting at batesStart, with any prefix', async () => {
    const { pdf, manifest } = await assemblePackage({
      caseTitle: 'Supplement',
      applicantName: 'Ana Łęcka',
      petitionType: 'NIW',
      batesPrefix: '  ŁÓDŹ\n',
      batesStart: 501,
      parts: [
        { kind: 'petition-letter', title: 'Petition letter', file: pdfFile('letter.pdf', await buildSamplePdf({ pages: 2, marker: 'LETTER' })) },
        await exhibit('X-1', 'FIRST', 2),
      ],
    });
    const texts = await pageTexts(pdf);
    expect(texts.map((text) => text.match(/ŁÓDŹ \d{6}/g)?.at(-1))).toEqual([
      'ŁÓDŹ 000501',
      'ŁÓDŹ 000502',
      'ŁÓDŹ 000503',
      'ŁÓDŹ 000504',
      'ŁÓDŹ 000505',
      'ŁÓDŹ 000506',
    ]);
    expect(texts[2]).toMatch(/Exhibit index.*Ana Łęcka · Form I-140 petition, EB-2 NIW.*X-1 Exhibit about FIRST ŁÓDŹ 000504 4/);
    expect(manifest.bates).toEqual({ first: 'ŁÓDŹ 000501', last: 'ŁÓDŹ 000506' });
  });

  it('numbers exhibits without a label by their place, and flags labels used twice', async () => {
    const { manifest } = await assemblePackage({
      caseTitle: 'Labels',
      applicantName: 'Ana',
      petitionType: 'EB1A',
      batesPrefix: 'P',
      parts: [await exhibit(undefined, 'ONE'), await exhibit('7', 'TWO'), await exhibit(undefined, 'THREE'), await exhibit('7', 'FOUR')],
    });
    expect(manifest.parts.filter((part) => part.kind === 'exhibit').map((part) => part.exhibitLabel)).toEqual(['1', '7', '3', '7']);
    expect(manifest.problems).toEqual([expect.objectContaining({ partIndex: 3, outcome: 'degraded', message: expect.stringContaining('also labelled "7"') })]);
    expect(manifest.bookmarks.filter((bookmark) => bookmark.level === 1).map((bookmark) => bookmark.title)).toEqual([
      'Exhibit 1: Exhibit about ONE',
      'Exhibit 7: Exhibit about TWO',
      'Exhibit 3: Exhibit about THREE',
      'Exhibit 7: Exhibit about FOUR',
    ]);
  });

  it('has no exhibit index or tabs when there are no exhibits', async () => {
    const { pdf, manifest } = await assemblePackage({
      caseTitle: 'Letters only',
      applicantName: 'Ana',
      petitionType: 'EB1A',
      batesPrefix: 'P',
      parts: [{ kind: 'petition-letter', title: 'Petition letter', file: pdfFile('letter.pdf', await buildSamplePdf({ pages: 3, marker: 'LETTER' })) }],
    });
    expect(manifest.totalPages).toBe(3);
    expect(manifest.parts.map((part) => part.kind)).toEqual(['petition-letter']);
    expect(await readOutline(pdf)).toEqual([{ title: 'Petition letter', page: 1, level: 0 }]);
  });

  it('reads files through a loader, and a loader that fails, an empty file or an unknown type leaves a placeholder', async () => {
    let loads = 0;
    const bytes = await buildSamplePdf({ pages: 2, marker: 'LAZY' });
    const { manifest, pdf } = await assemblePackage({
      caseTitle: 'Loaders',
      applicantName: 'Ana',
      petitionType: 'EB1A',
      batesPrefix: 'P',
      parts: [
        { kind: 'exhibit', title: 'Lazy', file: { name: 'lazy.pdf', mimeType: PDF_MIME, bytes: async () => (loads++, bytes) } },
        { kind: 'exhibit', title: 'Missing', file: { name: 'missing.pdf', mimeType: PDF_MIME, bytes: () => Promise.reject(new Error('NoSuchKey')) } },
        { kind: 'exhibit', title: 'Empty', file: { name: 'empty.pdf', mimeType: PDF_MIME, bytes: new Uint8Array() } },
        { kind: 'exhibit', title: 'Spreadsheet', file: { name: 'sheet.xlsx', mimeType: 'application/vnd.ms-excel', bytes: new Uint8Array([1, 2, 3]) } },
      ],
    });
    expect(loads).toBe(1);
    expect(manifest.parts.map((part) => [part.title, part.source, part.pageCount])).toEqual([
      ['Exhibit index', 'generated', 1],
      ['Lazy', 'pdf', 3],
      ['Missing', 'placeholder', 2],
      ['Empty', 'placeholder', 2],
      ['Spreadsheet', 'placeholder', 2],
    ]);
    expect(manifest.problems.map((problem) => problem.message)).toEqual([
      'The file could not be loaded from storage.',
      'The file is empty.',
      expect.stringContaining('cannot be converted'),
    ]);
    expect((await pageTexts(pdf))[2]).toContain('LAZY page 1 of 2');
  });

  it('runs the index over as many pages as it needs and still points at the right pages', async () => {
    const one = await buildSamplePdf({ pages: 1, marker: 'ITEM' });
    const parts: PackagePart[] = Array.from({ length: 60 }, (_, index) => ({
      kind: 'exhibit',
      title: `Citation record ${index + 1} with a title long enough to need its own line in the index`,
      exhibitLabel: `E-${index + 1}`,
      criterion: `Criterion ${Math.floor(index / 10) + 1}`,
      file: pdfFile(`item-${index}.pdf`, one),
    }));
    const { pdf, manifest } = await assemblePackage({ caseTitle: 'Many', applicantName: 'Ana', petitionType: 'EB1A', batesPrefix: 'ACCLAIM', parts });
    const index = manifest.parts[0]!;
    expect(index.kind).toBe('exhibit-index');
    expect(index.pageCount).toBeGreaterThan(1);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(index.pageCount + 60 * 2);
    const indexText = texts.slice(0, index.pageCount).join(' ');
    for (const exhibit of manifest.parts.slice(1)) {
      expect(exhibit.tabPage).toBe(index.pageCount + 1 + (Number(exhibit.exhibitLabel!.slice(2)) - 1) * 2);
      expect(texts[exhibit.tabPage! - 1]).toContain(`Exhibit ${exhibit.exhibitLabel} `);
      expect(indexText).toContain(`${exhibit.exhibitLabel} ${exhibit.title} ${formatBates('ACCLAIM', exhibit.tabPage!)} ${exhibit.tabPage}`);
    }
  });

  it('refuses an empty package and a Bates start that is not a positive whole number', async () => {
    const input = { caseTitle: 'x', applicantName: 'y', petitionType: 'EB1A' as const, batesPrefix: 'P' };
    await expect(assemblePackage({ ...input, parts: [] })).rejects.toThrow(/at least one part/);
    await expect(assemblePackage({ ...input, batesStart: 0, parts: [await exhibit('1', 'A')] })).rejects.toThrow(/batesStart/);
  });
});
