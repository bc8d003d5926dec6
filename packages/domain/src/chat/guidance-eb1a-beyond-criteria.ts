import { guidancePoint as p, type TopicGuidance } from './guidance-types';

/** EB-1A beyond the ten criteria: the final merits, a one-time achievement and comparable evidence. */
export const EB1A_BEYOND_CRITERIA_GUIDANCE: readonly TopicGuidance[] = [
  // EB-1A final merits (Kazarian step two)
  {
    topicId: 'eb1a-final-merits',
    title: 'Final merits (Kazarian step two)',
    scope: 'EB1A',
    // The two-step review lives in the Policy Manual now; the 2010 AFM memo is history.
    ruleAuthorityIds: ['kazarian', 'pm-6-f-2', 'mukherji'],
    applied: [
      p(
        'In the final merits determination USCIS considers any potentially relevant evidence, and the type and quality of the evidence, not its volume, decide.',
        'pm-6-f-2',
      ),
      p('The question is whether you are one of the small percentage who have risen to the very top of the field.', 'cfr-204-5-h-2'),
      p('Sustained acclaim must be maintained, but it is not an age limit.', 'pm-6-f-2'),
    ],
    typicalEvidence: [
      'an explanation of how the evidence as a whole shows sustained acclaim',
      'corroborated letters',
      'evidence that does not fit a criterion but shows standing in the field',
    ],
    typicalEvidenceAuthorityIds: ['pm-6-f-2'],
    pitfalls: [
      p('Meeting three criteria is not enough on its own; the record as a whole must show the required level of expertise.', 'kazarian'),
      p(
        'One district court set a final-merits denial aside, but its decision binds only its parties: everywhere else USCIS still applies the two-step review, so argue the final merits in full and cite that decision only to preserve the objection.',
        'mukherji',
      ),
    ],
  },
  // One-time achievement (8 CFR 204.5(h)(3))
  {
    topicId: 'eb1a-one-time',
    title: 'One-time achievement',
    scope: 'EB1A',
    ruleAuthorityIds: ['cfr-204-5-h-3'],
    applied: [p('Without a one-time achievement, a person may qualify through a career of acclaimed work in the field.', 'hr-rep-101-723')],
    typicalEvidence: ['the award and evidence of its major international recognition'],
    typicalEvidenceAuthorityIds: ['cfr-204-5-h-3'],
    pitfalls: [],
  },
  // Comparable evidence (8 CFR 204.5(h)(4))
  {
    topicId: 'eb1a-comparable',
    title: 'Comparable evidence',
    scope: 'EB1A',
    ruleAuthorityIds: ['cfr-204-5-h-4'],
    applied: [p('USCIS added examples of comparable evidence for extraordinary ability petitions, with a STEM focus.', 'pm-update-2023-09-12')],
    typicalEvidence: [
      'an explanation of why a criterion does not readily apply to your occupation',
      'the substitute evidence and why it is of comparable significance',
    ],
    typicalEvidenceAuthorityIds: ['cfr-204-5-h-4'],
    pitfalls: [],
  },
];
