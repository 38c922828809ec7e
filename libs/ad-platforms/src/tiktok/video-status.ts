import { setTimeout as sleepFor } from 'node:timers/promises';
import { type TikTokClient } from './tiktok-client';
import { TikTokVideoNeverProcessedError } from './tiktok-video.errors';

/** One video of `GET /file/video/ad/info/` (the parts read here). */
export interface TikTokVideoInfo {
  video_id?: string;
  /** Whether TikTok can show the video; false while it is still being processed. */
  displayable?: boolean;
  /** The cover TikTok made from the video; only there once it is processed. */
  video_cover_url?: string;
  preview_url?: string;
  signature?: string;
  duration?: number;
  width?: number;
  height?: number;
}

export type TikTokVideoState = { kind: 'ready'; coverUrl: string } | { kind: 'processing'; status: string };

export interface WaitForTikTokVideoOptions {
  /** How long TikTok may take to process the video before it counts as never processed. */
  deadlineMs?: number;
  /** The wait between polls. */
  pollEveryMs?: number;
  signal?: AbortSignal;
  /** For tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

// TikTok processes an ad video within a minute or two; ten minutes means it is stuck.
const DEFAULT_DEADLINE_MS = 10 * 60_000;
const DEFAULT_POLL_EVERY_MS = 5_000;

/**
 * Reads one info answer. TikTok names no processing state; a video is usable once it is listed,
 * displayable and has the cover TikTok makes from it (an ad needs that cover, or one uploaded).
 */
export function tiktokVideoStateOf(info: TikTokVideoInfo | undefined): TikTokVideoState {
  if (!info) return { kind: 'processing', status: 'not listed yet' };
  if (info.displayable === false) return { kind: 'processing', status: 'not displayable yet' };
  if (!info.video_cover_url) return { kind: 'processing', status: 'without a cover yet' };
  return { kind: 'ready', coverUrl: info.video_cover_url };
}

/**
 * Polls an uploaded video until TikTok has processed it: an ad made from a video still
 * processing is refused. Fails with TikTokVideoNeverProcessedError when the deadline passes; the
 * last poll is made no later than the deadline. Answers the video's info.
 */
export async function waitForTikTokVideo(client: TikTokClient, advertiserId: string, videoId: string, options: WaitForTikTokVideoOptions = {}): Promise<TikTokVideoInfo> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => sleepFor(ms, undefined, { signal }));
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const pollEveryMs = options.pollEveryMs ?? DEFAULT_POLL_EVERY_MS;
  const startedAt = now();

  for (;;) {
    const answer = await client.get<{ list?: TikTokVideoInfo[] }>(
      '/file/video/ad/info/',
      { advertiser_id: advertiserId, video_ids: [videoId] },
      { signal: options.signal },
    );
    const info = answer?.list?.find((video) => String(video.video_id) === videoId);
    const state = tiktokVideoStateOf(info);
    if (state.kind === 'ready') return info as TikTokVideoInfo;
    const leftMs = startedAt + deadlineMs - now();
    if (leftMs <= 0) throw new TikTokVideoNeverProcessedError(videoId, now() - startedAt, state.status);
    await sleep(Math.min(pollEveryMs, leftMs), options.signal);
  }
}
