import type { JobView } from '@reelmix/contracts';
import { videoPathOf } from '@reelmix/contracts/browser';

/** The job the fixture's outputs were rendered by: a download name carries its id. */
export const OUTPUTS_JOB_ID = '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

/** A job as the gateway answers it, for tests: completed, paid, 1 x 2 x 1 clips in two placements. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: OUTPUTS_JOB_ID,
    number: 4,
    // Named after its id, so each test's jobs are told apart by the heading the history shows.
    name: `Job ${overrides.id ?? OUTPUTS_JOB_ID}`,
    status: 'completed',
    message: 'Generated 4 videos (2 combinations in 2 placements).',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    completedAt: null,
    isPaid: true,
    placements: ['9:16', '4:5'],
    introVideos: ['intro.mp4'],
    bodyVideos: ['body-a.mp4', 'body-b.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: [1, 2, 3, 4].map((n) => videoPathOf(OUTPUTS_JOB_ID, `combination_${n}.mp4`)),
    progress: 100,
    counts: { intro: 1, body: 2, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
