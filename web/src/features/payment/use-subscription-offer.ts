import { useQuery } from '@tanstack/react-query';
import { fetchSubscriptionOffer } from '../../api/payment';
import { queryKeys } from '../../lib/query-keys';

/**
 * Asked afresh each time the dialog opens for a signed-in customer (a cancel or an ended trial
 * changes it), so the dialog says what will happen before the card is typed.
 */
export function useSubscriptionOffer(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.subscriptionOffer, queryFn: fetchSubscriptionOffer, enabled, staleTime: 0, refetchOnMount: 'always' });
  return { offer: query.data, isLoading: enabled && query.isPending, isError: query.isError };
}
