import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TProcessingState } from '@acclaim/contracts';
import { AppProvider } from './app-context';
import { useJobProgress } from './use-job-progress';

function state(overrides: Partial<TProcessingState> & { lastUpdated: string }): TProcessingState {
  const { lastUpdated, ...rest } = overrides;
  return {
    type: 'verification',
    isActive: false,
    progress: 100,
    currentStep: 'Done',
    startedAt: lastUpdated,
    category: 'publications',
    details: { lastUpdated },
    ...rest,
  };
}

function setup(initial: TProcessingState[]) {
  // The poll answers with nothing newer than the stream, so the stream's states decide.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, processing: [] }), { status: 200 })),
  );
  const onFinished = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppProvider>{children}</AppProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ states }) => useJobProgress({ caseId: 'case-1', states, type: 'verification', category: 'publications', onFinished }), {
    wrapper,
    initialProps: { states: initial },
  });
  return { ...hook, onFinished };
}

afterEach(() => vi.unstubAllGlobals());

describe('useJobProgress', () => {
  it('takes a finished run found on arrival for history, and reports a run the stream saw end', () => {
    const { rerender, result, onFinished } = setup([state({ lastUpdated: '2026-01-01T10:00:00.000Z' })]);
    expect(onFinished).not.toHaveBeenCalled();
    expect(result.current.isActive).toBe(false);

    rerender({ states: [state({ isActive: true, progress: 40, currentStep: 'Checking 4 of 10', lastUpdated: '2026-01-01T11:00:00.000Z' })] });
    expect(result.current.current).toMatchObject({ progress: 40, currentStep: 'Checking 4 of 10' });
    expect(onFinished).not.toHaveBeenCalled();

    rerender({ states: [state({ startedAt: '2026-01-01T11:00:00.000Z', lastUpdated: '2026-01-01T11:00:30.000Z' })] });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(result.current.isActive).toBe(false);
  });

  it('shows "Initializing..." from begin() and reports the end even when no running state was streamed', async () => {
    const previous = state({ lastUpdated: '2026-01-01T10:00:00.000Z' });
    const { rerender, result, onFinished } = setup([previous]);
    await act(() => result.current.begin());
    expect(result.current.current).toMatchObject({ currentStep: 'Initializing...', progress: 0 });
    // The same old "Done" again is not this run's end.
    rerender({ states: [{ ...previous }] });
    expect(onFinished).not.toHaveBeenCalled();

    rerender({ states: [state({ currentStep: 'Done: 3 verified', lastUpdated: '2026-01-01T12:00:00.000Z' })] });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0]![0]).toMatchObject({ currentStep: 'Done: 3 verified' });
    expect(result.current.isActive).toBe(false);
  });
});
