import { useQuery } from '@tanstack/react-query';
import { fetchMetaPages } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The Facebook Pages the token may run ads as. */
export function useMetaPages({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.metaPages,
    queryFn: ({ signal }) => fetchMetaPages({ signal }),
    enabled,
  });
}
