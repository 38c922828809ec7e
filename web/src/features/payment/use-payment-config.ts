import { useQuery } from '@tanstack/react-query';
import { fetchPaymentConfig } from '../../api/payment';
import { queryKeys } from '../../lib/query-keys';

/** Which card form the dialog shows. Read once per page; a failed read is asked again on the next open. */
export function usePaymentConfig() {
  const query = useQuery({ queryKey: queryKeys.paymentConfig, queryFn: fetchPaymentConfig });
  return { config: query.data, isLoading: query.isPending, isError: query.isError };
}
