import { describe, expect, it } from 'vitest';
import { startOfDate } from './dates';
import { classifyField } from './field';
import { levelFromScore } from './levels';
import { degreeLevelOf } from './niw/degrees';
import { ZAssessmentEvidence, ZAssessmentProfile } from './schema';
import { countOf, isMajorInternationalAward, scopeOf } from './signals';

const evidence = (title: string, description = '', details: Record<string, unknown> = {}) =>
  ZAssessmentEvidence.parse({ id: 'x', type: 'award', title, description, details });
const field = (fieldOfEndeavor: string, currentRole: string | null = null) =>
  classifyField(ZAssessmentProfile.parse({ petitionType: 'EB1A', fieldOfEndeavor, currentRole })).kind;

describe('degree levels', () => {
  it.each([
    ['PhD in Computational Biology', 'doctorate'],
    ['Ph.D., Physics', 'doctorate'],
    ['M.D.', 'doctorate'],
    ['Doctor of Medicine', 'doctorate'],
    ["Master's degree in Statistics", 'master'],
    ['MS in Computer Science', 'master'],
    ['MBA', 'master'],
    ["Bachelor's degree in Electrical Engineering", 'bachelor'],
    ['B.S. in Computer Engineering', 'bachelor'],
    ['Technical diploma in food technology', 'other'],
    ['', 'none'],
  ])('%s → %s', (text, level) => expect(degreeLevelOf(text)).toBe(level));

  it('does not read ordinary words as degree abbreviations', () => {
    expect(degreeLevelOf('Certificate, to be awarded')).toBe('other'); // "be" is not a B.E.
    expect(degreeLevelOf('ma and pa workshop certificate')).toBe('other');
  });
});

describe('field of endeavor', () => {
  it.each([
    ['Computational biology', null, 'science'],
    ['Thin-film photovoltaics research', null, 'science'], // "film" is not cinema
    ['High-performance computing', 'Software engineer', 'engineering'], // "performance" is not performing arts
    ['Jazz music', 'Saxophonist', 'performing_arts'],
    ['Contemporary painting', 'Visual artist', 'visual_arts'],
    ['Professional tennis', null, 'athletics'],
    ['Cardiology', 'Cardiologist', 'medicine'],
    ['Fintech entrepreneurship', 'Founder and CEO', 'business'],
  ])('%s / %s → %s', (f, role, kind) => expect(field(f, role)).toBe(kind));
});

describe('evidence signals', () => {
  it('reads review counts but not years', () => {
    expect(countOf(evidence('Peer reviewer', 'Completed 34 manuscript reviews.'), /reviews?/)).toBe(34);
    expect(countOf(evidence('Reviewer for 2023 ISMB papers'), /papers?/)).toBeNull();
    expect(countOf(evidence('Reviewer', '', { count: 12 }), /reviews?/)).toBe(12);
  });

  it('reads scope from details first, then wording', () => {
    expect(scopeOf(evidence('Best Paper Award', '', { scope: 'institutional' }))).toBe('institutional');
    expect(scopeOf(evidence('International Prize for Robotics'))).toBe('international');
    expect(scopeOf(evidence('Employee of the month'))).toBeNull();
  });

  it('claims a one-time achievement only for the household-name awards in the notes', () => {
    expect(isMajorInternationalAward(evidence('Nobel Prize in Physics 2019'))).toBe(true);
    expect(isMajorInternationalAward(evidence('Olympic gold medal, 100 m'))).toBe(true);
    expect(isMajorInternationalAward(evidence('National Championship gold medal'))).toBe(false);
    expect(isMajorInternationalAward(evidence('Nobel Prize nomination dinner', 'Paid entry', { isPaidEntry: true }))).toBe(false);
  });
});

describe('dates and levels', () => {
  it('takes the first possible day of a partial date', () => {
    expect(startOfDate('2019')).toBe('2019-01-01');
    expect(startOfDate('2019-05')).toBe('2019-05-01');
    expect(startOfDate('2019-05-17T10:00:00Z')).toBe('2019-05-17');
    expect(startOfDate('last spring')).toBeNull();
  });

  it('maps scores to levels at 80 / 60 / 40 and needs evidence for any level', () => {
    expect([80, 79, 60, 59, 40, 39, 0].map((s) => levelFromScore(s, true))).toEqual(['strong', 'likely', 'likely', 'borderline', 'borderline', 'weak', 'weak']);
    expect(levelFromScore(95, false)).toBe('no_evidence');
  });
});
