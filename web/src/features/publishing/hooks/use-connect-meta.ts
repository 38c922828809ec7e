import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectMeta } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** Saves a pasted token; its answer is the connection, and what an older token reached is read again. */
export function useConnectMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectMeta,
    // The variables hold the token; the mutation cache lets them go as soon as nothing observes them.
    gcTime: 0,
    onSuccess: (connection) => {
      client.setQueryData(queryKeys.metaConnection, { connection });
      return client.invalidateQueries({ queryKey: queryKeys.metaConnection, predicate: (query) => query.queryKey.length > queryKeys.metaConnection.length });
    },
  });
}
