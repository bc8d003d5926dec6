import type { TRecommenderStatus } from '@acclaim/contracts';
import type { RecommenderRelationship, RecommenderSource } from '@acclaim/domain/recommendations';

export const RELATIONSHIP_LABELS: Readonly<Record<RecommenderRelationship, string>> = {
  independent: 'Independent expert',
  collaborator: 'Collaborator',
  employer: 'Employer',
  mentor: 'Mentor',
  other: 'Other',
};

/** Independent experts weigh most with officers (they know the work only through its influence). */
export const RELATIONSHIP_TONES: Readonly<Record<RecommenderRelationship, 'success' | 'info' | 'neutral'>> = {
  independent: 'success',
  collaborator: 'info',
  employer: 'info',
  mentor: 'info',
  other: 'neutral',
};

export const SOURCE_LABELS: Readonly<Record<RecommenderSource, string>> = {
  citing_author: 'cited your work',
  coauthor: 'co-author',
  existing_letter: 'letter on file',
  employer: 'employer',
  mentor: 'mentor',
  award_committee: 'award committee',
  judging_venue: 'where you reviewed',
  membership_body: 'association',
  press: 'press',
  user: 'added by you',
};

export const STATUS_LABELS: Readonly<Record<Exclude<TRecommenderStatus, 'suggested'>, string>> = {
  chosen: 'Chosen',
  asked: 'Asked',
  agreed: 'Agreed to write',
  signed: 'Signed',
  declined: 'Declined',
};

export const STATUS_ORDER = ['chosen', 'asked', 'agreed', 'signed', 'declined'] as const;

export const VERSION_SOURCE_LABELS = { generated: 'First draft', edited: 'Edited', restored: 'Restored' } as const;
