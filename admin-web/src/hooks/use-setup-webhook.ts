import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupWebhook } from '../api/settings';
import { queryKeys } from '../lib/query-keys';

export function useSetupWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupWebhook,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.webhookStatus, status),
  });
}
