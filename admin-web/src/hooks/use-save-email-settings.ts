import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveEmailSettings } from '../api/settings';
import { queryKeys } from '../lib/query-keys';

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.emailSettings, settings),
  });
}
