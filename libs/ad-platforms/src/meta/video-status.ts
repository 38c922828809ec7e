import { setTimeout as sleepFor } from 'node:timers/promises';
import { type MetaGraphClient } from './graph-client';
import { MetaVideoNeverProcessedError, MetaVideoProcessingFailedError } from './video.errors';

/** What `GET /{video-id}?fields=status` answers (the parts read here). */
export interface VideoStatusAnswer {
  id?: string;
  status?: {
    /** `ready`, `processing`, `error` or `expired`. */
    video_status?: string;
    processing_progress?: number;
    processing_phase?: { status?: string; errors?: { code?: number; message?: string }[] };
  };
}

export interface WaitForVideoOptions {
  /** How long Meta may take to process the video before it counts as never processed. */
  deadlineMs?: number;
  /** The wait between polls. */
  pollEveryMs?: number;
  signal?: AbortSignal;
  /** For tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type VideoState = { kind: 'ready' } | { kind: 'processing'; status: string } | { kind: 'failed'; detail: string };

// Meta processes most ad videos within a few minutes; a quarter of an hour means it is stuck.
const DEFAULT_DEADLINE_MS = 15 * 60_000;
const DEFAULT_POLL_EVERY_MS = 5_000;

/** Reads one status answer. */
export function videoStateOf(answer: VideoStatusAnswer): VideoState {
  const status = answer.status?.video_status ?? 'unknown';
  const phase = answer.status?.processing_phase;
  if (status === 'error' || status === 'expired' || phase?.status === 'error') {
    const reasons = (phase?.errors ?? []).map((error) => error.message).filter(Boolean);
    return { kind: 'failed', detail: reasons.length > 0 ? reasons.join('; ') : `status ${status}` };
  }
  if (status === 'ready') return { kind: 'ready' };
  const progress = answer.status?.processing_progress;
  return { kind: 'processing', status: progress === undefined ? status : `${status} ${progress}%` };
}

/**
 * Polls an uploaded video until Meta has processed it: a creative made from a video still
 * processing gives a broken ad. Fails on Meta's `error`, and with MetaVideoNeverProcessedError
 * when the deadline passes; the last poll is made no later than the deadline.
 */
export async function waitForVideoReady(client: MetaGraphClient, videoId: string, options: WaitForVideoOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => sleepFor(ms, undefined, { signal }));
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const pollEveryMs = options.pollEveryMs ?? DEFAULT_POLL_EVERY_MS;
  const startedAt = now();

  for (;;) {
    const answer = await client.get<VideoStatusAnswer>(`/${videoId}`, { fields: 'status' }, { signal: options.signal });
    const state = videoStateOf(answer);
    if (state.kind === 'ready') return;
    if (state.kind === 'failed') throw new MetaVideoProcessingFailedError(videoId, state.detail);
    const leftMs = startedAt + deadlineMs - now();
    if (leftMs <= 0) throw new MetaVideoNeverProcessedError(videoId, now() - startedAt, state.status);
    await sleep(Math.min(pollEveryMs, leftMs), options.signal);
  }
}
