import { describe, expect, it } from 'vitest';
import { isProcessing, startProcessing, updateProcessing } from './processing';

const now = new Date('2026-01-01T00:00:00.000Z');

describe('processing state', () => {
  it('starts at 0 with "Initializing..." and an estimate when given', () => {
    const state = startProcessing({ type: 'extraction', category: 'documents', estimatedSeconds: 120 }, 'p1', now);
    expect(state).toMatchObject({
      isActive: true,
      progress: 0,
      currentStep: 'Initializing...',
      startedAt: '2026-01-01T00:00:00.000Z',
      estimatedCompletionTime: '2026-01-01T00:02:00.000Z',
      petitionId: 'p1',
    });
  });

  it('uses the given petition over the active one and leaves the estimate out when none is given', () => {
    const state = startProcessing({ type: 'letter', category: 'petition', petitionId: 'p2' }, 'p1', now);
    expect(state.petitionId).toBe('p2');
    expect(state.estimatedCompletionTime).toBeUndefined();
  });

  it('merges details on update and stamps lastUpdated', () => {
    const later = new Date('2026-01-01T00:01:00.000Z');
    const started = startProcessing({ type: 'x', category: 'c' }, null, now);
    const first = updateProcessing(started, { progress: 40, currentStep: 'Reading', details: { files: 2 } }, later);
    const second = updateProcessing(first, { progress: 150, currentStep: 'Done', details: { pages: 9 } }, later);
    expect(second).toMatchObject({ progress: 100, currentStep: 'Done', details: { files: 2, pages: 9, lastUpdated: later.toISOString() } });
  });

  it('filters by type and petition', () => {
    const state = startProcessing({ type: 'extraction', category: 'documents' }, 'p1', now);
    expect(isProcessing(state)).toBe(true);
    expect(isProcessing(state, { type: 'extraction', petitionId: 'p1' })).toBe(true);
    expect(isProcessing(state, { type: 'letter' })).toBe(false);
    expect(isProcessing(state, { petitionId: 'p2' })).toBe(false);
    expect(isProcessing(null)).toBe(false);
  });
});
