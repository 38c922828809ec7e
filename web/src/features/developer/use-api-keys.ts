import { useQuery } from '@tanstack/react-query';
import { fetchApiKeys } from '../../api/api-keys';
import { queryKeys } from '../../lib/query-keys';

/** The customer's live API keys. Read again on every visit, since each call made with a key moves its usage. */
export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => fetchApiKeys({ signal }),
    refetchOnMount: 'always',
  });
}
