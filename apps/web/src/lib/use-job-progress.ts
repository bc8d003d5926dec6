import * as React from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProcessingState } from '@acclaim/contracts';
import { apiClient } from './api-client';
import { useApp } from './app-context';
import type { ProcessingState } from './processing';

const keyOf = (state: TProcessingState) => `${state.startedAt}|${state.details.lastUpdated}`;

/**
 * The server's latest report on jobs of `type`. While a job runs (here or as the stream reports it), its state is also
 * polled, and whichever report is newer wins: the stream's or the poll's.
 */
function useServerJobState({
  caseId,
  type,
  states,
  isLocalActive,
}: {
  caseId: string;
  type: string;
  states: readonly TProcessingState[];
  isLocalActive: boolean;
}) {
  const streamed = states.find((state) => state.type === type);
  const pollKey = React.useMemo(() => ['cases', caseId, 'processing', type] as const, [caseId, type]);
  const fetchState = React.useCallback(
    () =>
      apiClient
        .get<{ success: true; processing: TProcessingState[] }>(`/cases/${caseId}/processing?type=${encodeURIComponent(type)}`)
        .then((res) => res.processing.find((state) => state.type === type) ?? null),
    [caseId, type],
  );
  const polled = useQuery({ queryKey: pollKey, queryFn: fetchState, enabled: isLocalActive || Boolean(streamed?.isActive), refetchInterval: 2500 });
  const server = [streamed, polled.data]
    .filter((state): state is TProcessingState => Boolean(state))
    .sort((a, b) => b.details.lastUpdated.localeCompare(a.details.lastUpdated))[0];
  return { server, pollKey, fetchState };
}

/**
 * Follows one kind of job on the case (processing `type`, e.g. 'eligibility' or 'verification') from the
 * states the case's event stream delivers.
 *
 * - `begin()` marks the job started in the app's processing state at once, so the bar shows
 *   "Initializing..." before the server's first report arrives. Call it before asking the server to start.
 * - `onFinished` runs once for every job of this type that ends during the visit: one this screen began, or
 *   one the stream saw running. A finished state that was already there on arrival is history, not news.
 * - While a job runs, its state is also polled (GET /cases/{id}/processing?type=…), so progress and the end
 *   still arrive when the event stream cannot connect (a proxy that buffers it, a dropped connection).
 */
export function useJobProgress({
  caseId,
  states,
  type,
  category,
  estimatedSeconds,
  onFinished,
}: {
  caseId: string;
  states: readonly TProcessingState[];
  type: string;
  category: string;
  estimatedSeconds?: number;
  onFinished?: (state: TProcessingState) => void;
}) {
  const app = useApp();
  const queryClient = useQueryClient();
  const { stopProcessing, processing } = app;
  const isLocalActive = processing?.type === type && processing.isActive;

  const { server, pollKey, fetchState } = useServerJobState({ caseId, type, states, isLocalActive });

  const baselineKey = React.useRef<string | null>(null);
  const isRunPending = React.useRef(false);
  const hasSeenActive = React.useRef(false);
  const onFinishedRef = React.useRef(onFinished);
  React.useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  React.useEffect(() => {
    if (!server) return;
    if (server.isActive) {
      hasSeenActive.current = true;
      return;
    }
    const key = keyOf(server);
    if (key === baselineKey.current) return;
    baselineKey.current = key;
    if (!isRunPending.current && !hasSeenActive.current) return; // found on arrival: history
    isRunPending.current = false;
    hasSeenActive.current = false;
    if (isLocalActive) stopProcessing();
    onFinishedRef.current?.(server);
  }, [server, isLocalActive, stopProcessing]);

  const begin = React.useCallback(async () => {
    app.startProcessing({ type, category, estimatedSeconds });
    // Without a report yet (the stream not connected), learn what the last run looked like first, so its
    // "Done" is not taken for the end of this one.
    if (!server) {
      try {
        const current = await queryClient.fetchQuery({ queryKey: pollKey, queryFn: fetchState });
        if (current && !current.isActive) baselineKey.current = keyOf(current);
      } catch {
        // The start request that follows reports any problem with the connection.
      }
    }
    isRunPending.current = true;
  }, [app, type, category, estimatedSeconds, server, queryClient, pollKey, fetchState]);

  const cancel = React.useCallback(() => {
    isRunPending.current = false;
    stopProcessing();
  }, [stopProcessing]);

  /** The server's report while it runs; the local "Initializing..." until the first report arrives. */
  const current: TProcessingState | ProcessingState | null = server?.isActive ? server : isLocalActive ? processing : null;
  return { current, last: server ?? null, isActive: Boolean(current), begin, cancel };
}
