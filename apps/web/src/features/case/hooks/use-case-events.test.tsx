import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCaseEvents } from './use-case-events';

/** The browser's EventSource as far as the hook uses it: listeners by event name, and whether it was closed. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: string) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data }));
  }
  close() {
    this.closed = true;
  }
}

function renderCaseEvents() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useCaseEvents('case-1'), { wrapper });
  return { ...hook, source: FakeEventSource.last! };
}

afterEach(() => vi.unstubAllGlobals());

describe('useCaseEvents', () => {
  it('follows the processing states the stream sends', () => {
    const { result, source } = renderCaseEvents();
    act(() => source.emit('processing', JSON.stringify([{ type: 'extraction', isActive: true, progress: 40 }])));
    expect(result.current).toEqual([{ type: 'extraction', isActive: true, progress: 40 }]);
    expect(source.closed).toBe(false);
  });

  it('stops listening when the server ends the stream, instead of reconnecting to be refused', () => {
    const { source } = renderCaseEvents();
    act(() => source.emit('end', 'Your access to this case ended. Sign in again to continue.'));
    expect(source.closed).toBe(true);
  });
});
