import { describe, expect, it } from 'vitest';
import type { TChecklistItem, TFilingPackage, TFilingPackageResponse } from '@acclaim/contracts';
import { finalizeStepStatuses, stepToOpen } from './step-status';
import { buildChecklist as checklistOf } from './test-builders';

const item = (id: string, status: TChecklistItem['status'], fields: Partial<TChecklistItem> = {}): TChecklistItem => ({
  id,
  group: 'forms',
  title: id,
  status,
  summary: '',
  details: [],
  target: null,
  manual: null,
  ...fields,
});

const pkg = (status: TFilingPackage['status']): TFilingPackageResponse => ({
  success: true,
  access: { canAssemble: true, upgradeNote: null },
  package: {
    id: 'p',
    status,
    createdAt: '',
    completedAt: null,
    totalPages: null,
    pdfBytes: null,
    zipBytes: null,
    bates: null,
    parts: [],
    problems: [],
    error: null,
  },
});

const READY = checklistOf([item('fees', 'present'), item('recommendation-letters', 'present', { group: 'letters' })]);

describe('the status of each Finalize step', () => {
  it('counts only the forms group for Forms and fees, and says what is missing rather than blocking', () => {
    const checklist = checklistOf([item('fees', 'present'), item('supporting-forms', 'missing'), item('translations', 'blocking', { group: 'evidence' })]);
    const statuses = finalizeStepStatuses({ checklist });
    expect(statuses.checklist).toEqual({ state: 'blocked', text: '1 blocks filing' });
    expect(statuses.forms).toEqual({ state: 'attention', text: '1 missing' });
    expect(statuses.package).toBeUndefined();
  });

  it('tells drafted recommendation letters that are not signed from none at all', () => {
    const started = checklistOf([
      item('recommendation-letters', 'missing', { group: 'letters', details: ['Prof. Ana Lima: draft, not yet signed, CV missing'] }),
    ]);
    expect(finalizeStepStatuses({ checklist: started }).recommendations).toEqual({ state: 'attention', text: 'In progress' });
    const none = checklistOf([item('recommendation-letters', 'missing', { group: 'letters' })]);
    expect(finalizeStepStatuses({ checklist: none }).recommendations).toEqual({ state: 'todo', text: 'Not started' });
  });

  it('follows the package through assembly, failure and the plan', () => {
    expect(finalizeStepStatuses({ checklist: READY, filingPackage: pkg('running') }).package).toEqual({ state: 'working', text: 'Assembling…' });
    expect(finalizeStepStatuses({ checklist: READY, filingPackage: pkg('failed') }).package).toEqual({ state: 'attention', text: 'Assembly failed' });
    expect(finalizeStepStatuses({ checklist: READY, filingPackage: pkg('completed') }).package).toEqual({ state: 'done', text: 'Assembled' });
    const locked = { ...pkg('completed'), package: null, access: { canAssemble: false, upgradeNote: 'Comes with Complete.' } };
    expect(finalizeStepStatuses({ checklist: READY, filingPackage: locked }).package).toEqual({ state: 'locked', text: 'Not on your plan' });
  });

  it('opens the first step that needs work, a package being assembled included, and the checklist when nothing is known', () => {
    expect(stepToOpen(finalizeStepStatuses({ checklist: READY, filingPackage: pkg('queued') }))).toBe('package');
    expect(stepToOpen(finalizeStepStatuses({ checklist: READY, filingPackage: pkg('completed') }))).toBe('checklist');
    expect(stepToOpen(finalizeStepStatuses({ filingPackage: pkg('failed') }))).toBe('checklist');
  });
});
