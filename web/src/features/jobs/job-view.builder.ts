import type { JobView } from '@reelmix/contracts';
import { videoPathOf } from '@reelmix/contracts/browser';

export const JOB_ID = '3b0f6d1c-7a2e-4c55-9f1a-2d8e6b4c9a10';
/** Its place in the customer's sequence: its outputs' names start with `j3`. */
export const JOB_NUMBER = 3;

/** A test job: two intros, one body, one CTA in two placements, so four outputs are expected. */
export function buildJobView(overrides: Partial<JobView> = {}): JobView {
  const base: JobView = {
    id: JOB_ID,
    number: JOB_NUMBER,
    // Named after its id, so tests find its history card by the heading.
    name: `Job ${overrides.id ?? JOB_ID}`,
    status: 'pending',
    message: 'Processing runs in the background; we will e-mail you the download links when it is done.',
    createdAt: new Date().toISOString(),
    completedAt: null,
    isPaid: false,
    placements: ['9:16', '4:5'],
    introVideos: ['hook-1.mp4', 'hook-2.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: [],
    progress: 10,
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 0 },
  };
  return { ...base, ...overrides, counts: { ...base.counts, ...overrides.counts } };
}

/** The `outputVideos` entry of the output saved as `fileName`. */
export function outputPath(fileName: string, jobId = JOB_ID): string {
  return videoPathOf(jobId, fileName);
}

/** The outputs a finished `buildJobView()` job lists. */
export function outputPaths(jobId = JOB_ID): string[] {
  return ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_4x5.mp4', 'h2-b1-c1_9x16.mp4', 'h2-b1-c1_4x5.mp4'].map((name) => outputPath(name, jobId));
}
