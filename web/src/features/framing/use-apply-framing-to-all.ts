import type { ClipFramingView, FramingChoice, PlacementName } from '@reelmix/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveClipFraming } from '../../api/framing';
import { queryKeys } from '../../lib/query-keys';
import { framingErrorMessage, storeSavedPlacement } from './job-framing-cache';

export interface ApplyToAll {
  placement: PlacementName;
  framing: FramingChoice;
  clips: readonly ClipFramingView[];
}

/**
 * One framing for every clip in a placement, each keeping its own focus point. The clips are
 * saved side by side; those that succeed are kept even when another is refused.
 */
export function useApplyFramingToAll(jobId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: queryKeys.jobFraming(jobId),
    mutationFn: async ({ placement, framing, clips }: ApplyToAll) => {
      const results = await Promise.allSettled(
        clips.map((clip) => {
          const focus = clip.placements.find((entry) => entry.placement === placement)?.focus;
          return saveClipFraming(jobId, clip.id, { placement, framing, ...(focus ? { focus } : {}) });
        }),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') storeSavedPlacement(client, jobId, result.value, placement);
      }
      const refused = results.find((result) => result.status === 'rejected');
      if (refused) throw refused.reason;
    },
  });
  return {
    apply: (request: ApplyToAll) => mutation.mutate(request),
    /** The placement being changed, so only its tiles show the work. */
    applyingTo: mutation.isPending ? mutation.variables.placement : null,
    failure: mutation.error ? { placement: mutation.variables?.placement, message: framingErrorMessage(mutation.error) } : null,
  };
}
