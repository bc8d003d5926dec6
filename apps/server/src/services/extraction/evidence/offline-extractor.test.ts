import { beforeAll, describe, expect, it } from 'vitest';
import { ZEvidenceDraft, type TEvidenceDraft } from '@acclaim/contracts';
import type { DocumentCategory } from '@acclaim/domain';
import { doiAppearsIn, doiHaystacks, findDois, normalizeDoi } from './doi';
import { finalizeDrafts } from './evidence-extractor';
import { createOfflineExtractor, extractOffline } from './offline-extractor';
import { haveRealDocuments, readRealDocument } from '../../../test/real-documents';

function expectWellFormed(drafts: TEvidenceDraft[], pages: string[]) {
  const haystacks = doiHaystacks(pages);
  for (const d of drafts) {
    expect(ZEvidenceDraft.safeParse(d).success).toBe(true);
    expect(d.sourcePages.length).toBeGreaterThan(0);
    for (const p of d.sourcePages) expect(p).toBeLessThanOrEqual(pages.length);
    expect(d.title.length).toBeLessThanOrEqual(500);
    if (d.date) expect(d.date).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    // Never an invented DOI: each one is in the text (whitespace/line wraps aside).
    for (const doi of [d.details.doi, ...((d.details.relatedDois as string[] | undefined) ?? [])]) {
      if (doi !== undefined) expect(doiAppearsIn(String(doi), haystacks)).toBe(true);
    }
  }
}

const byType = (drafts: TEvidenceDraft[], type: TEvidenceDraft['type']) => drafts.filter((d) => d.type === type);
const titles = (drafts: TEvidenceDraft[], type: TEvidenceDraft['type']) => byType(drafts, type).map((d) => d.title);
const dois = (drafts: TEvidenceDraft[]) =>
  new Set(drafts.flatMap((d) => [d.details.doi, ...((d.details.relatedDois as string[] | undefined) ?? [])]).filter((d): d is string => typeof d === 'string'));

describe('findDois', () => {
  it('finds DOIs in their usual spellings and strips what is not part of them', () => {
    const text = [
      'Nature 493, 157–158. doi:10.1038/493157a.',
      'See https://doi.org/10.7554/eLife.47338), and DOI: 10.1016/S0140-6736(20)30183-5;',
      '[link](https://doi.org/10.59350/pe618-tnd23) and dx.doi.org/10.1000/XYZ123,',
      'Frontiers doi: 10.3389/fcomm.2020.00064/ (preprinthttps://doi.org/10.48550/arXiv.1810.13040)',
    ].join('\n');
    expect(findDois([text]).map((h) => h.doi)).toEqual([
      '10.1038/493157a',
      '10.7554/elife.47338',
      '10.1016/s0140-6736(20)30183-5',
      '10.59350/pe618-tnd23',
      '10.1000/xyz123',
      '10.3389/fcomm.2020.00064',
      '10.48550/arxiv.1810.13040',
    ]);
  });

  it('re-joins DOIs that a PDF wrapped over two lines', () => {
    const text = [
      'Methods in Ecology and Evolution 3 (6) 1060–1066. doi:10.1111/j.2041-',
      '210X.2012.00247x. (code, software)',
      'Nature, 500. doi:10.1038/nj7461-',
      '243a',
      'Cell doi: 10.1016/j.',
      'cell.2020.01.001',
    ].join('\n');
    expect(findDois([text]).map((h) => h.doi)).toEqual(['10.1111/j.2041-210x.2012.00247x', '10.1038/nj7461-243a', '10.1016/j.cell.2020.01.001']);
  });

  it('reports the page and line of each DOI', () => {
    expect(findDois(['no doi here', 'first line\n  doi:10.1000/abc'])).toEqual([{ doi: '10.1000/abc', page: 1, line: 1, column: 6 }]);
  });

  it('normalises, and refuses what is not a DOI', () => {
    expect(normalizeDoi('https://doi.org/10.1000/ABC.')).toBe('10.1000/abc');
    expect(normalizeDoi('not a doi')).toBeNull();
    expect(normalizeDoi('10.12/too-short-prefix')).toBeNull();
  });
});

describe('finalizeDrafts', () => {
  it('drops invalid items and publications with a DOI that is not in the text, and clamps confidence', () => {
    const pages = ['A paper. doi:10.1000/real.1'];
    const drafts = finalizeDrafts(
      [
        { type: 'publication', title: 'A paper', details: { doi: '10.1000/REAL.1' }, sourcePages: [1], confidence: 1.4 },
        { type: 'publication', title: 'Invented', details: { doi: '10.1000/invented' }, sourcePages: [1], confidence: 0.9 },
        { type: 'publication', title: 'A paper again', details: { doi: 'https://doi.org/10.1000/real.1' }, sourcePages: [2], confidence: 0.5 },
        { type: 'not-a-type', title: 'x', confidence: 0.5 },
        { type: 'award', title: '', confidence: 0.5 },
        { type: 'award', title: 'Prize', date: 'May 2020', confidence: 0.5 },
      ],
      pages,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ details: { doi: '10.1000/real.1' }, confidence: 1, sourcePages: [1] });
  });
});

describe.skipIf(!haveRealDocuments())('offline extractor on the fixture documents', () => {
  const extractor = createOfflineExtractor();

  describe('Boettiger CV (PDF, 10 pages)', () => {
    let pages: string[];
    let drafts: TEvidenceDraft[];
    beforeAll(async () => {
      pages = await readRealDocument('cv/boettiger-carl_cv_2024.pdf');
      drafts = await extractor.extract({ pages, category: 'cv', fileName: 'cv.pdf', applicantName: 'Carl Boettiger' });
    });

    it('is offline and well-formed', () => {
      expect(extractor.kind).toBe('offline');
      expectWellFormed(drafts, pages);
    });

    it('finds the six DOIs the fixtures README cross-checks with Crossref', () => {
      const found = dois(drafts);
      for (const doi of [
        '10.1007/s12080-020-00477-4',
        '10.1111/2041-210x.14013',
        '10.1007/s12080-013-0192-6',
        '10.1002/ece3.2314',
        '10.1177/2053951719836258',
        '10.1111/2041-210x.12469',
      ]) {
        expect(found).toContain(doi);
      }
    });

    it('finds all 64 DOIs of the CV, including wrapped ones, and nothing else', () => {
      const found = dois(drafts);
      expect(found.size).toBe(64);
      expect(found).toContain('10.1111/j.2041-210x.2012.00247x'); // wrapped after "2041-"
      expect(found).toContain('10.1038/nj7461-243a'); // wrapped after "nj7461-"
      expect(found).toContain('10.48550/arxiv.1810.13040'); // preprint DOI glued to "(preprint"
    });

    it('reads publications: title, venue, year, authors and the applicant position', () => {
      const p = byType(drafts, 'publication').find((d) => d.details.doi === '10.1002/ece3.2314')!;
      expect(p.title).toBe('After the games are over: life-history trade-offs drive dispersal attenuation following range expansion');
      expect(p.details).toMatchObject({ year: 2016, authorPosition: 2, venue: 'Ecology and Evolution' });
      expect(p.date).toBe('2016');
      expect(p.confidence).toBeGreaterThanOrEqual(0.8);
      expect(p.sourcePages).toEqual([2]);
    });

    it('reads awards, memberships, reviewing and press', () => {
      // The CV lists its NSF CAREER grant and its Hellman Fellows Fund grant under "Awards" as well as under "Grants":
      // grants fund work and are not prizes, so each is one grant that remembers the award wording.
      expect(titles(drafts, 'award').filter((t) => /CAREER|Hellman/.test(t))).toEqual([]);
      const career = byType(drafts, 'grant').find((d) => d.title.startsWith('CAREER: Harnessing'))!;
      expect(career).toMatchObject({ date: '2020', details: { alsoListedAs: ['CAREER Award, National Science Foundation'] } });
      expect(titles(drafts, 'award')).toHaveLength(6);
      expect(titles(drafts, 'membership').some((t) => /Sigma Xi/.test(t))).toBe(true);
      expect(titles(drafts, 'judging')).toEqual(
        expect.arrayContaining(['Associate Editor, Ecology Letters', expect.stringMatching(/^Reviewer for over 40 journals/)]),
      );
      const press = byType(drafts, 'media_coverage').find((d) => d.title === 'Turning Point: Carl Boettiger')!;
      expect(press).toMatchObject({ date: '2013', details: { outlet: 'Nature', doi: '10.1038/nj7434-711a' } });
    });

    it('is fast', () => {
      const start = performance.now();
      extractOffline({ pages, category: 'cv', fileName: 'cv.pdf' });
      expect(performance.now() - start).toBeLessThan(2000);
    });
  });

  describe('Alperin CV (Markdown)', () => {
    let pages: string[];
    let drafts: TEvidenceDraft[];
    beforeAll(async () => {
      pages = await readRealDocument('cv/alperin-juan-pablo_cv.md');
      drafts = await extractor.extract({ pages, category: 'cv', fileName: 'cv.md', applicantName: 'Juan Pablo Alperin' });
    });

    it('finds "The State of OA" by its DOI, with the applicant as fourth author', () => {
      expectWellFormed(drafts, pages);
      const p = byType(drafts, 'publication').find((d) => d.details.doi === '10.7717/peerj.4375')!;
      expect(p.title).toBe('The State of OA: A large-scale analysis of the prevalence and impact of Open Access articles');
      expect(p.details).toMatchObject({ venue: 'PeerJ', authorPosition: 4, year: 2018 });
      expect(dois(drafts).size).toBe(76);
    });

    it('reads the awards, fellowships and board memberships listed in the file', () => {
      expect(titles(drafts, 'award')).toEqual(expect.arrayContaining(['Open Scholarship Award', 'Student Mentorship Award', 'Dewey Teaching Fellow']));
      const oaspa = byType(drafts, 'membership').find((d) => /OASPA/.test(d.title))!;
      expect(oaspa).toMatchObject({
        date: '2020',
        details: { role: 'Board Member', organization: 'Open Access Scholarly Publishing Association (OASPA)', endDate: 'present' },
      });
      expect(titles(drafts, 'membership')).toEqual(expect.arrayContaining([expect.stringMatching(/SPARC/), expect.stringMatching(/Rogue Scholar/)]));
    });

    it('reads editorial, reviewing and program-committee service', () => {
      const judging = titles(drafts, 'judging');
      expect(judging).toEqual(
        expect.arrayContaining([
          'Guest Editor, Proceedings of the National Academy of Sciences (PNAS)',
          'SSHRC Insight Grant Adjudication Committee',
          expect.stringMatching(/^Program Committee: Conference on Open Access Scholarly Publishing 2021/),
        ]),
      );
    });

    it('reads press coverage with outlet, title and date', () => {
      const wsj = byType(drafts, 'media_coverage').find((d) => d.details.outlet === 'Wall Street Journal')!;
      expect(wsj).toMatchObject({ title: 'Scientists Take on Scholarly Journals With Walkouts, Scathing Letters and Delistings', date: '2025-03-13' });
    });
  });

  describe('Anderson CV (Word)', () => {
    let pages: string[];
    let drafts: TEvidenceDraft[];
    beforeAll(async () => {
      pages = await readRealDocument('cv/anderson-brian_cv.docx');
      drafts = await extractor.extract({ pages, category: 'cv', fileName: 'cv.docx', applicantName: 'Brian Mark Anderson' });
    });

    it('turns professional service into judging items (manuscript reviewer, associate editor)', () => {
      expectWellFormed(drafts, pages);
      const judging = byType(drafts, 'judging');
      const reviewer = judging.find((d) => d.title === 'Manuscript Reviewer, Medical Physics (Journal)')!;
      expect(reviewer).toMatchObject({ date: '2019', details: { role: 'Manuscript Reviewer', venue: 'Medical Physics (Journal)', endDate: 'present' } });
      expect(judging.map((d) => d.title)).toEqual(
        expect.arrayContaining(['Associate Editor, Medical Physics (Journal)', 'Ad hoc Associate Editor, Medical Physics (Journal)']),
      );
    });

    it('reads honors and awards, and AAPM membership from the group heading', () => {
      expect(byType(drafts, 'award')).toHaveLength(13);
      const knudson = byType(drafts, 'award').find((d) => /Knudson/.test(d.title))!;
      expect(knudson).toMatchObject({ title: 'MD Anderson, Alfred G. Knudson Jr. Outstanding Dissertation Award', date: '2022' });
      expect(titles(drafts, 'membership')).toEqual(
        expect.arrayContaining(['Member, American Association of Physicists in Medicine (AAPM)', 'Member, Medical Physicists for World Benefit (MPWB)']),
      );
    });

    it('reads publications without DOIs and the applicant position', () => {
      const paper = byType(drafts, 'publication').find((d) => d.title.startsWith('Open RT Structures'))!;
      expect(paper.details).toMatchObject({ authorPosition: 1 });
      expect(paper.details.doi).toBeUndefined();
    });
  });
});

describe('award letters (typed from the rendered scans: the PDFs have no text layer)', () => {
  const victor = [
    'abzooba',
    'analytics simplified',
    'ISO/IEC 27001:2013 Certified',
    'Abzooba Victor Award',
    'To,',
    'Mr. Amit Agarwal Date: April 27, 2017',
    'Emp. ID: AIIPL7003-156',
    'Dear Amit,',
    'We appreciate the valuable contributions you have made towards the success of Abzooba',
    'during the period April 1, 2016 to March 31, 2017. To acknowledge your contributions, we are',
    'honoured to present to you the Abzooba Victor Award. This award is being presented to the',
    'top five performers in the award period.',
    'Please accept our sincere appreciation for your continued effort and dedication to the purpose',
    'and mission of Abzooba.',
    'You are a valued member of the Abzooba Team!',
    'For Abzooba India Infotech',
    'Vivek Vipul',
    'CEO',
    'CIN: U72200WB2010FTC184501 Abzooba India Infotech Private Limited',
    'Infinity Benchmark, 10th Fl, EP & GP, Sector V, Salt Lake, Kolkata 700091, India',
  ].join('\n');

  it('reads the award name, issuer and date of a letter', async () => {
    const drafts = await createOfflineExtractor().extract({ pages: [victor], category: 'award', fileName: 'Victor Award.pdf', applicantName: 'Amit Agarwal' });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      type: 'award',
      title: 'Abzooba Victor Award',
      date: '2017-04-27',
      sourcePages: [1],
      details: { issuer: 'Abzooba India Infotech', recipientNamed: true },
    });
    expect(drafts[0]!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(drafts[0]!.description).toMatch(/honoured to present to you the Abzooba Victor Award/);
  });

  it('copes with OCR noise and a quoted award name, and keeps the amount', async () => {
    const ocr = [
      'abzooba',
      'analvti imnlhified [4',
      ': Abzoobian of the Month Award',
      'To.',
      'Mr. Amit Agarwai Date: March 22, 2018',
      'Dear Amit,',
      'We appreciate the valuable contributions you have made towards the success of Abzooba during -',
      'the period January 01, 2018 to January 31, 2018. To acknowledge your contributions, we are ;',
      'honoured to present to you the “Abzoobian of the Month” Award. n',
      'An amount of 25000/- INR will be credited to your bank account along with the salary for the :',
      'month of March.',
      'For Abzooba India Infotech',
      '( eh f . [',
      'Vivek Vipul',
    ].join('\n');
    const [award] = await createOfflineExtractor().extract({ pages: [ocr], category: 'award', fileName: 'Abzoobian Award 3.pdf' });
    expect(award).toMatchObject({
      type: 'award',
      title: 'Abzoobian of the Month Award',
      date: '2018-03-22',
      details: { issuer: 'Abzooba India Infotech', amount: '25000/- INR' },
    });
  });

  it('recognises an award letter by its wording even when filed under another category', async () => {
    const drafts = await createOfflineExtractor().extract({ pages: [victor], category: 'other', fileName: 'letter.pdf' });
    expect(drafts.map((d) => [d.type, d.title])).toEqual([['award', 'Abzooba Victor Award']]);
  });
});

describe('other document kinds and CV layouts', () => {
  const run = (text: string, category: DocumentCategory = 'cv', applicantName?: string) =>
    extractOffline({ pages: [text], category, fileName: 'doc', applicantName });

  it('reads a press article: outlet, headline, dateline date', () => {
    const text = [
      'TUESDAY, JUNE 10, 2025 AT 05:29 AM Subscribe E-PAPER',
      'Home › Others › Specials › AI Unleashed: Inside the World of Generative AI',
      'AI Unleashed: Inside the World of Generative AI',
      'Interview with Amit Agarwal, Principal Applied Scientist at Oracle',
      'Kolkata (West Bengal) [India], May 16: Amit Agarwal, Principal Applied Scientist at Oracle Cloud',
      'Infrastructure, is driving the next wave of AI innovation.',
      'Time2Leap National Awards – Celebrating MSME Excellence',
      'Powered by EterPride | © 2025 AhmedabadMirror, All Rights Reserved',
      'Ahmedabad Mirror is an award-winning city newspaper from Shayona Times Pvt. Ltd.',
    ].join('\n');
    const drafts = run(text, 'media', 'Amit Agarwal');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      type: 'media_coverage',
      title: 'AI Unleashed: Inside the World of Generative AI',
      date: '2025-05-16',
      details: { outlet: 'Ahmedabad Mirror', mentionsApplicant: true },
    });
  });

  it('reads a plain-text résumé with bullets, "; " lists and wrapped DOIs', () => {
    const drafts = run(
      [
        'JANE Q. SMITH, PhD',
        'HONORS AND AWARDS',
        '• Best Paper Award, ACM CHI Conference, 2021',
        '• NSF CAREER Award, National Science Foundation, 2020',
        'PROFESSIONAL MEMBERSHIPS',
        'American Chemical Society (ACS), 2012–present',
        'Royal Society of Chemistry; Sigma Xi',
        'EDITORIAL AND REVIEWING ACTIVITIES',
        'Associate Editor, Journal of Physical Chemistry A (2020–present)',
        'Ad hoc reviewer for Nature Chemistry, JACS, Angewandte Chemie',
        'SELECTED PUBLICATIONS',
        '[1] Smith, J. Q.; Doe, A. Catalysis at interfaces. J. Am. Chem. Soc. 2020, 142, 1234–1240. https://doi.org/10.1021/jacs.0c01234',
        '[2] Lee, B.; Smith, J. Q. A second paper on things. Nat. Chem. 2019, 11, 55–60. doi: 10.1038/s41557-019-',
        '0234-5',
      ].join('\n'),
    );
    // An NSF CAREER award is a grant (it funds work; it is not a prize), whatever heading it is listed under.
    expect(titles(drafts, 'award')).toEqual(['Best Paper Award, ACM CHI Conference']);
    expect(byType(drafts, 'grant')).toMatchObject([{ title: 'NSF CAREER Award, National Science Foundation', details: { listedAsAward: true } }]);
    expect(titles(drafts, 'membership')).toEqual(['American Chemical Society (ACS)', 'Royal Society of Chemistry', 'Sigma Xi']);
    expect(titles(drafts, 'judging')).toEqual([
      'Associate Editor, Journal of Physical Chemistry A',
      'Ad hoc reviewer for Nature Chemistry, JACS, Angewandte Chemie',
    ]);
    const pubs = byType(drafts, 'publication');
    expect(pubs.map((p) => [p.title, p.details.doi, p.details.venue, p.details.authorPosition])).toEqual([
      ['Catalysis at interfaces', '10.1021/jacs.0c01234', 'J. Am. Chem. Soc', 1],
      ['A second paper on things', '10.1038/s41557-019-0234-5', 'Nat. Chem', 2],
    ]);
  });

  it('reads physics-style references, inline headings and service in prose', () => {
    const drafts = run(
      [
        'Maria Garcia',
        'Awards: Sloan Research Fellowship (2021); Dissertation Prize, American Physical Society (2017)',
        'Professional Activities',
        'Referee for Physical Review Letters and Physical Review B',
        'Member of the American Physical Society since 2012',
        'Journal Articles',
        'M. Garcia, P. Chen, Quantum dots in wires, Phys. Rev. Lett. 125, 123456 (2020). DOI: 10.1103/PhysRevLett.125.123456',
        'P. Chen and M. Garcia, Another result, Phys. Rev. B 101, 045678 (2019), doi.org/10.1103/PhysRevB.101.045678.',
        'Personal statement',
        'I have served as a reviewer for the Journal of Applied Physics and Nano Letters.',
      ].join('\n'),
      'cv',
      'Maria Garcia',
    );
    expect(byType(drafts, 'award').map((d) => [d.title, d.date])).toEqual([
      ['Sloan Research Fellowship', '2021'],
      ['Dissertation Prize, American Physical Society', '2017'],
    ]);
    expect(titles(drafts, 'membership')).toEqual(['Member, American Physical Society']);
    expect(titles(drafts, 'judging')).toEqual([
      'Referee for Physical Review Letters and Physical Review B',
      'served as a reviewer for the Journal of Applied Physics and Nano Letters',
    ]);
    expect(byType(drafts, 'publication').map((p) => [p.title, p.details.doi, p.details.authorPosition])).toEqual([
      ['Quantum dots in wires', '10.1103/physrevlett.125.123456', 1],
      ['Another result', '10.1103/physrevb.101.045678', 2],
    ]);
  });

  it('reads numbered section headings and membership lists', () => {
    const drafts = run(
      [
        '1. Education',
        'PhD, Physics, MIT, 2010',
        '2. Honors',
        '2019 Young Scientist Award, Physics Society',
        '3. Memberships',
        'IEEE (Senior Member), ACM, American Physical Society',
        '4. Peer Review',
        'Nature Physics (5), Physical Review Letters (12)',
      ].join('\n'),
    );
    expect(byType(drafts, 'award').map((d) => [d.title, d.date])).toEqual([['Young Scientist Award, Physics Society', '2019']]);
    expect(titles(drafts, 'membership')).toEqual(['IEEE (Senior Member)', 'ACM', 'American Physical Society']);
    expect(titles(drafts, 'judging')).toEqual(['Nature Physics (5), Physical Review Letters (12)']);
    expect(titles(drafts, 'degree')).toEqual(['PhD, Physics, MIT, 2010']);
  });

  it('finds DOIs in any document, but not the cited references of a paper', () => {
    const paper = ['Our paper title', 'https://doi.org/10.1000/own.1', 'Abstract …'].join('\n');
    const refs = ['References', '1. Doe J (2019). Cited work. J Thing. doi:10.1000/cited.2'].join('\n');
    const drafts = extractOffline({ pages: [paper, refs], category: 'publication', fileName: 'paper.pdf' });
    expect([...dois(drafts)]).toEqual(['10.1000/own.1']);
  });

  it('returns nothing for empty text', () => {
    expect(run('')).toEqual([]);
    expect(run('   \n  ')).toEqual([]);
  });
});
