import type { ClipFramingChange, ClipFramingView, FocusPointView, FramingChoice, JobFramingView, PlacementName } from '@reelmix/contracts';
import { apiRead, apiUrl, apiWrite, type RequestOptions } from './http';

export type { ClipFramingChange, ClipFramingView, JobFramingView };

const clipPath = (jobId: string, clipId: string) => `/jobs/${encodeURIComponent(jobId)}/clips/${encodeURIComponent(clipId)}`;

/** Every clip of a job in every placement, with the framing each will be rendered with. */
export function fetchJobFraming(jobId: string, options?: RequestOptions): Promise<JobFramingView> {
  return apiRead<JobFramingView>(`/jobs/${encodeURIComponent(jobId)}/framing`, options);
}

/** Answers the clip with its framing in every placement; 409 once the job has started rendering. */
export function saveClipFraming(jobId: string, clipId: string, change: ClipFramingChange): Promise<ClipFramingView> {
  return apiWrite<ClipFramingView>('PUT', `${clipPath(jobId, clipId)}/framing`, change);
}

/** `9:16` as the URL writes it (`9x16`): a colon in a query value is easy to mangle on the way. */
export function placementTag(placement: PlacementName): string {
  return placement.replace(':', 'x');
}

export interface PreviewChoice {
  framing: FramingChoice;
  focus: FocusPointView;
}

/**
 * The poster frame of a clip through the render's own framing, as a JPEG for an <img> (cookies go
 * along). The choice is spelled out, so a change shows while it is still being saved.
 */
export function clipPreviewUrl(jobId: string, clipId: string, placement: PlacementName, choice: PreviewChoice): string {
  const query = new URLSearchParams({
    placement: placementTag(placement),
    framing: choice.framing,
    focus: `${choice.focus.x},${choice.focus.y}`,
  });
  // The comma reads better unescaped and is allowed in a query.
  return `${apiUrl(`${clipPath(jobId, clipId)}/preview`)}?${query.toString().replace(/%2C/g, ',')}`;
}
