import type { Finding } from '@acclaim/domain';
import type { EvidenceRef } from './evidence-ref';

/** A finding as the engine writes one, with every list filled, for component tests. */
export function buildFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    id: 'eb1a-iv',
    label: 'Judging',
    rule: '8 C.F.R. § 204.5(h)(3)(iv)',
    score: 72,
    level: 'likely',
    summary: 'Peer review for two journals is documented.',
    strengths: [{ text: 'Reviewed 14 manuscripts for Ecology Letters.', evidenceIds: ['ev-review'], authorityIds: [] }],
    gaps: [{ text: 'No invitation letters show who asked for the reviews.', evidenceIds: [], authorityIds: [] }],
    nextActions: [{ text: 'Add the editor’s invitation emails.', evidenceIds: [], authorityIds: [] }],
    evidenceIds: ['ev-review', 'ev-paper'],
    authorityIds: ['cfr-204-5-h-3-iv'],
    isComparableEvidenceCandidate: false,
    ...overrides,
  };
}

export function buildEvidenceRef(overrides: Partial<EvidenceRef> = {}): EvidenceRef {
  return {
    id: 'ev-review',
    type: 'judging',
    title: 'Reviewer for Ecology Letters',
    date: '2021',
    documentId: null,
    exhibit: 'B-2',
    verification: 'unverified',
    ...overrides,
  };
}
