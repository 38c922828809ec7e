import { QueryClient } from '@tanstack/react-query';

/**
 * Data is never refetched on its own, considered stale or retried unless a query says so; live
 * screens (system health) opt in to polling one by one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
