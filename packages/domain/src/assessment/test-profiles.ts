/**
 * Hand-written cases for the engine's tests: one per kind of petitioner and per edge case. Fictional
 * people; DOIs use the 10.5555 test prefix. The expectations and the legal reasoning behind them sit in
 * profiles.test.ts.
 */
import { caseOf, item, metricsFor, verifiedPublication } from './test-builders';
import type { AssessmentInputDraft } from './schema';

// 1. Established ML researcher: strong EB-1A record.
const researcherEvidence = [
  verifiedPublication('r-pub-1', 'Sparse attention for protein language models', 2019, 1450, 99.5, { venue: 'NeurIPS Proceedings' }),
  verifiedPublication('r-pub-2', 'Self-supervised structure priors', 2020, 640, 98),
  verifiedPublication('r-pub-3', 'Equivariant diffusion for docking', 2021, 310, 95),
  verifiedPublication('r-pub-4', 'Calibrated uncertainty for binding affinity', 2022, 120, 88),
  verifiedPublication('r-pub-5', 'Scaling laws for molecular models', 2023, 95, 90),
  verifiedPublication('r-pub-6', 'Benchmarks for generative chemistry', 2024, 40, 80),
  item('r-award-1', 'award', 'Outstanding Paper Award, NeurIPS 2020', {
    date: '2020-12',
    description: 'One of 6 outstanding papers among 1,900 accepted.',
    details: { issuer: 'NeurIPS Foundation', scope: 'international', entrants: 1900, winners: 6 },
  }),
  item('r-award-2', 'award', 'Early Career Research Award, International Society for Computational Biology', {
    date: '2023-07',
    details: { issuer: 'International Society for Computational Biology', scope: 'international', isSelective: true },
  }),
  item('r-judging-1', 'judging', 'Area chair, ICML 2022-2024', {
    date: '2022',
    description: 'Served as area chair; oversaw and evaluated 120 submissions.',
    details: { count: 120, endDate: 'present' },
  }),
  item('r-judging-2', 'judging', 'Associate editor, Journal of Machine Learning Research', {
    date: '2021',
    description: 'Handled 25 manuscripts.',
    details: { count: 25, endDate: 'present' },
  }),
  item('r-contrib-1', 'original_contribution', 'SparseFold architecture', {
    date: '2019',
    description: 'Adopted in three commercial drug-discovery platforms and used by more than 200 groups; 1.2 million downloads.',
  }),
  item('r-letter-1', 'recommendation_letter', 'Letter from Prof. Ana Souza, University of São Paulo', {
    date: '2025-02',
    description: 'Independent expert; her group built two published tools on SparseFold.',
    details: { isIndependent: true },
  }),
  item('r-letter-2', 'recommendation_letter', 'Letter from Dr. Kenji Mori, RIKEN', {
    date: '2025-02',
    description: 'Independent; RIKEN uses SparseFold in its screening pipeline.',
    details: { isIndependent: true },
  }),
  item('r-media-1', 'media_coverage', 'The scientist teaching AI the language of proteins', {
    date: '2022-05',
    details: { outlet: 'MIT Technology Review', author: 'L. Grant', isAboutPerson: true, circulation: 5000000 },
  }),
  item('r-media-2', 'media_coverage', 'AI model speeds up antibiotic search', {
    date: '2023-09',
    details: { outlet: 'Nature News', author: 'P. Hale', isAboutPerson: true },
  }),
  item('r-role-1', 'leading_role', 'Head of Protein Modelling, Meridian Bio', {
    date: '2021',
    description: 'Leads a 25-person division; Meridian Bio is a publicly traded company listed on NASDAQ.',
    details: { organization: 'Meridian Bio', hasLetter: true, endDate: 'present' },
  }),
  item('r-degree', 'degree', 'PhD in Computer Science, ETH Zurich', { date: '2018' }),
];
export const RESEARCHER: AssessmentInputDraft = caseOf(
  {
    petitionType: 'UNDECIDED',
    fullName: 'Lena Vogt',
    fieldOfEndeavor: 'Machine learning for protein design',
    currentRole: 'Head of Protein Modelling',
    employer: 'Meridian Bio',
    highestDegree: 'PhD in Computer Science',
    yearsOfExperience: 8,
    proposedEndeavor:
      'Continue developing machine learning models for protein design that shorten early drug discovery for U.S. pharmaceutical companies and academic labs, releasing open models and leading a research division in Boston.',
    intendedFilingDate: '2025-09-01',
  },
  researcherEvidence,
  { metrics: metricsFor(researcherEvidence, { citingCountries: 48 }) },
);

// 2. Industry software engineer: bachelor's + 8 years, high pay, no papers.
export const ENGINEER: AssessmentInputDraft = caseOf(
  {
    petitionType: 'UNDECIDED',
    fullName: 'Tomás Ibarra',
    fieldOfEndeavor: 'Distributed systems software engineering',
    currentRole: 'Staff Software Engineer',
    employer: 'Cloudline Inc.',
    highestDegree: 'B.S. in Computer Engineering',
    yearsOfExperience: 8,
    proposedEndeavor: 'Build fault-tolerant storage systems.',
    intendedFilingDate: '2025-10-01',
  },
  [
    item('e-degree', 'degree', 'B.S. in Computer Engineering, Universidad de Chile', { date: '2016' }),
    item('e-job-1', 'employment', 'Software Engineer, Andes Data (2016-2019)', { date: '2016', description: 'Employment verification letter.' }),
    item('e-job-2', 'employment', 'Staff Software Engineer, Cloudline Inc. (2019-present)', {
      date: '2019',
      description: 'Employment verification letter describing promotion to staff level.',
    }),
    item('e-salary', 'salary', 'Total compensation 2024 (W-2)', {
      date: '2024',
      description: 'W-2 and levels.fyi survey for staff engineers in Seattle.',
      details: { amount: 410000, percentile: 96, comparisonSource: 'compensation survey of staff software engineers, Seattle' },
    }),
    item('e-contrib', 'original_contribution', 'Raft snapshot compaction in open-source etcd', {
      date: '2021',
      description: 'Merged upstream; used by every Kubernetes cluster running etcd 3.5 or later.',
    }),
    item('e-patent', 'patent', 'US Patent 11,000,001: adaptive replica placement', { date: '2022', description: 'Granted patent assigned to Cloudline.' }),
    item('e-judging', 'judging', 'Judge, company internal hackathon', { date: '2023' }),
    item('e-role', 'leading_role', 'Tech lead, storage platform team', {
      date: '2021',
      description: 'Responsible for the storage layer serving 40 million users.',
      details: { organization: 'Cloudline Inc.' },
    }),
  ],
);

// 3. Start-up founder.
export const FOUNDER: AssessmentInputDraft = caseOf(
  {
    petitionType: 'UNDECIDED',
    fullName: 'Amara Okoye',
    fieldOfEndeavor: 'Fintech entrepreneurship',
    currentRole: 'Founder and CEO',
    employer: 'Ledgerlight',
    highestDegree: 'MBA',
    yearsOfExperience: 11,
    proposedEndeavor:
      'Grow Ledgerlight, a payments platform that lets small U.S. businesses in underserved communities access credit, hiring 60 employees in Atlanta over three years and expanding nationwide.',
    intendedFilingDate: '2025-08-01',
  },
  [
    item('f-degree', 'degree', 'MBA, University of Lagos', { date: '2014' }),
    item('f-role', 'leading_role', 'Founder and CEO, Ledgerlight', {
      date: '2019',
      description: 'Series B company with 2 million users.',
      details: { organization: 'Ledgerlight', endDate: 'present' },
    }),
    item('f-media-1', 'media_coverage', 'Ledgerlight founder Amara Okoye wants to fix small-business credit', {
      date: '2023-03',
      details: { outlet: 'TechCrunch', author: 'R. Diaz', isAboutPerson: true },
    }),
    item('f-media-2', 'media_coverage', 'Meet the founder rewriting credit scoring', {
      date: '2024-06',
      details: { outlet: 'Forbes', author: 'K. Wu', isAboutPerson: true },
    }),
    item('f-award', 'award', 'Fintech Innovator of the Year, national fintech association', {
      date: '2023',
      details: { issuer: 'National Fintech Association', scope: 'national', isSelective: true },
    }),
    item('f-commercial', 'commercial_success', 'Ledgerlight revenue growth', { date: '2024', description: 'Revenue grew from $1M to $40M in three years.' }),
    item('f-letter', 'recommendation_letter', 'Letter of support from Georgia small-business council', {
      date: '2025-05',
      description: 'Letter of support; pilot partnership with 300 businesses.',
    }),
  ],
);

// 4. Visual artist.
export const ARTIST: AssessmentInputDraft = caseOf(
  {
    petitionType: 'EB1A',
    fullName: 'Mei Lin',
    fieldOfEndeavor: 'Contemporary painting',
    currentRole: 'Visual artist',
    highestDegree: 'MFA in Painting',
    proposedEndeavor: 'Continue creating and exhibiting large-scale paintings in New York galleries and museums.',
    intendedFilingDate: '2025-07-01',
  },
  [
    item('a-exh-1', 'exhibition', 'Solo exhibition, Museum of Contemporary Art Taipei', {
      date: '2022',
      description: 'Curated solo show.',
      details: { scope: 'international' },
    }),
    item('a-exh-2', 'exhibition', 'Venice Biennale, national pavilion', {
      date: '2024',
      description: 'Selected by the curatorial committee.',
      details: { scope: 'international' },
    }),
    item('a-exh-3', 'exhibition', 'Group show, Chelsea gallery', { date: '2023', description: 'Invited group exhibition at a New York gallery.' }),
    item('a-award', 'award', 'National Painting Prize', {
      date: '2021',
      details: { issuer: 'National Academy of Fine Arts', scope: 'national', entrants: 900, winners: 3 },
    }),
    item('a-media', 'media_coverage', 'Mei Lin paints the memory of cities', {
      date: '2024-05',
      details: { outlet: 'Artforum', author: 'J. Baker', isAboutPerson: true },
    }),
    item('a-sales', 'commercial_success', 'Painting sales 2023', { date: '2023', description: 'Gallery sales of 14 works.' }),
  ],
);

// 5. Athlete: national champion, no degree.
export const ATHLETE: AssessmentInputDraft = caseOf(
  {
    petitionType: 'UNDECIDED',
    fullName: 'Ivan Petrov',
    fieldOfEndeavor: 'Professional tennis',
    currentRole: 'Professional tennis player',
    proposedEndeavor: 'Compete on the U.S. professional tour and train at a Florida academy.',
    intendedFilingDate: '2025-09-01',
  },
  [
    item('t-award-1', 'award', 'National Tennis Championship, gold medal', {
      date: '2023',
      details: { issuer: 'National Tennis Federation', scope: 'national' },
    }),
    item('t-award-2', 'award', 'National Tennis Championship, silver medal', {
      date: '2021',
      details: { issuer: 'National Tennis Federation', scope: 'national' },
    }),
    item('t-member', 'membership', 'Member of the national Davis Cup team', { date: '2022', description: 'Selected by ranking.' }),
    item('t-media', 'media_coverage', 'Petrov storms into the final', {
      date: '2023-08',
      details: { outlet: 'National Sports Daily', author: 'M. Sokolov', isAboutPerson: true },
    }),
    item('t-salary', 'salary', 'Prize money 2024', { date: '2024', description: 'Prize money statement.', details: { amount: 180000 } }),
  ],
);

// 6. Physician: MD, licence, clinical leadership, NIW-oriented.
export const PHYSICIAN: AssessmentInputDraft = caseOf(
  {
    petitionType: 'UNDECIDED',
    fullName: 'Rahul Menon',
    fieldOfEndeavor: 'Cardiology',
    currentRole: 'Cardiologist and director of a telecardiology program',
    employer: 'Plains Regional Health',
    highestDegree: 'M.D.',
    yearsOfExperience: 12,
    proposedEndeavor:
      'Expand a telecardiology program that gives rural patients in Kansas, Nebraska and the Dakotas access to heart-failure specialists, reducing readmissions, and publish the model so other rural health systems can adopt it nationwide.',
    intendedFilingDate: '2025-11-01',
  },
  [
    item('m-degree', 'degree', 'Doctor of Medicine (M.D.), Christian Medical College', { date: '2011' }),
    item('m-license', 'license', 'Kansas medical licence', { date: '2018' }),
    item('m-board', 'license', 'Board certification in cardiovascular disease', { date: '2019' }),
    item('m-pub-1', 'publication', 'Telemonitoring after heart-failure discharge in rural Kansas', {
      date: '2022',
      details: { venue: 'Journal of Rural Health', authors: ['Menon, R.', 'Hart, S.'] },
    }),
    item('m-pub-2', 'publication', 'Readmission outcomes of a hub-and-spoke cardiology model', {
      date: '2023',
      details: { venue: 'American Heart Journal', authors: ['Menon, R.'] },
    }),
    item('m-role', 'leading_role', 'Director, Telecardiology Program, Plains Regional Health', {
      date: '2020',
      description: 'Leads the program serving 14 rural hospitals.',
      details: { organization: 'Plains Regional Health' },
    }),
    item('m-judging', 'judging', 'Peer reviewer, Journal of Rural Health', { date: '2022', description: 'Reviewed 6 manuscripts.', details: { count: 6 } }),
    item('m-letter', 'recommendation_letter', 'Letter from the state Department of Health', {
      date: '2025-06',
      description: 'Letter of support for expanding the program statewide.',
    }),
    item('m-member', 'membership', 'Member, American College of Cardiology', {
      date: '2018',
      description: 'Membership with annual dues.',
      details: { requiresFee: true },
    }),
  ],
);

// 7. Empty case.
export const EMPTY: AssessmentInputDraft = caseOf({ petitionType: 'UNDECIDED' }, []);

// 8. Only unverified publications (three of them), with a self-reported citation count.
export const UNVERIFIED_ONLY: AssessmentInputDraft = caseOf(
  { petitionType: 'EB1A', fullName: 'Sara Nilsson', fieldOfEndeavor: 'Materials chemistry', highestDegree: 'PhD in Chemistry' },
  [
    item('u-pub-1', 'publication', 'Porous frameworks for carbon capture', { date: '2021', details: { venue: 'Chemistry of Materials', citationCount: 80 } }),
    item('u-pub-2', 'publication', 'Water-stable MOFs', { date: '2022', details: { venue: 'Inorganic Chemistry', citationCount: 45 } }),
    item('u-pub-3', 'publication', 'Scalable synthesis of ZIF-8', {
      date: '2023',
      verification: 'offline',
      details: { venue: 'Green Chemistry', citationCount: 20 },
    }),
  ],
);

// 9. Red-flag-heavy case.
export const RED_FLAGS: AssessmentInputDraft = caseOf(
  { petitionType: 'EB1A', fullName: 'Victor Hale', fieldOfEndeavor: 'Management consulting', currentRole: 'Consultant', highestDegree: 'MBA' },
  [
    item('x-award-paid', 'award', 'International Business Excellence Award', {
      date: '2023',
      description: 'Awarded after paying a $900 nomination fee.',
      details: { isPaidEntry: true },
    }),
    item('x-award-vanity', 'award', "Marquis Who's Who listing", { date: '2022' }),
    item('x-member-open', 'membership', 'Member, Global Consultants Network', { date: '2020', description: 'Open to anyone; annual dues.' }),
    item('x-media-paid', 'media_coverage', 'Victor Hale: a visionary leader', {
      date: '2023',
      details: { outlet: 'Business Leaders Weekly', isPaidMedia: true },
    }),
    item('x-media-off', 'media_coverage', 'Consulting firms bet on AI', {
      date: '2024',
      details: { outlet: 'The Economist', author: 'Staff', isAboutPerson: false },
    }),
    item('x-pub-predatory', 'publication', 'Leadership in times of change', {
      date: '2022',
      verification: 'not_found',
      details: { venue: 'International Journal of Management Excellence', isPredatory: true },
    }),
    item('x-pub-mismatch', 'publication', 'Strategy and the cloud', {
      date: '2021',
      verification: 'mismatch',
      check: {
        source: 'crossref',
        doi: '10.5555/test.mismatch',
        differences: ['authors do not include Hale'],
        citationCount: 4,
        citationsExcludingSelf: 4,
        fieldPercentile: null,
        venue: 'Strategy Review',
        checkedAt: '2025-01-01T00:00:00.000Z',
      },
    }),
    item('x-citations', 'citation_record', 'Google Scholar profile', { date: '2025', details: { citationCount: 300, isSelfCitation: true } }),
  ],
);

// 10. Evidence dated after the intended filing date (same award, before and after).
export function awardCase(filingDate: string): AssessmentInputDraft {
  return caseOf(
    { petitionType: 'EB1A', fullName: 'Noor Haddad', fieldOfEndeavor: 'Robotics research', highestDegree: 'PhD in Robotics', intendedFilingDate: filingDate },
    [
      item('late-award', 'award', 'IEEE Robotics Early Career Award', {
        date: '2025-05-20',
        details: { issuer: 'IEEE Robotics and Automation Society', scope: 'international', isSelective: true },
      }),
      item('late-award-2', 'award', 'Best Paper Award, International Conference on Robotics', {
        date: '2022-06',
        details: { issuer: 'IEEE Robotics and Automation Society', scope: 'international', isSelective: true },
      }),
    ],
    { asOf: '2025-06-01' },
  );
}

// 11. NIW: bachelor's + five years of progressive experience.
export function bachelorsCase(years: number): AssessmentInputDraft {
  return caseOf(
    {
      petitionType: 'NIW',
      fullName: 'Daniel Cho',
      fieldOfEndeavor: 'Power systems engineering',
      currentRole: 'Senior Grid Engineer',
      highestDegree: "Bachelor's degree in Electrical Engineering",
      yearsOfExperience: years,
      proposedEndeavor:
        'Develop grid-scale energy storage controls that keep regional U.S. power grids stable as renewable generation grows, working with utilities in Texas and California and publishing open control standards.',
    },
    [
      item('b-degree', 'degree', "Bachelor's degree in Electrical Engineering, Seoul National University", { date: '2016' }),
      item('b-job-1', 'employment', 'Grid Engineer, KEPCO (2016-2019)', { date: '2016', description: 'Employment verification letter.' }),
      item('b-job-2', 'employment', 'Senior Grid Engineer, SunGrid Inc. (2019-present)', {
        date: '2019',
        description: 'Employment verification letter showing promotion.',
      }),
      item('b-contrib', 'original_contribution', 'Battery dispatch controller', {
        date: '2022',
        description: 'Deployed by three utilities across 1.4 GW of storage.',
      }),
    ],
  );
}

// 12. NIW without an advanced degree, relying on exceptional ability.
export const EXCEPTIONAL_ABILITY: AssessmentInputDraft = caseOf(
  {
    petitionType: 'NIW',
    fullName: 'Lucía Ferrer',
    fieldOfEndeavor: 'Food science (fermentation technology)',
    currentRole: 'Head of Fermentation, BrewLab',
    highestDegree: 'Technical diploma in food technology',
    yearsOfExperience: 14,
    proposedEndeavor:
      'Develop low-cost fermentation processes that let U.S. dairy farms turn whey waste into protein feed, cutting water pollution and farm costs nationwide.',
  },
  [
    item('ea-diploma', 'degree', 'Technical diploma in food technology, Instituto Politécnico', { date: '2009' }),
    item('ea-job-1', 'employment', 'Fermentation technician, Lácteos Sur (2010-2016)', {
      date: '2010',
      description: 'Employment verification letter, full time.',
    }),
    item('ea-job-2', 'employment', 'Head of Fermentation, BrewLab (2016-present)', { date: '2016', description: 'Employment verification letter, full time.' }),
    item('ea-cert', 'license', 'Certified Food Scientist (CFS)', { date: '2018' }),
    item('ea-salary', 'salary', 'Salary 2024 (W-2)', {
      date: '2024',
      description: 'W-2 and wage survey.',
      details: { percentile: 91, comparisonSource: 'BLS OEWS food scientists' },
    }),
    item('ea-member', 'membership', 'Member, Institute of Food Technologists', {
      date: '2015',
      description: 'Professional membership with annual dues.',
      details: { requiresFee: true },
    }),
    item('ea-award', 'award', 'Innovation Award, national dairy processors association', {
      date: '2022',
      details: { issuer: 'National Dairy Processors Association', scope: 'national' },
    }),
  ],
);

// 13. Performing artist (musician).
export const MUSICIAN: AssessmentInputDraft = caseOf(
  {
    petitionType: 'EB1A',
    fullName: 'Kofi Mensah',
    fieldOfEndeavor: 'Jazz music (saxophonist and composer)',
    currentRole: 'Touring musician',
    proposedEndeavor: 'Record and tour with my quartet in the United States and teach masterclasses at U.S. conservatories.',
  },
  [
    item('mu-sales', 'commercial_success', 'Album "Harmattan" sales', {
      date: '2023',
      description: 'My album as the artist; 120,000 copies sold and reached number 3 on the Billboard jazz chart.',
    }),
    item('mu-tour', 'commercial_success', 'Sold-out 2024 North American tour', {
      date: '2024',
      description: 'Headlining tour, box office receipts of $2.1 million.',
    }),
    item('mu-festival', 'exhibition', 'Featured performance, Montreux Jazz Festival', {
      date: '2022',
      description: 'Invited by the festival curators.',
      details: { scope: 'international' },
    }),
    item('mu-festival-2', 'exhibition', 'Showcase, London Jazz Festival', {
      date: '2023',
      description: 'Selected showcase performance.',
      details: { scope: 'international' },
    }),
    item('mu-media', 'media_coverage', 'Kofi Mensah and the new sound of Accra jazz', {
      date: '2023-04',
      details: { outlet: 'The Guardian', author: 'E. Clarke', isAboutPerson: true },
    }),
  ],
);

// 14. One-time achievement: a Nobel laureate.
export const LAUREATE: AssessmentInputDraft = caseOf(
  {
    petitionType: 'EB1A',
    fullName: 'Helena Marsh',
    fieldOfEndeavor: 'Physical chemistry',
    currentRole: 'Professor of Chemistry',
    proposedEndeavor:
      'Continue research on single-molecule spectroscopy as a professor at a U.S. research university, leading a laboratory funded by federal research grants.',
    intendedFilingDate: '2025-09-01',
  },
  [
    item('n-nobel', 'award', 'Nobel Prize in Chemistry 2019', {
      date: '2019-10',
      details: { issuer: 'Royal Swedish Academy of Sciences', scope: 'international' },
    }),
    item('n-role', 'leading_role', 'Director, Institute for Molecular Spectroscopy', {
      date: '2015',
      details: { organization: 'Institute for Molecular Spectroscopy', endDate: 'present' },
      description: 'Ranked among the top 5 chemistry institutes in Europe.',
    }),
    item('n-offer', 'employment', 'Offer letter, U.S. research university', { date: '2025-03', description: 'Job offer for a tenured professorship.' }),
  ],
);

export const ALL_PROFILES: Record<string, AssessmentInputDraft> = {
  RESEARCHER,
  ENGINEER,
  FOUNDER,
  ARTIST,
  ATHLETE,
  PHYSICIAN,
  EMPTY,
  UNVERIFIED_ONLY,
  RED_FLAGS,
  AFTER_FILING: awardCase('2025-03-01'),
  BEFORE_FILING: awardCase('2025-09-01'),
  BACHELORS_PLUS_FIVE: bachelorsCase(9),
  BACHELORS_SHORT: bachelorsCase(3),
  EXCEPTIONAL_ABILITY,
  MUSICIAN,
  LAUREATE,
};
