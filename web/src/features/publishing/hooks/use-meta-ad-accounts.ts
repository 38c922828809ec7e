import { useQuery } from '@tanstack/react-query';
import { fetchMetaAdAccounts } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

export function useMetaAdAccounts({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.metaAdAccounts,
    queryFn: ({ signal }) => fetchMetaAdAccounts({ signal }),
    enabled,
  });
}
