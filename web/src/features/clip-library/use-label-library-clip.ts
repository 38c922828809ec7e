import type { ClipLibraryView } from '@reelmix/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelLibraryClip } from '../../api/clips';
import { queryKeys } from '../../lib/query-keys';

/**
 * Sets or clears a library clip's label. The library shows it at once; job views are refreshed,
 * as their parts are named by it (the jobs service learns it a moment later).
 */
export function useLabelLibraryClip(clipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string | null) => labelLibraryClip(clipId, label),
    onSuccess: async (clip) => {
      client.setQueryData(queryKeys.clipLibrary, (library: ClipLibraryView | undefined) =>
        library && { clips: library.clips.map((listed) => (listed.id === clip.id ? clip : listed)) },
      );
      await client.invalidateQueries({ queryKey: queryKeys.jobs });
    },
  });
}
