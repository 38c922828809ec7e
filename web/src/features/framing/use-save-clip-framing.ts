import type { ClipFramingChange } from '@reelmix/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveClipFraming } from '../../api/framing';
import { queryKeys } from '../../lib/query-keys';
import { framingErrorMessage, storeSavedPlacement } from './job-framing-cache';

/**
 * Saves one clip's framing in one placement. A clip's saves go one after another (a mutation
 * scope): two changes made quickly (fill, then a focus click) were two requests in flight at once,
 * and the server could take them in either order, keeping the older one while the tile showed the
 * newer, so the render differed from the preview. Only the latest change's answer is applied (the
 * per-call callbacks of react-query fire for the last call alone).
 */
export function useSaveClipFraming(jobId: string, clipId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: queryKeys.jobFraming(jobId),
    scope: { id: `framing:${jobId}:${clipId}` },
    mutationFn: (change: ClipFramingChange) => saveClipFraming(jobId, clipId, change) });

  function save(change: ClipFramingChange, settled: { onSaved: () => void; onFailed: () => void }): void {
    mutation.mutate(change, {
      onSuccess: (saved) => {
        storeSavedPlacement(client, jobId, saved, change.placement);
        settled.onSaved();
      },
      onError: settled.onFailed,
    });
  }

  return { save, isSaving: mutation.isPending, error: mutation.error ? framingErrorMessage(mutation.error) : null };
}
