import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectTikTok } from '../../../api/tiktok-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** Saves a pasted token and its advertisers; its answer is the connection, and what an older token reached is read again. */
export function useConnectTikTok() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectTikTok,
    // The variables hold the token; the mutation cache lets them go as soon as nothing observes them.
    gcTime: 0,
    onSuccess: (connection) => {
      client.setQueryData(queryKeys.tiktokConnection, { connection });
      return client.invalidateQueries({ queryKey: queryKeys.tiktokConnection, predicate: (query) => query.queryKey.length > queryKeys.tiktokConnection.length });
    },
  });
}
