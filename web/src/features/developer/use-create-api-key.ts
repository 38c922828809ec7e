import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKey } from '../../api/api-keys';
import { queryKeys } from '../../lib/query-keys';

/** Makes a key and refreshes the list, which shows only the new key's prefix. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the whole key; the mutation cache lets it go as soon as nothing observes it.
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
