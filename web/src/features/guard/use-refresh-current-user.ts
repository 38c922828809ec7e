import type { CurrentUser } from '@reelmix/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { fetchCurrentUser } from '../../api/auth';
import { queryKeys } from '../../lib/query-keys';

// The account service learns of a new subscription or enrolment from an event, a moment after the
// call that caused it answered; a few seconds of asking again covers that gap.
const ATTEMPTS = 8;
const INTERVAL_MS = 1000;

/**
 * Re-reads the current user until `isDone` holds (or a few seconds pass), updating the cached user
 * each time so every screen follows. Stops when the calling component unmounts.
 */
export function useRefreshCurrentUser(): (isDone?: (user: CurrentUser) => boolean) => Promise<CurrentUser | null> {
  const client = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(
    async (isDone = () => true) => {
      let user: CurrentUser | null = null;
      for (let attempt = 0; attempt < ATTEMPTS && mounted.current; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
        try {
          user = await client.fetchQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, staleTime: 0 });
        } catch {
          // Signed out or unreachable: the cached query now says so, and asking again will not help.
          return null;
        }
        if (user === null || isDone(user)) break;
      }
      return user;
    },
    [client],
  );
}
