import { describe, expect, it } from 'vitest';
import { expectedOutputs, isJobActive, jobProgress, jobStatusText, outputFileName, showsOutputs } from './job-progress';
import { buildJobView, outputPaths } from './job-view.builder';

describe('job progress', () => {
  it('is 10% while pending, with the background and e-mail note', () => {
    const job = buildJobView({ status: 'pending' });
    expect(jobProgress(job)).toBe(10);
    expect(jobStatusText(job)).toMatch(/background.*email you download links/);
  });

  it('is 15% plus up to 85% by outputs produced while processing', () => {
    expect(jobProgress(buildJobView({ status: 'processing' }))).toBe(15);
    const half = buildJobView({ status: 'processing', counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 2 } });
    expect(jobProgress(half)).toBe(58);
    expect(jobStatusText(half)).toBe('Processing your videos: created 2 of 4.');
    const all = buildJobView({ status: 'processing', counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 } });
    expect(jobProgress(all)).toBe(99);
  });

  it("adds the server's estimate of the time left while processing, in the contracts' words, and no duration otherwise", () => {
    const counts = { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 2 };
    expect(jobStatusText(buildJobView({ status: 'processing', counts, estimatedSecondsLeft: 130 }))).toBe('Processing your videos: created 2 of 4. About 2 minutes left.');
    expect(jobStatusText(buildJobView({ status: 'processing', counts, estimatedSecondsLeft: 38 }))).toBe('Processing your videos: created 2 of 4. About 40 seconds left.');
    expect(jobStatusText(buildJobView({ status: 'processing', counts, estimatedSecondsLeft: 6 }))).toBe('Processing your videos: created 2 of 4. A few seconds left.');
    expect(jobStatusText(buildJobView({ status: 'processing', counts, estimatedSecondsLeft: null }))).toBe('Processing your videos: created 2 of 4.');
    // A queued job is not in the render queue yet: nothing to estimate, and no fixed figure instead.
    expect(jobStatusText(buildJobView({ status: 'pending' }))).not.toMatch(/minute|second/);
  });

  it("shows the server's figure while processing, which moves before any output is produced", () => {
    const normalising = buildJobView({ status: 'processing', progress: 27 });
    expect(jobProgress(normalising)).toBe(27);
    expect(jobStatusText(normalising)).toBe('Processing your videos: created 0 of 4.');
  });

  it("never shows less than the outputs listed account for, nor 100% before the job is completed", () => {
    const behind = buildJobView({ status: 'processing', progress: 20, counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 2 } });
    expect(jobProgress(behind)).toBe(58);
    const listedAhead = buildJobView({ status: 'processing', progress: 15, outputVideos: outputPaths().slice(0, 3) });
    expect(jobProgress(listedAhead)).toBe(79);
    expect(jobProgress(buildJobView({ status: 'processing', progress: 100 }))).toBe(99);
  });

  it('shows outputs while processing and once completed, never for a pending or failed job', () => {
    expect((['pending', 'processing', 'completed', 'failed'] as const).map(showsOutputs)).toEqual([false, true, true, false]);
  });

  it('falls back to intro × body × cta × placements, each at least 1, when the job has no count', () => {
    const job = buildJobView({
      ctaVideos: [],
      placements: ['9:16', '4:5', '1:1'],
      counts: { intro: 2, body: 1, cta: 0, expectedOutputs: 0, producedOutputs: 0 },
    });
    expect(expectedOutputs(job)).toBe(6);
  });

  it('is 100% when completed, counting the combinations generated', () => {
    const job = buildJobView({ status: 'completed', outputVideos: outputPaths() });
    expect(jobProgress(job)).toBe(100);
    expect(jobStatusText(job)).toBe('Generated 4 videos (2 combinations in 2 placements).');
    const one = buildJobView({ status: 'completed', placements: ['9:16'], outputVideos: outputPaths().slice(0, 1) });
    expect(jobStatusText(one)).toBe('Generated 1 video.');
  });

  it('is 0% when failed', () => {
    const job = buildJobView({ status: 'failed' });
    expect(jobProgress(job)).toBe(0);
    expect(jobStatusText(job)).toBe('Processing failed.');
  });

  it('keeps polling while the job is unknown, pending or processing', () => {
    expect([undefined, 'pending', 'processing', 'completed', 'failed'].map((status) => isJobActive(status as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('names a download after its parts', () => {
    expect(outputFileName('/api/videos/3b0f6d1c-7a2e-4c55-9f1a-2d8e6b4c9a10--h1-b2-c3_9x16.mp4')).toBe('h1-b2-c3_9x16.mp4');
    expect(outputFileName('outputs/plain.mp4')).toBe('plain.mp4');
  });
});
