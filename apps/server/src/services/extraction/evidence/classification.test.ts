import { describe, expect, it } from 'vitest';
import type { TEvidenceDraft } from '@acclaim/contracts';
import { finalizeDrafts } from './evidence-extractor';
import { extractOffline } from './offline-extractor';

/** Items as any extractor (the offline rules or a model) hands them to finalizeDrafts. */
function item(type: TEvidenceDraft['type'], title: string, extra: Partial<TEvidenceDraft> = {}): TEvidenceDraft {
  return { type, title, description: '', date: null, details: {}, sourcePages: [1], confidence: 0.8, ...extra };
}
const classify = (items: TEvidenceDraft[]) => finalizeDrafts(items, ['text']);
const one = (draft: TEvidenceDraft) => classify([draft])[0]!;

describe('grants are not prizes (legal-domain §2.1)', () => {
  it('makes funding programmes grants, whatever heading listed them', () => {
    for (const title of [
      'NSF CAREER Award',
      'NIH R01, National Cancer Institute',
      'Seed Grant Award, College of Engineering',
      'Hellman Fellows Fund',
      'ERC Starting Grant',
    ]) {
      expect([title, one(item('award', title)).type]).toEqual([title, 'grant']);
    }
    expect(one(item('award', 'NSF CAREER Award')).details).toMatchObject({ listedAsAward: true });
  });

  it('keeps prizes as awards: "Early Career" is not CAREER, a best-paper prize is not funding', () => {
    for (const title of ['Early Career Award, Ecological Society of America', 'Best Paper Award, ACM CHI', 'Foundation Medal, Royal Society']) {
      expect([title, one(item('award', title)).type]).toEqual([title, 'award']);
    }
  });

  it('folds an award that the document also lists as a grant into that grant', () => {
    const out = finalizeDrafts(
      [
        item('grant', 'Big Data, Big Uncertainty', { description: 'Hellman Fellows Award, The Hellman Foundation. $37,600', details: { amount: '$37,600' } }),
        item('award', 'Hellman Fellow, Hellman Foundation', { sourcePages: [8] }),
      ],
      Array.from({ length: 10 }, () => 'page'),
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ type: 'grant', sourcePages: [1, 8], details: { alsoListedAs: ['Hellman Fellow, Hellman Foundation'] } });
  });
});

describe('talks are not articles unless published (legal-domain §2.6)', () => {
  it('moves an unpublished talk listed as a publication to the presentations', () => {
    const talk = one(
      item('publication', 'Invited talk: Forecasting regime shifts', { description: 'Invited talk at the Gordon Conference on Predictive Ecology, 2023' }),
    );
    expect(talk).toMatchObject({ type: 'presentation', details: { published: false, presentationKind: 'invited_talk', listedAsPublication: true } });
  });

  it('keeps a talk published in proceedings as a publication, and marks published talks', () => {
    expect(one(item('publication', 'Poster: A method', { description: 'Poster in Proceedings of the IEEE ICASSP 2020, pp. 112–115' })).type).toBe(
      'publication',
    );
    expect(one(item('presentation', 'Keynote: Data', { description: 'Keynote, Workshop on X' })).details).toMatchObject({
      presentationKind: 'keynote',
      published: false,
    });
    expect(one(item('presentation', 'A result', { description: 'Proceedings of NeurIPS 35, pp. 1–9' })).details).toMatchObject({ published: true });
  });
});

describe('degrees are conferred degrees (legal-domain §8)', () => {
  it('reads residencies, fellowships and postdocs as training and board certifications as licences', () => {
    expect(one(item('degree', 'Residency – The University of California, San Diego'))).toMatchObject({
      type: 'employment',
      details: { trainingKind: 'residency' },
    });
    expect(one(item('degree', 'Postdoctoral Research Fellow, Cincinnati Children’s Hospital'))).toMatchObject({ type: 'employment' });
    expect(one(item('degree', 'Clinical Fellowship in Medical Physics, MD Anderson'))).toMatchObject({
      type: 'employment',
      details: { trainingKind: 'fellowship' },
    });
    expect(one(item('degree', 'Board Certified, American Board of Radiology'))).toMatchObject({ type: 'license' });
  });

  it('keeps real degrees, including one earned at "MD Anderson"', () => {
    for (const title of [
      'Ph.D., Medical Physics - The University of Texas Health and Science Center, MD Anderson',
      'MD, Harvard Medical School',
      'B.S, Nuclear Engineering',
      'Master of Science in Statistics',
    ]) {
      expect([title, one(item('degree', title)).type]).toEqual([title, 'degree']);
    }
  });
});

describe('honor societies need their admission rules (legal-domain §2.2)', () => {
  it('flags Sigma Xi and Phi Beta Kappa, even when listed as awards', () => {
    expect(one(item('membership', 'Society of Sigma Xi')).details).toMatchObject({ honorSociety: true, admissionRequirementsKnown: false });
    expect(one(item('award', 'Elected to Phi Beta Kappa'))).toMatchObject({ type: 'membership', details: { honorSociety: true } });
    expect(one(item('membership', 'Member, IEEE')).details.honorSociety).toBeUndefined();
    expect(one(item('award', 'Best Poster Award, Sigma Xi Student Research Showcase')).type).toBe('award');
  });
});

describe('major media is read from the outlet name, never from a URL (legal-domain §2.3)', () => {
  it('recognises Science and Nature by name and a college magazine as institutional', () => {
    expect(one(item('media_coverage', 'The paperless lab', { details: { outlet: 'Science' } })).details).toMatchObject({
      outletKind: 'major',
      isMajorMedia: true,
    });
    expect(one(item('media_coverage', 'Turning Point', { details: { outlet: 'Nature' } })).details).toMatchObject({ outletKind: 'major' });
    const college = one(
      item('media_coverage', 'Scaling the Heights of Data Science', {
        details: { outlet: 'Breakthroughs Magazine', url: 'https://nature.berkeley.edu/breakthroughs/opensci-data' },
      }),
    );
    expect(college.details).toMatchObject({ outletKind: 'institutional', isMajorMedia: false });
    expect(one(item('media_coverage', 'Profile', { details: { outlet: 'Alumni Magazine of Rice University' } })).details).toMatchObject({
      outletKind: 'institutional',
    });
  });

  it('never infers "major" from an address or from a longer journal title', () => {
    expect(
      one(item('media_coverage', 'A story', { details: { outlet: 'Local Times', url: 'https://www.nature.com/articles/x' } })).details.outletKind,
    ).toBeUndefined();
    expect(one(item('media_coverage', 'Review', { details: { outlet: 'Nature Reviews Methods Primers' } })).details.isMajorMedia).toBeUndefined();
  });
});

describe('school and employer prizes are marked (legal-domain §2.1)', () => {
  it('marks employee-of-the-month and undergraduate prizes with who could win them', () => {
    expect(one(item('award', 'Employee of the Month')).details).toMatchObject({ limitedTo: 'employees', scope: 'institutional' });
    expect(one(item('award', 'Presidents Undergraduate Research Award, Georgia Institute of Technology')).details).toMatchObject({
      limitedTo: 'students',
      scope: 'institutional',
    });
  });

  it('marks a prize from the university of the degree, in its years, and one from the employer named by acronym', () => {
    const out = classify([
      item('degree', 'A.B in Physics, Princeton University', { date: '2007' }),
      item('employment', 'Research Fellow, Cincinnati Children’s Hospital Medical Center', { date: '2016', details: { endDate: '2017' } }),
      item('award', 'Kusaka Memorial Prize in Physics, Princeton University', { date: '2006' }),
      item('award', 'CCHMC Arnold W. Strauss Fellowship Award', { date: '2016' }),
      item('award', 'Volterra Award, Ecological Society of America', { date: '2011' }),
    ]);
    const award = (start: string) => out.find((d) => d.title.startsWith(start))!.details;
    expect(award('Kusaka')).toMatchObject({ limitedTo: 'students', scope: 'institutional' });
    expect(award('CCHMC')).toMatchObject({ limitedTo: 'employees', scope: 'institutional' });
    expect(award('Volterra').limitedTo).toBeUndefined();
  });

  it('reads an employer award letter as internal', () => {
    const letter = [
      'Abzoobian of the Month Award',
      'Mr. Amit Agarwal Date: March 22, 2018',
      'We appreciate the valuable contributions you have made towards the success of Abzooba. To acknowledge your contributions,',
      'we are honoured to present to you the “Abzoobian of the Month” Award. You are a valued member of the Abzooba Team!',
      'For Abzooba India Infotech',
    ].join('\n');
    const [award] = extractOffline({ pages: [letter], category: 'award', fileName: 'letter.pdf', applicantName: 'Amit Agarwal' });
    expect(award).toMatchObject({ type: 'award', details: { limitedTo: 'employees', scope: 'institutional' } });
  });
});

describe('contributions name a thing and say how it is used (legal-domain §2.5)', () => {
  it('keeps what the text states about adoption and licence', () => {
    const tool = one(
      item('original_contribution', 'DicomRTTool', { description: 'A Python library; ~1,700 downloads per month, 100+ GitHub stars, MIT license.' }),
    );
    expect(tool.details).toMatchObject({ contributionKind: 'software', license: 'MIT license' });
    expect(tool.details.adoption).toEqual(['~1,700 downloads per month, 100+ GitHub stars, MIT license']);
  });

  it('reads software lists, founded organisations and funded projects from a CV, one item per project', () => {
    const cv = [
      'Jane Doe',
      'Grants',
      'The Widget Project. Jane Doe (PI). (2019-2021). Sloan Foundation. $300,000',
      'Service',
      '2015 - current. Widget Project co-maintainer',
      '2018 - current. Co-founder, Center for Open Widgets, State University.',
      'Software',
      'widgetr: Tools for Reading Widgets. Jane Doe, John Roe (2018).',
      'Jane Doe. The Widget Project: Containers for widgets. https://widgets.org (Language: Dockerfile)',
    ].join('\n');
    const items = extractOffline({ pages: [cv], category: 'cv', fileName: 'cv.txt', applicantName: 'Jane Doe' }).filter(
      (d) => d.type === 'original_contribution',
    );
    expect(items.map((d) => d.title).sort()).toEqual([
      'Center for Open Widgets',
      'The Widget Project: Containers for widgets',
      'widgetr: Tools for Reading Widgets',
    ]);
    const project = items.find((d) => d.title.startsWith('The Widget Project'))!;
    expect(project.details).toMatchObject({ contributionKind: 'software', url: 'https://widgets.org', roles: ['Co-maintainer (2015–present)'] });
    expect(project.details.funding).toEqual([expect.stringMatching(/^The Widget Project.*\$300,000/)]);
    expect(items.find((d) => d.title === 'Center for Open Widgets')!.details).toMatchObject({ contributionKind: 'organization', role: 'Co-founder' });
  });

  it('does not make a contribution of prose that names nothing, or of "a co-founder" who is someone else', () => {
    const biosketch = [
      'C. Contributions to Science',
      'Over-simplified data analytic practices remain widespread in social, behavioral, and health sciences, often limiting the depth and accuracy of our findings. My work focuses on identifying and addressing these limitations.',
      '',
      'Complete List of Published Work in MyBibliography:',
      'https://www.ncbi.nlm.nih.gov/myncbi/1FuaABUhp7e5s/bibliography/public/',
    ].join('\n');
    expect(extractOffline({ pages: [biosketch], category: 'cv', fileName: 'b.txt' }).filter((d) => d.type === 'original_contribution')).toEqual([]);
    const letter =
      'Dear officer,\nProf. C is a co-founder of XYZ Inc. and wrote in support of the petition. I founded the Lab for Widget Science (LWS) in 2015.';
    expect(
      extractOffline({ pages: [letter], category: 'other', fileName: 'p.txt' })
        .filter((d) => d.type === 'original_contribution')
        .map((d) => d.title),
    ).toEqual(['Lab for Widget Science (LWS)']);
  });
});
