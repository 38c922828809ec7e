import { counted } from '@reelmix/contracts/browser';

/**
 * "Render 12 videos", or "Render 7 new videos" for a job that has some already; a count the
 * upload's answer lacked is left out rather than shown as 0.
 */
export function renderLabel(videos: number | null, hasFinishedOutputs: boolean): string {
  if (hasFinishedOutputs) return videos === null ? 'Render new combinations' : `Render ${counted(videos, 'new video', 'new videos')}`;
  if (videos === null || videos <= 0) return 'Render Videos';
  return `Render ${counted(videos, 'video')}`;
}
