import type { JobView } from '@reelmix/contracts';
import { buildJobView, outputPath } from '../jobs/job-view.builder';

/**
 * A completed job whose outputs are named by a template, so their names say nothing of their
 * sources: two hooks, one body, one CTA, in 9:16 and 4:5.
 */
export function matrixJob(overrides: Partial<JobView> = {}): JobView {
  const made = [
    { fileName: 'autumn_9x16.mp4', intro: 1, placement: '9:16' },
    { fileName: 'autumn_4x5.mp4', intro: 1, placement: '4:5' },
    { fileName: 'winter_9x16.mp4', intro: 2, placement: '9:16' },
    { fileName: 'winter_4x5.mp4', intro: 2, placement: '4:5' },
  ] as const;
  const outputs = made.map((entry) => ({ ...entry, path: outputPath(entry.fileName), body: 1, cta: 1 }));
  return buildJobView({
    status: 'completed',
    introVideos: ['hook-1.mp4', 'summer-hook.mp4'],
    outputVideos: outputs.map((entry) => entry.path),
    outputs,
    ...overrides,
  });
}
