import type { JobView } from '@reelmix/contracts';
import { designOfJob } from './job-design';

const JOB_ID = '7d3f8a52-4b1e-4c1a-9a53-0f6e2b8c1d10';

function job(overrides: Partial<JobView>): JobView {
  return {
    id: JOB_ID,
    number: 1,
    name: '2026-11-01 hook-1',
    status: 'completed',
    message: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: '2026-11-01T10:05:00.000Z',
    isPaid: false,
    placements: ['9:16', '4:5'],
    introVideos: ['hook-1.mp4', 'hook-2.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: [],
    progress: 100,
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  };
}

describe('designOfJob', () => {
  it("names each output's parts after the job's clips and keeps its placement", () => {
    const view = job({ outputs: [{ path: '/api/videos/x', fileName: 'h2-b1-c1_4x5.mp4', intro: 2, body: 1, cta: 1, placement: '4:5' }] });

    expect(designOfJob(view)).toEqual([
      {
        file: 'h2-b1-c1_4x5.mp4',
        hook: { position: 2, name: 'hook-2.mp4' },
        body: { position: 1, name: 'body.mp4' },
        cta: { position: 1, name: 'cta.mp4' },
        placement: '4:5',
      },
    ]);
  });

  it('drops the job id of a download name and names a clip with no name by its position', () => {
    const view = job({
      ctaVideos: [],
      outputs: [{ path: '/api/videos/x', fileName: `${JOB_ID}--h1-b1-c1_9x16.mp4`, intro: 1, body: 1, cta: 1, placement: '9:16' }],
    });

    const [output] = designOfJob(view);
    expect(output.file).toBe('h1-b1-c1_9x16.mp4');
    expect(output.cta).toEqual({ position: 1, name: 'CTA 1' });
  });
});
