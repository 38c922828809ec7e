import type { JobView } from '@reelmix/contracts';
import { toApiJobView } from './api-job-view';

const JOB_ID = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

describe('toApiJobView', () => {
  it('gives each output the path a key downloads it from', () => {
    const job = {
      id: JOB_ID,
      outputVideos: [`/api/videos/${JOB_ID}--h1-b1-c1_9x16.mp4`],
      outputs: [{ path: `/api/videos/${JOB_ID}--h1-b1-c1_9x16.mp4`, fileName: 'h1-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' }],
    } as JobView;
    expect(toApiJobView(job).outputs).toEqual([expect.objectContaining({ fileName: 'h1-b1-c1_9x16.mp4', downloadUrl: `/api/v1/jobs/${JOB_ID}/outputs/h1-b1-c1_9x16.mp4` })]);
    // The rest of the job is as the app sees it.
    expect(toApiJobView(job).outputVideos).toEqual(job.outputVideos);
  });

  it('leaves a job without an outputs list as it is', () => {
    const job = { id: JOB_ID, outputVideos: [] } as unknown as JobView;
    expect(toApiJobView(job)).toEqual(job);
  });
});
