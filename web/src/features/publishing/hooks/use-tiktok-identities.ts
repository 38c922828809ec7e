import { useQuery } from '@tanstack/react-query';
import { fetchTikTokIdentities } from '../../../api/tiktok-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The identities one advertiser's ads can run as; nothing is asked until an advertiser is chosen. */
export function useTikTokIdentities(advertiserId: string) {
  return useQuery({
    queryKey: queryKeys.tiktokIdentities(advertiserId),
    queryFn: ({ signal }) => fetchTikTokIdentities(advertiserId, { signal }),
    enabled: advertiserId !== '',
  });
}
