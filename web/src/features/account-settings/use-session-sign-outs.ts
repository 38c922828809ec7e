import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@reelmix/ui';
import { endSession, signOutOtherSessions } from '../../api/sessions';
import { queryKeys } from '../../lib/query-keys';
import { serverMessage } from '../../lib/server-message';
import { deviceName } from './device-labels';
import type { SessionView } from '@reelmix/contracts/browser';

/** Signing one other device out, or all of them; the list is read again either way. */
export function useSessionSignOuts() {
  const client = useQueryClient();
  const { toast } = useToast();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.sessions });
  const failed = (error: unknown) =>
    toast({ title: 'Sign out failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

  const one = useMutation({
    mutationFn: (session: SessionView) => endSession(session.id),
    onSuccess: (_, session) => toast({ title: 'Device Signed Out', description: `${deviceName(session)} is signed out.`, variant: 'success' }),
    onError: failed,
    onSettled: refresh,
  });
  const others = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ ended }) =>
      toast({ title: 'Other Devices Signed Out', description: `${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out.`, variant: 'success' }),
    onError: failed,
    onSettled: refresh,
  });
  return { one, others };
}
