import type { TLetterAccess, TLetterCheck, TLetterCheckIssue, TLetterDetail, TLetterEvidence, TLetterReview, TSectionReview } from '@acclaim/contracts';
import { assessCase, DEMO_PROFILE, type AssessmentInput } from '@acclaim/domain/assessment';
import { composeLetter, type Letter, type LetterPetitionType } from '@acclaim/domain/letter';
import { withExhibits } from '@acclaim/domain/test/exhibits';
import { cleanLetter } from '@acclaim/domain/test/letter-builders';

export { cleanLetter };

/** The demo profile with an exhibit label on every item (grouped by type, as filings do), so the composer cites them. */
export const demoInputWithExhibits = (): AssessmentInput => withExhibits(DEMO_PROFILE);

/** A letter the offline composer writes for the demo profile: the real shape the screen receives. */
export function composedLetter(petitionType: LetterPetitionType = 'EB1A'): Letter {
  const input = demoInputWithExhibits();
  return composeLetter(input, assessCase(input), { petitionType });
}

export function buildEvidence(overrides: Partial<TLetterEvidence> = {}): TLetterEvidence {
  return {
    id: 'ev-review',
    type: 'judging',
    title: 'Reviewer for Nature Methods',
    description: '120 manuscripts reviewed, 2019–2024.',
    date: '2024-03',
    documentId: 'doc-1',
    documentName: 'review-records.pdf',
    exhibit: 'B-1',
    verification: 'unverified',
    ...overrides,
  };
}

/** The evidence behind `cleanLetter()` of @acclaim/domain/letter's test builders. */
export const CLEAN_EVIDENCE: TLetterEvidence[] = [
  buildEvidence({
    id: 'ev-award',
    type: 'award',
    title: 'Gottfried Prize 2023',
    description: 'Award certificate.',
    date: '2023-06-01',
    documentId: 'doc-award',
    documentName: 'gottfried-prize.pdf',
    exhibit: 'A-1',
  }),
  buildEvidence(),
  buildEvidence({
    id: 'ev-panel',
    title: 'NSF review panel 2024',
    description: 'Panel invitation letter.',
    date: '2024',
    documentId: 'doc-panel',
    documentName: 'nsf-panel.pdf',
    exhibit: 'B-2',
    verification: 'verified',
  }),
];

export function buildAccess(overrides: Partial<TLetterAccess> = {}): TLetterAccess {
  return {
    planName: 'Complete',
    pageLimit: null,
    isTruncated: false,
    upgradeNote: null,
    editableSectionIds: ['introduction', 'criterion-eb1a-iv', 'exhibit-index'],
    hiddenSections: [],
    ...overrides,
  };
}

export function buildLetterDetail(overrides: Partial<TLetterDetail> = {}): TLetterDetail {
  const document = overrides.document === undefined ? cleanLetter() : overrides.document;
  return {
    id: 'letter-1',
    caseId: 'case-1',
    petitionType: 'EB1A',
    status: 'completed',
    title: document?.title ?? null,
    generator: 'composer',
    model: null,
    version: 3,
    wordCount: 180,
    pageEstimate: 1,
    regeneratingSectionId: null,
    error: null,
    createdAt: '2026-03-02T10:04:00.000Z',
    updatedAt: '2026-03-02T10:30:00.000Z',
    document,
    evidence: CLEAN_EVIDENCE,
    access: buildAccess(),
    ...overrides,
  };
}

export function buildIssue(overrides: Partial<TLetterCheckIssue> = {}): TLetterCheckIssue {
  return {
    kind: 'unsupported-sentence',
    message: 'This factual statement does not rest on any evidence.',
    sectionId: 'criterion-eb1a-iv',
    sectionHeading: 'Judging the Work of Others',
    text: 'She reviewed 120 manuscripts for Nature Methods (Exhibit B-1).',
    ...overrides,
  };
}

export function buildCheck(overrides: Partial<TLetterCheck> = {}): TLetterCheck {
  const issues = overrides.issues ?? [];
  return { version: 3, isClean: issues.length === 0, factualSentences: 3, citations: 3, exhibitsCited: 3, issues, ...overrides };
}

export function buildSectionReview(overrides: Partial<TSectionReview> & Pick<TSectionReview, 'sectionId'>): TSectionReview {
  return {
    state: 'unapproved',
    approvedBy: null,
    approvedAt: null,
    draftedBy: 'composer',
    model: null,
    editedByName: null,
    contentHash: `hash-${overrides.sectionId}`,
    ...overrides,
  };
}

/**
 * The attorney review of `cleanLetter()` on a firm's case, as an attorney sees it: the introduction approved by
 * Dana Reyes, the judging section edited by a paralegal since her approval, the exhibit index awaiting approval.
 */
export function buildReview(overrides: Partial<TLetterReview> = {}): TLetterReview {
  const sections = overrides.sections ?? [
    buildSectionReview({
      sectionId: 'introduction',
      state: 'approved',
      approvedBy: { name: 'Dana Reyes' },
      approvedAt: '2026-11-24T12:00:00.000Z',
      draftedBy: 'llm',
      model: 'local-drafter',
    }),
    buildSectionReview({
      sectionId: 'criterion-eb1a-iv',
      state: 'changed-since-approval',
      approvedBy: { name: 'Dana Reyes' },
      approvedAt: '2026-11-20T12:00:00.000Z',
      draftedBy: 'edited',
      editedByName: 'Sam Ortiz',
    }),
    buildSectionReview({ sectionId: 'exhibit-index' }),
  ];
  return {
    required: true,
    canApprove: true,
    canEdit: true,
    approved: sections.filter((section) => section.state === 'approved').length,
    total: sections.length,
    sections,
    ...overrides,
  };
}
