import { useQuery } from '@tanstack/react-query';
import { useToast } from '@reelmix/ui';
import { useEffect, useEffectEvent } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { requestRegistrationSetup } from './setup-intent-request';

/**
 * Registration step 1 (docs/product-rules.md#registration-trial-and-billing): the card setup is created as the dialog opens. A failure
 * shows 'Payment Setup Failed' and closes the dialog. `email` null: not a registration.
 */
export function useRegistrationSetup(email: string | null, onFailed: (() => void) | undefined) {
  const { toast } = useToast();
  const query = useQuery({
    queryKey: queryKeys.registrationSetup(email ?? ''),
    queryFn: () => requestRegistrationSetup(email ?? ''),
    enabled: email !== null,
    // One setup per opening of the dialog: nothing is kept once it closes.
    gcTime: 0,
  });

  const reportFailure = useEffectEvent((error: Error) => {
    toast({ title: 'Payment Setup Failed', description: error.message, variant: 'destructive' });
    onFailed?.();
  });
  useEffect(() => {
    if (query.error) reportFailure(query.error);
  }, [query.error]);

  return { setup: query.data, isLoading: email !== null && query.isPending, isError: query.isError };
}
