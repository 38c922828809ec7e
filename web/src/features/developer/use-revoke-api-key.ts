import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKey } from '../../api/api-keys';
import { queryKeys } from '../../lib/query-keys';

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
