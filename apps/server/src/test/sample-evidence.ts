import { expect } from 'vitest';
import { uploadText } from './case-helpers';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/*
 * The imagined record the server's tests share when they need an EB-1A case with an award, peer reviewing, articles and
 * recommenders behind it (a materials scientist's; a chemist's reviews). Each evidence constant is a body for
 * POST /api/cases/{caseId}/evidence without its `documentId`: a test spreads it and adds the exhibit (and any words of
 * its own).
 */

/** An international prize given to one researcher a year. */
export const YOUNG_INVESTIGATOR_PRIZE = {
  type: 'award',
  title: 'Young Investigator Prize',
  date: '2022-06',
  details: { issuer: 'European Materials Research Society', scope: 'international', winners: 1 },
};

/** Fourteen manuscripts reviewed for one journal. */
export const ACTA_MATERIALIA_REVIEWS = {
  type: 'judging',
  title: 'Peer reviewer, Acta Materialia',
  date: '2023',
  details: { organization: 'Acta Materialia', count: 14 },
};

/** Eighteen manuscripts reviewed for a battery journal (the record of a chemist, for the tests that need one). */
export const POWER_SOURCES_REVIEWS = {
  type: 'judging',
  title: 'Peer reviewer, Journal of Power Sources',
  date: '2024',
  details: { organization: 'Journal of Power Sources', count: 18 },
};

/** A first-author article in `year`. */
export const actaMaterialiaArticle = (title: string, year: number) => ({
  type: 'publication',
  title,
  date: `${year}`,
  details: { venue: 'Acta Materialia', year, authorPosition: 1 },
});

/** An independent expert in the field, as a body for POST /api/cases/{caseId}/recommenders. */
export const INDEPENDENT_RECOMMENDER = {
  name: 'Prof. Ana Lima',
  title: 'Professor of Chemistry',
  affiliation: 'University of Porto',
  relationship: 'independent',
  credentials: 'I direct the solid-state ionics group at Porto',
};

/** The head of the lab the applicant worked in. */
export const EMPLOYER_RECOMMENDER = {
  name: 'Dr. Jonas Hartmann',
  title: 'Group Leader',
  affiliation: 'Nordlicht Energy Lab',
  relationship: 'employer',
  credentials: 'I led the lab where she worked',
};

/** Uploads the letter announcing the prize, naming `beneficiary` as real award letters do. */
export function uploadPrizeAnnouncement(t: TestApp, token: string, caseId: string, beneficiary: string) {
  return uploadText(t, token, caseId, 'award.txt', `The Society awards ${beneficiary} the 2022 Young Investigator Prize.`, 'award');
}

/** Makes the case an EB-1A petition in materials science (and sets any other `fields`), as the case form does. */
export async function makeEb1aCase(t: TestApp, token: string, caseId: string, fields: Record<string, unknown> = {}) {
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, { token, body: { petitionType: 'EB1A', fieldOfEndeavor: 'materials science', ...fields } });
  expect(saved.status, saved.text).toBe(200);
}
