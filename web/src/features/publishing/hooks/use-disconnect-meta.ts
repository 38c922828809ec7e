import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectMeta } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

export function useDisconnectMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectMeta,
    onSuccess: () => {
      client.setQueryData(queryKeys.metaConnection, { connection: null });
      // What the old token reached (accounts, ad sets, Pages) is no longer reachable: dropped, not shown stale.
      client.removeQueries({ queryKey: queryKeys.metaConnection, predicate: (query) => query.queryKey.length > queryKeys.metaConnection.length });
    },
  });
}
