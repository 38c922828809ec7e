import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLibraryClip } from '../../api/clips';
import { queryKeys } from '../../lib/query-keys';

/** Deletes a library clip; the library and every job view are refreshed, since jobs lose outputs with it. */
export function useDeleteLibraryClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryClip,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.clipLibrary }),
        client.invalidateQueries({ queryKey: queryKeys.jobs }),
      ]);
    },
  });
}
