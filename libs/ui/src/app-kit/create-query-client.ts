import { QueryClient } from '@tanstack/react-query';

/**
 * Product rule for both apps: data is never refetched on its own, never considered stale and never
 * retried. Queries that need polling or focus refetch (job progress, history, health) opt in one by one.
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
