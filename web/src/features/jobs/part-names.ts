import type { JobView } from '@reelmix/contracts';
import { partDisplayName, type UploadSection } from '@reelmix/contracts/browser';

const FILE_NAMES = { intro: 'introVideos', body: 'bodyVideos', cta: 'ctaVideos' } as const;

/**
 * A job's clips of a section as the customer knows them, in upload order: each clip's library
 * label where it has one, else its file name.
 */
export function partNames(job: Pick<JobView, 'introVideos' | 'bodyVideos' | 'ctaVideos' | 'clipLabels'>, section: UploadSection): string[] {
  const labels = job.clipLabels?.[section] ?? [];
  return job[FILE_NAMES[section]].map((fileName, index) => partDisplayName({ label: labels[index], fileName }));
}
