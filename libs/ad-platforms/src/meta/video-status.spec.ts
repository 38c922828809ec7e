import { type MetaGraphClient } from './graph-client';
import { type VideoStatusAnswer, videoStateOf, waitForVideoReady } from './video-status';
import { MetaVideoNeverProcessedError, MetaVideoProcessingFailedError } from './video.errors';

describe('videoStateOf', () => {
  it('reads ready, processing with its progress, and failures with Meta’s reasons', () => {
    expect(videoStateOf({ status: { video_status: 'ready' } })).toEqual({ kind: 'ready' });
    expect(videoStateOf({ status: { video_status: 'processing', processing_progress: 40 } })).toEqual({ kind: 'processing', status: 'processing 40%' });
    expect(
      videoStateOf({ status: { video_status: 'processing', processing_phase: { status: 'error', errors: [{ code: 1363008, message: 'Video too short' }] } } }),
    ).toEqual({ kind: 'failed', detail: 'Video too short' });
    expect(videoStateOf({ status: { video_status: 'error' } })).toEqual({ kind: 'failed', detail: 'status error' });
  });
});

/** A client whose status reads answer the given list in turn (the last one again after that). */
function clientAnswering(answers: VideoStatusAnswer[]) {
  let reads = 0;
  const get = jest.fn(async (): Promise<VideoStatusAnswer> => answers[Math.min(reads++, answers.length - 1)]);
  return { client: { get } as unknown as MetaGraphClient, get };
}

function virtualClock() {
  let now = 0;
  return { now: () => now, sleep: async (ms: number) => void (now += ms) };
}

describe('waitForVideoReady', () => {
  it('polls until ready', async () => {
    const { client, get } = clientAnswering([{ status: { video_status: 'processing' } }, { status: { video_status: 'processing' } }, { status: { video_status: 'ready' } }]);
    await waitForVideoReady(client, '42', { ...virtualClock(), pollEveryMs: 1000 });
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith('/42', { fields: 'status' }, { signal: undefined });
  });

  it('fails at once when Meta says processing failed', async () => {
    const { client } = clientAnswering([{ status: { video_status: 'error' } }]);
    await expect(waitForVideoReady(client, '42', virtualClock())).rejects.toBeInstanceOf(MetaVideoProcessingFailedError);
  });

  it('names a video that never finishes processing, polling last at the deadline', async () => {
    const { client, get } = clientAnswering([{ status: { video_status: 'processing', processing_progress: 10 } }]);
    const clock = virtualClock();
    const waiting = waitForVideoReady(client, '42', { ...clock, deadlineMs: 10_000, pollEveryMs: 3000 });
    await expect(waiting).rejects.toThrow(new MetaVideoNeverProcessedError('42', 10_000, 'processing 10%'));
    expect(get).toHaveBeenCalledTimes(5);
    expect(clock.now()).toBe(10_000);
  });
});
