import type { PlacementName } from '@reelmix/contracts';
import { clipPreviewUrl, type PreviewChoice } from '../../api/framing';

/**
 * A clip's preview address; for a hook shown with one of the job's texts, `text` is that text's
 * 1-based position in the plan, and the server draws it as the render will.
 */
export function hookPreviewUrl(jobId: string, clipId: string, placement: PlacementName, choice: PreviewChoice, text: number | null): string {
  const url = clipPreviewUrl(jobId, clipId, placement, choice);
  return text === null ? url : `${url}&text=${text}`;
}
