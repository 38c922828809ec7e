import { useMutation } from '@tanstack/react-query';
import { useToast } from '@reelmix/ui';
import { cancelSubscription } from '../../api/payment';
import { ApiError } from '../../api/http';
import { serverMessage } from '../../lib/server-message';
import { useSetCurrentUser } from '../../session/use-current-user';

/**
 * docs/product-rules.md#pro-access: cancelling keeps Pro to the end of the billing period. The answer is the
 * refreshed user (which replaces the cached one) plus when Pro access ends.
 */
export function useCancelSubscription() {
  const setCurrentUser = useSetCurrentUser();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ accessUntil: _accessUntil, ...user }) => {
      setCurrentUser(user);
      toast({
        title: 'Subscription Cancelled',
        description: 'Your Pro subscription has been cancelled successfully. You can keep using Pro until the end of your billing period.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Cancellation Failed', description: cancelErrorMessage(error), variant: 'destructive' });
    },
  });
  return {
    cancel: (onCancelled?: () => void) => mutation.mutate(undefined, { onSuccess: onCancelled }),
    isPending: mutation.isPending,
    /** Set once cancelled: when Pro access ends (null when it already has). */
    accessUntil: mutation.isSuccess ? mutation.data.accessUntil : undefined,
  };
}

/** The server's own words where it gave some, else the fallbacks of docs/product-rules.md#pro-access. */
export function cancelErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to cancel Pro access. Please try again.';
  return serverMessage(error) ?? 'Failed to cancel subscription';
}
