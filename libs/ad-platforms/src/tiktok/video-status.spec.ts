import { type TikTokClient } from './tiktok-client';
import { TikTokVideoNeverProcessedError } from './tiktok-video.errors';
import { tiktokVideoStateOf, waitForTikTokVideo } from './video-status';

function clientAnswering(answers: unknown[]) {
  const get = jest.fn(async () => (answers.length > 1 ? answers.shift() : answers[0]));
  return { client: { get } as unknown as TikTokClient, get };
}

describe('tiktokVideoStateOf', () => {
  it('calls a video usable once it is listed, displayable and has a cover', () => {
    expect(tiktokVideoStateOf(undefined)).toEqual({ kind: 'processing', status: 'not listed yet' });
    expect(tiktokVideoStateOf({ video_id: 'v', displayable: false, video_cover_url: 'http://c' })).toEqual({ kind: 'processing', status: 'not displayable yet' });
    expect(tiktokVideoStateOf({ video_id: 'v', displayable: true })).toEqual({ kind: 'processing', status: 'without a cover yet' });
    expect(tiktokVideoStateOf({ video_id: 'v', displayable: true, video_cover_url: 'http://c' })).toEqual({ kind: 'ready', coverUrl: 'http://c' });
  });
});

describe('waitForTikTokVideo', () => {
  it('polls until the video is usable and answers its info', async () => {
    const ready = { video_id: 'v1', displayable: true, video_cover_url: 'http://cover' };
    const { client, get } = clientAnswering([{ list: [] }, { list: [{ video_id: 'v1', displayable: false }] }, { list: [ready] }]);
    const waits: number[] = [];
    await expect(waitForTikTokVideo(client, '7', 'v1', { pollEveryMs: 50, sleep: async (ms) => void waits.push(ms) })).resolves.toEqual(ready);
    expect(get).toHaveBeenCalledWith('/file/video/ad/info/', { advertiser_id: '7', video_ids: ['v1'] }, { signal: undefined });
    expect(waits).toEqual([50, 50]);
  });

  it('names the video that never became usable, polling no later than the deadline', async () => {
    let now = 0;
    const { client, get } = clientAnswering([{ list: [{ video_id: 'v9', displayable: false }] }]);
    const waiting = waitForTikTokVideo(client, '7', 'v9', { deadlineMs: 3000, pollEveryMs: 1000, now: () => now, sleep: async (ms) => void (now += ms) });
    const error = await waiting.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokVideoNeverProcessedError);
    expect((error as TikTokVideoNeverProcessedError).videoId).toBe('v9');
    expect((error as Error).message).toBe('TikTok never finished processing video v9: still not displayable yet after 3 s');
    expect(get).toHaveBeenCalledTimes(4);
  });
});
