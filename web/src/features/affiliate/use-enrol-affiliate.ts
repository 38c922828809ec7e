import type { CurrentUser } from '@reelmix/contracts';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@reelmix/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { useRefreshCurrentUser } from '../guard/use-refresh-current-user';
import { enrolAffiliate } from './enrol-affiliate';

const isAffiliate = (user: CurrentUser) => user.isAffiliate && Boolean(user.affiliateCode);

/**
 * docs/product-rules.md#affiliates: enrols, waits until the account shows the enrolment (it learns of it
 * a moment after the call answers), then opens the affiliate dashboard. Failures go to `onError`,
 * since the two enrolment screens word them differently.
 *
 * The programme enrols in this one call: its `signupUrl` is the affiliate dashboard itself, so there
 * is no outside signup page to open in a new window.
 */
export function useEnrolAffiliate({ onError }: { onError: (error: unknown) => void }) {
  const refreshUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();

  const mutation = useMutation({
    mutationFn: async () => {
      const answer = await enrolAffiliate();
      await refreshUser(isAffiliate);
      return answer;
    },
    onSuccess: (answer) => {
      if (answer.status !== 'already_enrolled') {
        toast({ title: 'Enrollment Complete', description: answer.data?.message || 'Welcome to the affiliate program!', variant: 'success' });
      }
      void navigate(ROUTES.affiliate, { replace: location.pathname === ROUTES.affiliate });
    },
    onError,
  });
  return { enrol: () => mutation.mutate(), isPending: mutation.isPending };
}
