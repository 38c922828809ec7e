import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runPayouts } from '../api/affiliates';
import { queryKeys } from '../lib/query-keys';

/** The monthly payout run; balances change, so the affiliate list is asked again. */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayouts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.affiliates }),
  });
}
