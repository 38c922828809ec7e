import { describe, expect, it } from 'vitest';
import { buildJobView, JOB_ID } from '../jobs/job-view.builder';
import { designOfJob } from './job-design';

describe('designOfJob', () => {
  it("names each output's parts after the job's clips and keeps its placement", () => {
    const job = buildJobView({
      outputs: [{ path: '/api/videos/x', fileName: 'h2-b1-c1_4x5.mp4', intro: 2, body: 1, cta: 1, placement: '4:5' }],
    });

    expect(designOfJob(job)).toEqual([
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
    const job = buildJobView({
      ctaVideos: [],
      outputs: [{ path: '/api/videos/x', fileName: `${JOB_ID}--h1-b1-c1_9x16.mp4`, intro: 1, body: 1, cta: 1, placement: '9:16' }],
    });

    const [output] = designOfJob(job);
    expect(output.file).toBe('h1-b1-c1_9x16.mp4');
    expect(output.cta).toEqual({ position: 1, name: 'CTA 1' });
  });
});
