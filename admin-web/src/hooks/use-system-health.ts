import type { HealthReport } from '@reelmix/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchSystemHealth } from '../api/health';
import { queryKeys } from '../lib/query-keys';

/** How often the system screen asks again; health is only useful while it is current. */
export const SYSTEM_HEALTH_REFRESH_MS = 5000;

export interface SystemHealth {
  report: HealthReport | undefined;
  isLoading: boolean;
  /** True during any request, including the background refreshes. */
  isRefreshing: boolean;
  error: Error | null;
  /** When the last answer arrived (ms since epoch), 0 before the first. */
  updatedAt: number;
  refresh: () => void;
}

export function useSystemHealth(): SystemHealth {
  const query = useQuery({
    queryKey: queryKeys.systemHealth,
    queryFn: ({ signal }) => fetchSystemHealth({ signal }),
    refetchInterval: SYSTEM_HEALTH_REFRESH_MS,
  });

  return {
    report: query.data,
    isLoading: query.isPending,
    isRefreshing: query.isFetching,
    error: query.error,
    updatedAt: query.dataUpdatedAt,
    refresh: () => void query.refetch(),
  };
}
