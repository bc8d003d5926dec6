import { describe, expect, it } from 'vitest';
import { computeProgress, documentsProgress, petitionProgress } from './progress';

describe('progress', () => {
  it('counts documents as count/10×100 capped at 100', () => {
    expect(documentsProgress(0)).toBe(0);
    expect(documentsProgress(3)).toBe(30);
    expect(documentsProgress(10)).toBe(100);
    expect(documentsProgress(14)).toBe(100);
  });

  it('takes overall as the rounded mean of the four areas', () => {
    expect(computeProgress({ eligibility: 0, documents: 30, forms: 0, petition: 0 }).overall).toBe(8); // 7.5 rounds up
    expect(computeProgress({ eligibility: 50, documents: 100, forms: 25, petition: 10 }).overall).toBe(46); // 46.25
    expect(computeProgress({ eligibility: 120, documents: -5, forms: 0, petition: 0 })).toMatchObject({ eligibility: 100, documents: 0, overall: 25 });
  });
});

describe('petitionProgress', () => {
  it('is 0 without a draft, 50 to 100 with one as the filing check clears', () => {
    expect(petitionProgress(null)).toBe(0);
    expect(petitionProgress({ hasDraft: false, openIssues: 0 })).toBe(0);
    expect(petitionProgress({ hasDraft: true, openIssues: 0 })).toBe(100);
    expect(petitionProgress({ hasDraft: true, openIssues: 3 })).toBe(85);
    expect(petitionProgress({ hasDraft: true, openIssues: 40 })).toBe(50);
  });

  it('reaches 100 only when nothing keeps the letter from filing', () => {
    const clean = { hasDraft: true, openIssues: 0 };
    expect(petitionProgress({ ...clean, sectionsAwaitingApproval: 0, isCutByPlan: false, isNewerLetterPending: false })).toBe(100);
    // A clean check is not enough: the plan's cut, an attorney's approval or a newer letter still blocks the filing.
    expect(petitionProgress({ ...clean, isCutByPlan: true })).toBe(95);
    expect(petitionProgress({ ...clean, sectionsAwaitingApproval: 2 })).toBe(90);
    expect(petitionProgress({ ...clean, isNewerLetterPending: true })).toBe(95);
    expect(petitionProgress({ hasDraft: true, openIssues: 3, sectionsAwaitingApproval: 1, isCutByPlan: true })).toBe(75);
    expect(petitionProgress({ hasDraft: true, openIssues: 8, sectionsAwaitingApproval: 8 })).toBe(50);
  });
});
