import { useQuery } from '@tanstack/react-query';
import { fetchSessions } from '../../api/sessions';
import { queryKeys } from '../../lib/query-keys';

/** The account's signed-in devices; read again on every visit, since other devices come and go. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => fetchSessions({ signal }),
    refetchOnMount: 'always',
  });
}
