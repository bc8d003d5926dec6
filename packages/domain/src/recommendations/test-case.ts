import { DEMO_PROFILE } from '../assessment/demo-profile';
import { ZAssessmentInput, type AssessmentEvidence } from '../assessment/schema';
import type { CitingWorkInput, RecommendationApplicant, RecommenderInput } from './schema';

/**
 * The /demo case (a computational biologist, fictional) with the works that cite her articles, for the tests
 * of this folder. A few more items get exhibit labels so that employers and judging have documents to point
 * to. Names of citing authors are fictional.
 */

const EXTRA_EXHIBITS: Record<string, string> = {
  'demo-employment-halcyon': 'G-1',
  'demo-role-group-lead': 'G-2',
  'demo-judging-ismb-pc': 'D-2',
  'demo-grant-k99': 'A-3',
  'demo-salary-2024': 'H-1',
  'demo-degree-phd': 'I-1',
};

export function demoEvidence(): AssessmentEvidence[] {
  return ZAssessmentInput.parse(DEMO_PROFILE).evidence.map((e) => (EXTRA_EXHIBITS[e.id] ? { ...e, exhibit: EXTRA_EXHIBITS[e.id] ?? null } : e));
}

export const DEMO_APPLICANT: RecommendationApplicant = {
  fullName: 'Priya Raman',
  otherNames: ['Raman, P.'],
  fieldOfEndeavor: 'Computational biology (machine learning for single-cell cancer genomics)',
  employer: 'Halcyon Genomics Institute',
  highestDegree: 'PhD in Computational Biology',
};

const author = (name: string, affiliation: string | null = null) => ({ name, affiliation });

export const DEMO_CITING_WORKS: CitingWorkInput[] = [
  {
    title: 'Lineage tracing of resistant clones in breast cancer organoids',
    year: 2023,
    venue: 'Cell Systems',
    citedEvidenceIds: ['demo-pub-scdrift'],
    authors: [author('Chen, Wei', 'Stanford University'), author('Marquez, Elena', 'Stanford University')],
  },
  {
    title: 'Benchmarking single-cell clone callers across 40 datasets',
    year: 2024,
    venue: 'Genome Research',
    citedEvidenceIds: ['demo-pub-gnn', 'demo-pub-ismb'],
    authors: [author('Nakamura, Kenji', 'University of Tokyo'), author('Sato, Yui', 'University of Tokyo')],
  },
  {
    title: 'Cell-state dynamics under targeted therapy',
    year: 2022,
    venue: 'Nature Communications',
    citedEvidenceIds: ['demo-pub-scdrift', 'demo-pub-gnn'],
    authors: [
      author('Adeyemi, Folake', 'Max Planck Institute for Molecular Genetics'),
      author('Lopez, Rosa'),
      author('Ibrahim, Sami'),
      author('Kowalski, Jan'),
      author('Fischer, Hanna', 'Max Planck Institute for Molecular Genetics'),
    ],
  },
  {
    title: 'Drug-tolerant persisters in lung adenocarcinoma',
    year: 2023,
    venue: 'Cancer Cell',
    citedEvidenceIds: ['demo-pub-scdrift'],
    authors: [author('Okafor, David', 'University of Washington'), author('Lindqvist, Maja', 'Karolinska Institute')],
  },
  {
    title: 'A follow-up on resistance signatures',
    year: 2024,
    venue: 'Genome Biology',
    citedEvidenceIds: ['demo-pub-genomebio'],
    authors: [author('Raman, P.', 'Halcyon Genomics Institute'), author('Silva, Marta')],
  },
  {
    title: 'Internal benchmarking of resistance callers',
    year: 2024,
    venue: 'Bioinformatics',
    citedEvidenceIds: ['demo-pub-ismb'],
    authors: [author('Brooks, Carla', 'Halcyon Genomics Institute')],
  },
];

/** Four chosen recommenders: two independent experts, a co-author, an employer. */
export const DEMO_RECOMMENDERS: RecommenderInput[] = [
  {
    id: 'person:nakamura-k',
    name: 'Prof. Kenji Nakamura',
    title: 'Professor of Systems Biology',
    affiliation: 'University of Tokyo',
    relationship: 'independent',
    sources: ['citing_author'],
    evidenceIds: ['demo-pub-gnn', 'demo-pub-ismb'],
    credentials: 'I lead a group of twelve researchers working on single-cell methods for cancer evolution',
  },
  {
    id: 'person:marquez-e',
    name: 'Prof. Elena Marquez',
    title: 'Professor of Genome Sciences',
    affiliation: 'Stanford University',
    relationship: 'independent',
    sources: ['citing_author', 'existing_letter'],
    evidenceIds: ['demo-pub-scdrift'],
  },
  {
    id: 'person:okafor-d',
    name: 'Dr. David Okafor',
    title: 'Associate Professor of Genome Sciences',
    affiliation: 'University of Washington',
    relationship: 'collaborator',
    sources: ['coauthor'],
    evidenceIds: ['demo-pub-scdrift', 'demo-pub-atlas'],
    firstHand: 'While we built the first version of scDrift, Dr. Raman designed the statistical test at its core and wrote most of the code',
  },
  {
    id: 'role:employer:halcyongenomicsinstitute',
    name: 'Dr. Susan Whitfield',
    title: 'Scientific Director',
    affiliation: 'Halcyon Genomics Institute',
    relationship: 'employer',
    sources: ['employer'],
    evidenceIds: ['demo-employment-halcyon', 'demo-role-group-lead'],
  },
];
