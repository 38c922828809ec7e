import { useQuery } from '@tanstack/react-query';
import { fetchLastPublication } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The customer's latest publish (null before the first); read on each opening of the form, since any job's publish changes it. */
export function useLastPublication({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.metaLastPublication,
    queryFn: ({ signal }) => fetchLastPublication({ signal }),
    enabled,
    refetchOnMount: 'always',
  });
}
