import { describe, expect, it } from 'vitest';
import { brandColorProblem, contrastRatio } from './brand';
import { daysUntil, firmCaseStage, type FirmCaseFacts } from './case-status';
import { firmRoleCan } from './roles';

const facts = (overrides: Partial<FirmCaseFacts> = {}): FirmCaseFacts => ({
  clientJoined: false,
  documentCount: 0,
  hasAssessment: false,
  hasLetterDraft: false,
  approvedSections: 0,
  totalSections: 0,
  hasAssembledPackage: false,
  ...overrides,
});

describe('firmCaseStage', () => {
  it('follows the case from the invitation to ready to file', () => {
    expect(firmCaseStage(facts())).toBe('invited');
    expect(firmCaseStage(facts({ clientJoined: true }))).toBe('collecting');
    // A firm that uploads for a client who has not joined yet is already collecting.
    expect(firmCaseStage(facts({ documentCount: 2 }))).toBe('collecting');
    expect(firmCaseStage(facts({ clientJoined: true, documentCount: 3, hasAssessment: true }))).toBe('assessed');
    expect(firmCaseStage(facts({ hasLetterDraft: true, totalSections: 13 }))).toBe('drafting');
    expect(firmCaseStage(facts({ hasLetterDraft: true, totalSections: 13, approvedSections: 4 }))).toBe('in-review');
    expect(firmCaseStage(facts({ hasLetterDraft: true, totalSections: 13, approvedSections: 13 }))).toBe('in-review');
    expect(firmCaseStage(facts({ hasLetterDraft: true, totalSections: 13, approvedSections: 13, hasAssembledPackage: true }))).toBe('ready');
    // A package assembled before every section was approved is not ready to file.
    expect(firmCaseStage(facts({ hasLetterDraft: true, totalSections: 13, approvedSections: 12, hasAssembledPackage: true }))).toBe('in-review');
  });
});

describe('daysUntil', () => {
  it('counts whole calendar days, negative once the date has passed', () => {
    const today = new Date('2026-11-24T23:30:00Z');
    expect(daysUntil('2026-11-24', today)).toBe(0);
    expect(daysUntil('2026-12-24', today)).toBe(30);
    expect(daysUntil('2026-11-20', today)).toBe(-4);
    expect(daysUntil(null, today)).toBeNull();
  });
});

describe('brand colours', () => {
  it('accepts colours white text reads well on and refuses the rest with the reason', () => {
    expect(brandColorProblem('#1d4ed8')).toBeNull();
    expect(brandColorProblem('#0F5132')).toBeNull();
    expect(brandColorProblem('#fde68a')).toMatch(/hard to read/);
    expect(brandColorProblem('blue')).toBe('Use a colour like #1d4ed8.');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('firm roles', () => {
  it('lets attorneys approve and only the owner manage the firm', () => {
    expect(firmRoleCan('ATTORNEY', 'approve-sections')).toBe(true);
    expect(firmRoleCan('PARALEGAL', 'approve-sections')).toBe(false);
    expect(firmRoleCan('PARALEGAL', 'invite-clients')).toBe(true);
    expect(firmRoleCan('ATTORNEY', 'manage-firm')).toBe(false);
    expect(firmRoleCan('OWNER', 'delete-client-case')).toBe(true);
  });
});
