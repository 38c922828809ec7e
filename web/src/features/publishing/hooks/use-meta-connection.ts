import { useQuery } from '@tanstack/react-query';
import { fetchMetaConnection } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The saved Meta connection (null when none). Read again on each visit: the server rechecks the token. */
export function useMetaConnection() {
  return useQuery({
    queryKey: queryKeys.metaConnection,
    queryFn: ({ signal }) => fetchMetaConnection({ signal }),
    refetchOnMount: 'always',
  });
}
