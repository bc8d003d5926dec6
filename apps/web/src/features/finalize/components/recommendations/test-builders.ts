import type {
  TRecommendationLetterDetail,
  TRecommendationLetterSummary,
  TRecommendationOverlap,
  TRecommendersResponse,
  TRecommenderSuggestion,
  TSavedRecommender,
} from '@acclaim/contracts';
import type { Letter } from '@acclaim/domain/letter';

const AT = '2026-03-02T10:00:00.000Z';

export function buildSuggestion(overrides: Partial<TRecommenderSuggestion> = {}): TRecommenderSuggestion {
  return {
    key: 'person:hartmann-j',
    name: 'Jonas Hartmann',
    role: null,
    affiliation: null,
    relationship: 'collaborator',
    sources: ['coauthor'],
    evidenceIds: ['ev-pub-1'],
    reason: 'Co-authored “Sulfide solid electrolytes” (Nature Energy, 2021) with Dr. Vogt.',
    canAttest: [{ id: 'eb1a-v', label: 'Original contributions of major significance' }],
    ...overrides,
  };
}

export function buildRecommender(overrides: Partial<TSavedRecommender> = {}): TSavedRecommender {
  return {
    id: 'rec-1',
    key: 'person:hartmann-j',
    name: 'Jonas Hartmann',
    title: 'Professor of Chemistry',
    affiliation: 'TU Munich',
    relationship: 'collaborator',
    sources: ['coauthor'],
    evidenceIds: ['ev-pub-1'],
    reason: null,
    canAttest: [],
    credentials: null,
    firstHand: null,
    status: 'chosen',
    cvDocumentId: null,
    letterId: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function buildOverview(overrides: Partial<Omit<TRecommendersResponse, 'success'>> = {}): TRecommendersResponse {
  return {
    success: true,
    recommenders: [],
    suggestions: [buildSuggestion()],
    plan: null,
    planNote: 'Choose at least 2 recommenders',
    access: { planName: 'Complete', canDraft: true, upgradeNote: null },
    ...overrides,
  };
}

export const FREE_ACCESS = {
  planName: 'Free Trial',
  canDraft: false,
  upgradeNote: 'Drafting, editing and exporting recommendation letters comes with the Complete and Attorneys & Agents plans.',
};

export function buildLetterSummary(overrides: Partial<TRecommendationLetterSummary> = {}): TRecommendationLetterSummary {
  return {
    id: 'letter-1',
    caseId: 'case-1',
    recommenderId: 'rec-1',
    recommenderName: 'Jonas Hartmann',
    relationship: 'collaborator',
    focus: { id: 'eb1a-v', label: 'Original contributions of major significance' },
    angle: 'work_and_role',
    factIds: ['ev-pub-1'],
    title: 'Letter of Jonas Hartmann in support of Lena Vogt',
    version: 1,
    wordCount: 310,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export const LETTER: Letter = {
  petitionType: 'EB1A',
  title: 'Letter of Jonas Hartmann in support of Lena Vogt',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      kind: 'introduction',
      reviewState: 'draft',
      blocks: [{ type: 'paragraph', sentences: [{ runs: [{ type: 'text', text: 'I am Jonas Hartmann.', marks: [] }], isFactual: false, evidenceIds: [] }] }],
    },
    {
      id: 'focus-eb1a-v',
      heading: 'The original contributions',
      kind: 'criterion',
      reviewState: 'draft',
      blocks: [
        {
          type: 'paragraph',
          sentences: [
            {
              runs: [
                { type: 'text', text: '“Sulfide solid electrolytes” appeared in Nature Energy in 2021', marks: [] },
                { type: 'exhibit', label: 'B-1', evidenceIds: ['ev-pub-1'] },
                { type: 'text', text: '.', marks: [] },
              ],
              isFactual: true,
              evidenceIds: ['ev-pub-1'],
            },
          ],
        },
      ],
    },
  ],
};

export function buildLetterDetail(overrides: Partial<TRecommendationLetterDetail> = {}): TRecommendationLetterDetail {
  return {
    ...buildLetterSummary(),
    document: LETTER,
    evidence: [
      {
        id: 'ev-pub-1',
        type: 'publication',
        title: 'Sulfide solid electrolytes',
        description: '',
        date: '2021',
        documentId: 'doc-1',
        documentName: 'articles.pdf',
        exhibit: 'B-1',
        verification: 'verified',
      },
    ],
    check: { isClean: true, factualSentences: 1, exhibitsCited: 1, issues: [] },
    overlaps: [],
    access: { planName: 'Complete', canDraft: true, upgradeNote: null },
    ...overrides,
  };
}

export function buildOverlap(overrides: Partial<TRecommendationOverlap> = {}): TRecommendationOverlap {
  return {
    letterIds: ['letter-1', 'letter-2'],
    recommenderNames: ['Jonas Hartmann', 'Marisol Reyes'],
    similarity: 0.12,
    passages: ['because of this tie i have kept to what the record shows'],
    isFlagged: true,
    ...overrides,
  };
}
