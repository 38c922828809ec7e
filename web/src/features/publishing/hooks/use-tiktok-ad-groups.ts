import { useQuery } from '@tanstack/react-query';
import { fetchTikTokAdGroups } from '../../../api/tiktok-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The ad groups of one advertiser; nothing is asked until an advertiser is chosen. */
export function useTikTokAdGroups(advertiserId: string) {
  return useQuery({
    queryKey: queryKeys.tiktokAdGroups(advertiserId),
    queryFn: ({ signal }) => fetchTikTokAdGroups(advertiserId, { signal }),
    enabled: advertiserId !== '',
  });
}
