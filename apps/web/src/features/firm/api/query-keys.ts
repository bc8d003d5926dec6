import type { FirmCaseStage } from '@acclaim/domain';

export interface FirmCasesFilter {
  q?: string;
  stage?: FirmCaseStage;
}

/**
 * Everything the firm's screens show hangs under ['firm'], so a change that touches several (a new logo changes the
 * firm and the brand of the context) can ask for all of it again with one key.
 */
export const firmKeys = {
  all: ['firm'] as const,
  context: ['firm', 'context'] as const,
  firm: ['firm', 'profile'] as const,
  members: ['firm', 'members'] as const,
  cases: ['firm', 'cases'] as const,
  casesFiltered: (filter: FirmCasesFilter) => ['firm', 'cases', { q: filter.q ?? '', stage: filter.stage ?? '' }] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
