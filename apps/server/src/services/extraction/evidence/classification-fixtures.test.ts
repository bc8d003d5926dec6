/**
 * The classification an attorney would accept, pinned on real documents (issue "Assessment that reasons like an
 * adjudicator", item 4): Carl Boettiger's 2024 CV, Brian Anderson's CV, and two NIH biosketches.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TEvidenceDraft } from '@acclaim/contracts';
import { haveRealDocuments, readRealDocument } from '../../../test/real-documents';
import { isGrantLike, TALK_WORDS } from './classification';
import { extractOffline } from './offline-extractor';
import { normalizeKey } from './text';

async function read(file: string, applicantName?: string): Promise<TEvidenceDraft[]> {
  const pages = await readRealDocument(file);
  return extractOffline({ pages, category: 'cv', fileName: path.basename(file), applicantName });
}

const byType = (drafts: TEvidenceDraft[], type: TEvidenceDraft['type']) => drafts.filter((d) => d.type === type);
const titled = (drafts: TEvidenceDraft[], type: TEvidenceDraft['type'], start: string | RegExp) =>
  byType(drafts, type).find((d) => (typeof start === 'string' ? d.title.startsWith(start) : start.test(d.title)));

/** No grant is left among the awards: its name or issuer does not speak of funding. */
function expectNoGrantAsAward(drafts: TEvidenceDraft[]) {
  const grantLike = byType(drafts, 'award').filter((a) => isGrantLike(`${a.title} ${String(a.details.issuer ?? '')}`));
  expect(grantLike.map((a) => a.title)).toEqual([]);
}

/** No talk is left among the publications: none names itself a talk, poster or keynote, or sits under such a heading. */
function expectNoTalkAsArticle(drafts: TEvidenceDraft[]) {
  expect(
    byType(drafts, 'publication')
      .filter((p) => TALK_WORDS.test(`${p.title} ${p.description}`))
      .map((p) => p.title),
  ).toEqual([]);
}

function expectNoDuplicates(drafts: TEvidenceDraft[]) {
  const keys = drafts.map((d) => `${d.type}|${typeof d.details.doi === 'string' ? d.details.doi : `${normalizeKey(d.title)}|${d.date ?? ''}`}`);
  expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
}

describe.skipIf(!haveRealDocuments())('classification on the fixture documents', () => {
  describe('Boettiger CV 2024', () => {
    let drafts: TEvidenceDraft[];
    beforeAll(async () => {
      drafts = await read('cv/boettiger-carl_cv_2024.pdf', 'Carl Boettiger');
    });

    it('offers his software, projects and founded center as candidate original contributions (v)', () => {
      const rocker = titled(drafts, 'original_contribution', /^The Rocker Project/)!;
      expect(rocker.details).toMatchObject({ contributionKind: 'software', url: 'https://rocker-project.org', roles: ['Co-maintainer (2014–present)'] });
      expect(rocker.details.funding).toEqual([expect.stringContaining('$75,912')]);
      const ropensci = titled(drafts, 'original_contribution', /rOpenSci/)!;
      expect(ropensci.details.funding).toEqual(expect.arrayContaining([expect.stringContaining('$2,875,071'), expect.stringContaining('$1,000,000')]));
      expect(ropensci.details.roles).toEqual(['rOpenSci Leadership Team (2010–present)']);
      expect(titled(drafts, 'original_contribution', /^The CodeMeta Project/)).toBeDefined();
      const packages = byType(drafts, 'original_contribution').filter((d) => d.details.group === 'R Packages');
      expect(packages.length).toBeGreaterThanOrEqual(20);
      expect(packages.map((d) => d.details.name)).toEqual(expect.arrayContaining(['rfishbase', 'EML', 'RNeXML', 'taxadb', 'piggyback']));
      expect(titled(drafts, 'original_contribution', 'Eric and Wendy Schmidt Center')!.details).toMatchObject({
        contributionKind: 'organization',
        role: 'Co-founder',
      });
    });

    it('keeps grants out of the awards: the NSF CAREER and Hellman grants are grants', () => {
      expectNoGrantAsAward(drafts);
      expect(titled(drafts, 'grant', 'CAREER:')!.details.alsoListedAs).toEqual(['CAREER Award, National Science Foundation']);
      expect(titled(drafts, 'grant', 'Big Data, Big Uncertainty')!.details.alsoListedAs).toEqual(['Hellman Fellow, Hellman Foundation']);
      expect(byType(drafts, 'award').map((a) => a.title)).not.toContain('Hellman Fellow, Hellman Foundation');
    });

    it('keeps talks out of the articles: every invited talk and workshop is an unpublished presentation', () => {
      expectNoTalkAsArticle(drafts);
      const talks = byType(drafts, 'presentation');
      expect(talks.length).toBeGreaterThanOrEqual(50);
      expect(talks.every((t) => t.details.published === false)).toBe(true);
      expect(titled(drafts, 'publication', /^Power and Accountability/)).toBeDefined(); // the NeurIPS paper stays an article
    });

    it('reads only conferred degrees as degrees, flags Sigma Xi, and marks student prizes and college magazines', () => {
      expect(byType(drafts, 'degree').map((d) => d.title.slice(0, 4))).toEqual(['Ph.D', 'A.B ']);
      expect(titled(drafts, 'membership', /Sigma Xi/)!.details).toMatchObject({ honorSociety: true, admissionRequirementsKnown: false });
      expect(
        byType(drafts, 'award')
          .filter((a) => /Princeton/.test(a.title))
          .map((a) => a.details.limitedTo),
      ).toEqual(['students', 'students', 'students']);
      const media = Object.fromEntries(byType(drafts, 'media_coverage').map((m) => [m.details.outlet, m.details.outletKind]));
      expect(media).toEqual({ 'California Magazine': 'institutional', 'Breakthroughs Magazine': 'institutional', Science: 'major', Nature: 'major' });
      expect(titled(drafts, 'media_coverage', 'Scaling the Heights')!.details.isMajorMedia).toBe(false); // its address is nature.berkeley.edu
    });

    it('lists nothing twice', () => expectNoDuplicates(drafts));

    it('reads the title of a sole-author paper, not the author and year ("Carl Boettiger (2015). An introduction to Docker…")', () => {
      const docker = drafts.find((d) => d.details.doi === '10.1145/2723872.2723882')!;
      expect(docker).toMatchObject({ title: 'An introduction to Docker for reproducible research', details: { authors: ['Carl Boettiger'], year: 2015 } });
      expect(docker.details.venue).toMatch(/^ACM SIGOPS Operating Systems Review/);
      expect(
        byType(drafts, 'publication')
          .filter((d) => /^Carl Boettiger \(\d{4}\)$/.test(d.title))
          .map((d) => d.details.doi),
      ).toEqual([]);
    });
  });

  describe('Anderson CV (Word and PDF)', () => {
    let docx: TEvidenceDraft[];
    let pdf: TEvidenceDraft[];
    beforeAll(async () => {
      [docx, pdf] = await Promise.all([read('cv/anderson-brian_cv.docx', 'Brian Mark Anderson'), read('cv/anderson-brian_cv.pdf', 'Brian Mark Anderson')]);
    });

    it('reads the residency as training, not a degree', () => {
      for (const drafts of [docx, pdf]) {
        expect(byType(drafts, 'degree').map((d) => d.title.split(/[,\s]/)[0])).toEqual(['Ph.D.', 'S.M.S', 'B.S']);
        expect(titled(drafts, 'employment', 'Residency')!.details.trainingKind).toBe('residency');
      }
    });

    it('keeps conference abstracts, oral and poster presentations out of the articles', () => {
      for (const drafts of [docx, pdf]) {
        expectNoTalkAsArticle(drafts);
        expect(
          byType(drafts, 'publication')
            .filter((p) => /Annual (?:Conference|Meeting)|Symposium/.test(String(p.details.venue ?? '')))
            .map((p) => p.title),
        ).toEqual([]);
        expect(titled(drafts, 'presentation', /^Root Cause Analysis of Unscheduled Replans/)!.details).toMatchObject({
          published: false,
          presentationKind: 'abstract',
        });
      }
    });

    it('names his software contributions with the adoption the CV states', () => {
      const dicom = titled(docx, 'original_contribution', 'Open-Source Software: DicomRTTool')!;
      expect(dicom.details.adoption).toEqual(expect.arrayContaining([expect.stringContaining('~1,700 downloads per month')]));
      expect(titled(docx, 'original_contribution', 'Core Contributions to Keras/TensorFlow')!.details.adoption).toEqual(
        expect.arrayContaining(['~18 million monthly installs']),
      );
    });

    it('keeps grants out of the awards and marks the student prizes', () => {
      expectNoGrantAsAward(docx);
      const limited = Object.fromEntries(byType(docx, 'award').map((a) => [a.title, a.details.limitedTo]));
      expect(limited).toMatchObject({
        'Georgia Institute of Technology, Presidents Undergraduate Research Award (PURA)': 'students',
        'Georgia Institute of Technology, Graduation with Highest Honors': 'students',
        'MD Anderson, Summer Student Research Retreat, 2nd Place': 'students',
      });
      expect(limited['AAPM, People’s Choice Award for Medical Physics Slam']).toBeUndefined();
      expectNoDuplicates(docx);
    });
  });

  describe('NIH biosketches', () => {
    it('takes no contribution from prose that names nothing (Howard)', async () => {
      const drafts = await read('biosketch/howard-waylon_nih-biosketch_2025.docx');
      expect(byType(drafts, 'original_contribution')).toEqual([]);
    });

    it('keeps named contributions, the founded facility, and marks employer prizes (Brokamp)', async () => {
      const drafts = await read('biosketch/brokamp-cole_nih-biosketch.pdf', 'Cole Brokamp');
      expect(titled(drafts, 'original_contribution', /^Privacy-based Methods and Software/)!.details.contributionKind).toBe('software');
      expect(titled(drafts, 'original_contribution', /^Spatiotemporal exposure assessment/)!.details.adoption).toEqual([
        'cited by over 75 different published scientific studies',
      ]);
      expect(titled(drafts, 'original_contribution', /GRAPPH/)!.details).toMatchObject({ contributionKind: 'organization', role: 'Founding director' });
      expect(
        byType(drafts, 'award')
          .filter((a) => a.title.startsWith('CCHMC'))
          .every((a) => a.details.limitedTo === 'employees'),
      ).toBe(true);
    });
  });
});
