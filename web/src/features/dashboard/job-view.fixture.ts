import type { JobView } from '@reelmix/contracts';

/** A job as the gateway answers it, for tests: completed, paid, 1 x 2 x 1 clips in two placements. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    status: 'completed',
    message: 'Generated 4 combinations.',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    completedAt: null,
    isPaid: true,
    placements: ['9:16', '4:5'],
    introVideos: ['intro.mp4'],
    bodyVideos: ['body-a.mp4', 'body-b.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: ['/outputs/job--combination_1.mp4', '/outputs/job--combination_2.mp4', '/outputs/job--combination_3.mp4', '/outputs/job--combination_4.mp4'],
    progress: 100,
    counts: { intro: 1, body: 2, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
