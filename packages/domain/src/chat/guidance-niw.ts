import { guidancePoint as p, type TopicGuidance } from './guidance-types';

/** The three Dhanasar prongs, then the EB-2 threshold the waiver rests on. */
export const NIW_GUIDANCE: readonly TopicGuidance[] = [
  // NIW: the three prongs of Matter of Dhanasar
  {
    topicId: 'niw-prong-1',
    title: 'Prong 1: Substantial merit and national importance',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar'],
    applied: [
      p(
        'USCIS guidance gives weight to endeavors in critical and emerging technologies or other STEM areas important to U.S. competitiveness or national security.',
        'pm-update-2022-01-21',
      ),
    ],
    typicalEvidence: [
      'a specific written description of the proposed endeavor',
      'independent sources on the problem it addresses (government reports, strategy documents, published data)',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [
      p('Denials commonly rest here: an endeavor described vaguely or inconsistently, or benefits that stay with one employer or its customers.', 'dhanasar'),
      p('A plan or endeavor first described after filing cannot establish eligibility.', 'cfr-103-2-b-1', 'katigbak'),
    ],
  },
  {
    topicId: 'niw-prong-2',
    title: 'Prong 2: Well positioned to advance the endeavor',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar'],
    // The factors are the rule itself (Dhanasar's second-prong proposition); the notes add no gloss on them.
    applied: [],
    typicalEvidence: [
      'degrees and credentials',
      'a record of success (publications and their citations, awards, grants, results)',
      'a plan for the next years',
      'evidence of progress (pilots, prototypes, funding)',
      'letters of interest or support from users, customers, investors or funders',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [
      p(
        'Letters that do not explain the significance of the work or do not address the endeavor, and a modest record of citations or funding for the role claimed, weaken this prong.',
        'dhanasar',
      ),
      p('Evidence dated after filing cannot support it.', 'cfr-103-2-b-1', 'katigbak'),
    ],
  },
  {
    topicId: 'niw-prong-3',
    title: 'Prong 3: On balance, waiving the job offer and labor certification benefits the United States',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar', 'ina-203-b-2-b-i'],
    applied: [p('Evidence offered under the other prongs counts here too; self-employment and job creation are discussed as relevant.', 'dhanasar')],
    typicalEvidence: [
      'an explanation of why labor certification would be impractical for your work',
      'evidence of urgency or broad benefit',
      'plans that create jobs, where they exist',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [],
  },
  // EB-2 threshold (8 CFR 204.5(k))
  {
    topicId: 'niw-threshold',
    title: 'EB-2 eligibility (advanced degree or exceptional ability)',
    scope: 'NIW',
    ruleAuthorityIds: ['ina-203-b-2-a', 'ina-101-a-32', 'cfr-204-5-k-2', 'cfr-204-5-k-3-ii'],
    applied: [
      p(
        'Since January 15, 2025 officers check more strictly the profession definition, post-degree experience in the specialty, and exceptional ability that relates to the proposed endeavor.',
        'pa-2025-03',
      ),
    ],
    typicalEvidence: [
      'degree certificates and transcripts',
      'a credential evaluation for a foreign degree',
      'employer letters showing progressive post-degree experience',
    ],
    typicalEvidenceAuthorityIds: ['cfr-204-5-k-2'],
    pitfalls: [p("A person without at least a bachelor's degree or its equivalent cannot use the advanced-degree route.", 'pm-6-f-5')],
  },
];
