import type { ClipFramingView, JobFramingView, PlacementName } from '@reelmix/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, toErrorMessage } from '../../api/http';
import { queryKeys } from '../../lib/query-keys';
import { serverMessage } from '../../lib/server-message';

/**
 * Puts a saved clip's framing in one placement into the cached review. Only that placement is
 * taken from the answer: answers to changes in two placements of one clip can cross, and each
 * is current only for the placement it changed.
 */
export function storeSavedPlacement(client: QueryClient, jobId: string, saved: ClipFramingView, placement: PlacementName): void {
  client.setQueryData<JobFramingView>(queryKeys.jobFraming(jobId), (view) => {
    if (!view) return view;
    const fresh = saved.placements.find((entry) => entry.placement === placement);
    if (!fresh) return view;
    const clips = view.clips.map((clip) =>
      clip.id === saved.id
        ? { ...clip, placements: clip.placements.map((entry) => (entry.placement === placement ? fresh : entry)) }
        : clip,
    );
    return { ...view, clips };
  });
}

/** The gateway's own sentence for a refused change (409 once rendering has started), else the raw failure. */
export function framingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) || error.responseText || error.message;
  return toErrorMessage(error);
}
