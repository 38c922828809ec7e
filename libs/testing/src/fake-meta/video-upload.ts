import { chunkOutOfPlace, invalidParameter } from './graph-api-error';
import { type FakeVideo } from './graph-shapes';
import { newGraphId, sha256Hex } from './graph-ids';
import { type FakeGraphStore } from './graph-store';
import { type UploadedFile } from './request-body';

/** Meta chooses the chunk size; 1 MiB here, so a few megabytes exercise several transfers. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Status reads that answer `processing` after an upload finishes, before the video is `ready`. */
export const STATUS_POLLS_WHILE_PROCESSING = 2;

/** A resumable upload in progress: bytes are kept until `finish` so the whole file can be hashed. */
export interface UploadSession {
  id: string;
  videoId: string;
  adAccountId: string;
  chunks: Buffer[];
}

/** Meta sends offsets as strings of digits. */
export interface UploadOffsets {
  start_offset: string;
  end_offset: string;
}

function offsetsFrom(video: FakeVideo): { startOffset: number; endOffset: number } {
  return {
    startOffset: video.bytesReceived,
    endOffset: Math.min(video.fileSize, video.bytesReceived + UPLOAD_CHUNK_BYTES),
  };
}

function asStrings({ startOffset, endOffset }: { startOffset: number; endOffset: number }): UploadOffsets {
  return { start_offset: String(startOffset), end_offset: String(endOffset) };
}

function newVideo(adAccountId: string, fileSize: number, title: string | undefined): FakeVideo {
  return {
    id: newGraphId(),
    adAccountId,
    fileSize,
    bytesReceived: 0,
    title,
    uploadComplete: false,
    videoStatus: 'processing',
    statusPolls: 0,
  };
}

export function startUpload(
  store: FakeGraphStore,
  adAccountId: string,
  fileSize: number,
  title: string | undefined,
): UploadOffsets & { upload_session_id: string; video_id: string } {
  if (fileSize < 1) throw invalidParameter('Param file_size must be a positive integer');
  const video = newVideo(adAccountId, fileSize, title);
  store.addVideo(video);
  const session: UploadSession = { id: newGraphId(), videoId: video.id, adAccountId, chunks: [] };
  store.uploadSessions.set(session.id, session);
  return { upload_session_id: session.id, video_id: video.id, ...asStrings(offsetsFrom(video)) };
}

/** A chunk must start exactly where the last one ended; otherwise Meta says where to resume. */
export function transferChunk(
  store: FakeGraphStore,
  adAccountId: string,
  sessionId: string,
  startOffset: number,
  chunk: UploadedFile,
): UploadOffsets {
  const { session, video } = openSession(store, adAccountId, sessionId);
  const expected = offsetsFrom(video);
  const fits = chunk.bytes.length > 0 && startOffset + chunk.bytes.length <= video.fileSize;
  if (startOffset !== expected.startOffset || !fits) throw chunkOutOfPlace(expected);
  session.chunks.push(chunk.bytes);
  video.bytesReceived += chunk.bytes.length;
  return asStrings(offsetsFrom(video));
}

export function finishUpload(
  store: FakeGraphStore,
  adAccountId: string,
  sessionId: string,
  title: string | undefined,
): { success: true } {
  const { session, video } = openSession(store, adAccountId, sessionId);
  if (video.bytesReceived !== video.fileSize) throw chunkOutOfPlace(offsetsFrom(video));
  complete(video, Buffer.concat(session.chunks), title);
  store.uploadSessions.delete(session.id);
  return { success: true };
}

/** The non-resumable upload: the whole file as one multipart `source` field. */
export function uploadWhole(
  store: FakeGraphStore,
  adAccountId: string,
  source: UploadedFile,
  title: string | undefined,
): { id: string } {
  if (source.bytes.length === 0) throw invalidParameter('Param source must be a non-empty file');
  const video = newVideo(adAccountId, source.bytes.length, title);
  video.bytesReceived = source.bytes.length;
  complete(video, source.bytes, title);
  store.addVideo(video);
  return { id: video.id };
}

function complete(video: FakeVideo, bytes: Buffer, title: string | undefined): void {
  video.sha256 = sha256Hex(bytes);
  video.uploadComplete = true;
  if (title !== undefined) video.title = title;
}

function openSession(store: FakeGraphStore, adAccountId: string, sessionId: string) {
  const session = store.uploadSessions.get(sessionId);
  const video = session && store.video(session.videoId);
  if (!session || !video || session.adAccountId !== adAccountId) {
    throw invalidParameter(`Invalid upload_session_id: ${sessionId}`);
  }
  return { session, video };
}

/**
 * The `status` field of a video. Reading it is what moves processing on: a finished upload answers
 * `processing` for a few reads, then `ready`, unless the test has said processing never finishes.
 */
export function readVideoStatus(video: FakeVideo, processingNeverFinishes: boolean): Record<string, unknown> {
  if (video.uploadComplete && video.videoStatus === 'processing' && !processingNeverFinishes) {
    video.statusPolls += 1;
    if (video.statusPolls > STATUS_POLLS_WHILE_PROCESSING) video.videoStatus = 'ready';
  }
  const processing = !video.uploadComplete
    ? 'not_started'
    : video.videoStatus === 'ready'
      ? 'complete'
      : video.videoStatus === 'error'
        ? 'error'
        : 'in_progress';
  const progress =
    video.videoStatus === 'ready'
      ? 100
      : Math.min(99, Math.floor((video.statusPolls * 100) / (STATUS_POLLS_WHILE_PROCESSING + 1)));
  return {
    video_status: video.videoStatus,
    processing_progress: progress,
    uploading_phase: {
      status: video.uploadComplete ? 'complete' : 'in_progress',
      bytes_transferred: video.bytesReceived,
    },
    processing_phase: { status: processing },
    publishing_phase: { status: video.videoStatus === 'ready' ? 'complete' : 'not_started' },
  };
}
