import type { AssessmentEvidenceInput, AssessmentInputDraft } from './schema';

const OTHER_TYPES = [
  'award',
  'membership',
  'media_coverage',
  'judging',
  'original_contribution',
  'recommendation_letter',
  'leading_role',
  'salary',
  'patent',
  'grant',
] as const;
const STATES = ['verified', 'verified', 'verified', 'unverified', 'mismatch', 'not_found', 'offline'] as const;

/**
 * A large, deterministic profile for benchmarks (`npm run bench` times the assessment of a 200-publication
 * profile): `publications` publications with mixed verification states and `others` other items spread
 * over the remaining evidence types. No randomness: item i is always the same.
 */
export function buildBenchProfile(publications = 200, others = 40): AssessmentInputDraft {
  const evidence: AssessmentEvidenceInput[] = [];
  for (let i = 0; i < publications; i++) {
    const year = 2005 + (i % 20);
    const state = STATES[i % STATES.length] ?? 'verified';
    const doi = `10.5555/bench.${i}`;
    const citations = (i * 37) % 400;
    evidence.push({
      id: `bench-pub-${String(i).padStart(3, '0')}`,
      type: 'publication',
      title: `Study ${i} of protein folding dynamics under stress condition ${i % 13}`,
      description: i % 17 === 0 ? 'bioRxiv preprint' : 'Peer-reviewed article.',
      date: `${year}-${String((i % 12) + 1).padStart(2, '0')}`,
      details: {
        doi,
        venue: `Journal of Molecular Systems ${i % 9}`,
        year,
        authors: ['Rivera, A.', `Coauthor ${i}`],
        authorPosition: (i % 4) + 1,
        citationCount: citations,
      },
      verification: state,
      check:
        state === 'verified' || state === 'mismatch'
          ? {
              source: 'openalex',
              doi,
              differences: state === 'mismatch' ? [`year ${year} in the CV, ${year + 1} in Crossref`] : [],
              citationCount: citations,
              citationsExcludingSelf: Math.floor(citations * 0.85),
              fieldPercentile: (i * 7) % 100,
              venue: `Journal of Molecular Systems ${i % 9}`,
              checkedAt: '2025-01-01T00:00:00.000Z',
            }
          : null,
      documentId: i % 3 === 0 ? `bench-doc-${i}` : null,
    });
  }
  for (let i = 0; i < others; i++) {
    const type = OTHER_TYPES[i % OTHER_TYPES.length] ?? 'award';
    evidence.push({
      id: `bench-${type}-${String(i).padStart(3, '0')}`,
      type,
      title: `${type.replace(/_/g, ' ')} ${i}: national recognition for structural biology work`,
      description: i % 5 === 0 ? 'Adopted by 12 laboratories; reviewed 14 manuscripts; elected by peers.' : 'Documented with a letter.',
      date: `${2012 + (i % 13)}-06-01`,
      details: {
        issuer: 'National Society of Structural Biology',
        scope: i % 2 ? 'national' : 'international',
        percentile: type === 'salary' ? 92 : undefined,
        count: type === 'judging' ? 10 + i : undefined,
      },
      documentId: `bench-doc-other-${i}`,
    });
  }
  return {
    profile: {
      petitionType: 'UNDECIDED',
      fullName: 'Alex Rivera',
      fieldOfEndeavor: 'Structural biology',
      currentRole: 'Principal Investigator',
      employer: 'Northfield Institute of Biophysics',
      highestDegree: 'PhD in Biophysics',
      yearsOfExperience: 15,
      proposedEndeavor:
        'Develop computational methods for protein design that accelerate drug discovery for antibiotic-resistant infections in the United States, with partner hospitals and a public software release.',
      intendedFilingDate: '2025-06-01',
    },
    evidence,
    metrics: null,
    asOf: '2025-05-01',
  };
}
