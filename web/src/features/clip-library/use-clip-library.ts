import { useQuery } from '@tanstack/react-query';
import { fetchClipLibrary } from '../../api/clips';
import { queryKeys } from '../../lib/query-keys';

/** The customer's library clips, newest first (Pro: every clip; free: the latest job's). */
export function useClipLibrary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.clipLibrary,
    queryFn: ({ signal }) => fetchClipLibrary({ signal }),
    enabled,
  });
}
