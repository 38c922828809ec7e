import { useMutation } from '@tanstack/react-query';
import { sendTestEmail } from '../api/settings';

export function useSendTestEmail() {
  return useMutation({ mutationFn: (to: string) => sendTestEmail(to.trim() || undefined) });
}
