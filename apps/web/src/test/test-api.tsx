import * as React from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, RouterProvider, Routes, type createMemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

/** One answer of the stubbed server: a JSON body and its HTTP status (200 when left out). */
export interface StubAnswer {
  status?: number;
  body: unknown;
  /**
   * Sends `body` as it is (a string, or a ReadableStream to control when each piece arrives) with this content
   * type instead of as JSON, e.g. a streamed answer in application/x-ndjson. A stream can be read only once.
   */
  contentType?: string;
}

/**
 * Stands in for the server at the fetch boundary, so the real api client, query hooks and error handling run.
 * Keys are "METHOD /api/path"; a list answers in turn and then repeats its last answer. Unknown calls fail the test.
 */
export function stubApi(routes: Record<string, StubAnswer | StubAnswer[]>) {
  const served = new Map<string, number>();
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request in test: ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)]!;
    if (answer.contentType) return new Response(answer.body as BodyInit, { status: answer.status ?? 200, headers: { 'content-type': answer.contentType } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The bodies sent with each call of `key`, in order. */
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
    countOf: (key: string) => calls.filter((call) => call.key === key).length,
  };
}

/** Renders a screen at `url` with the app's providers (query client, router, toasts), the route given by `path`. */
export function renderAt(element: React.ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/**
 * Renders a data router (for screens that read its navigation state) with the app's query client and toasts.
 * `Shell` wraps the router, e.g. in the auth provider, which shared test code may not import itself.
 */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, Shell: React.ComponentType<{ children: React.ReactNode }> = React.Fragment) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Shell>
        <RouterProvider router={router} />
      </Shell>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Stands in for the server's event stream, which screens that follow a case listen to; tests have none. */
export class SilentEventSource {
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

export const errorBody = (message: string, code = 'BAD_REQUEST') => ({ success: false, error: { code, message }, message });
