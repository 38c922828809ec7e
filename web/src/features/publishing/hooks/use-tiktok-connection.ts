import { useQuery } from '@tanstack/react-query';
import { fetchTikTokConnection } from '../../../api/tiktok-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The saved TikTok connection (null when none). Read again on each visit: the server rechecks the token. */
export function useTikTokConnection() {
  return useQuery({
    queryKey: queryKeys.tiktokConnection,
    queryFn: ({ signal }) => fetchTikTokConnection({ signal }),
    refetchOnMount: 'always',
  });
}
