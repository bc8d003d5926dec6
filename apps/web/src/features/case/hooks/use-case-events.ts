import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TProcessingState } from '@acclaim/contracts';
import { env } from '@/config/env';

/**
 * Follows the case's Server-Sent Events: keeps the processing states current and refreshes documents,
 * evidence and progress whenever a document changes. EventSource reconnects by itself after a drop, but not after
 * `end`: the server sends it when the session or the access to the case is over, and a reconnect would be refused.
 */
export function useCaseEvents(caseId: string | undefined) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = React.useState<TProcessingState[]>([]);

  React.useEffect(() => {
    if (!caseId) return;
    const source = new EventSource(`${env.apiUrl}/cases/${caseId}/events`, { withCredentials: true });
    source.addEventListener('processing', (event) => setProcessing(JSON.parse((event as MessageEvent<string>).data) as TProcessingState[]));
    source.addEventListener('documents', () => {
      void queryClient.invalidateQueries({ queryKey: ['cases', caseId] });
    });
    source.addEventListener('end', () => source.close());
    return () => source.close();
  }, [caseId, queryClient]);

  return processing;
}
