import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectTikTok } from '../../../api/tiktok-publishing';
import { queryKeys } from '../../../lib/query-keys';

export function useDisconnectTikTok() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectTikTok,
    onSuccess: () => {
      client.setQueryData(queryKeys.tiktokConnection, { connection: null });
      // What the old token reached (ad groups, identities) is no longer reachable: dropped, not shown stale.
      client.removeQueries({ queryKey: queryKeys.tiktokConnection, predicate: (query) => query.queryKey.length > queryKeys.tiktokConnection.length });
    },
  });
}
