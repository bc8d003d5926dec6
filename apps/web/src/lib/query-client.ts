import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Keep data 5 minutes, retry 3 times with exponential backoff capped at 30 seconds. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) => {
          // A refusal will not change on retry; only transient failures are worth three more tries.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
