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
    elements: [
      {
        id: 'judge',
        label: 'Participation as a judge of the work of others',
        status: 'shown',
        text: 'The record shows 14 reviews of others’ manuscripts.',
        evidenceIds: ['ev-review'],
        authorityIds: [],
      },
      {
        id: 'field',
        label: 'Work in the same or an allied field',
        status: 'shown',
        text: 'Ecology Letters publishes work in your field.',
        evidenceIds: ['ev-review'],
        authorityIds: [],
      },
    ],
    stepOne: { status: 'met', summary: 'Step one: met (all 2 elements shown).', documented: true, documentation: 'primary_exhibit' },
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
    missingProofFacts: [],
    ...overrides,
  };
}
