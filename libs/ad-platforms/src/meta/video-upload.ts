import { type FileHandle, open } from 'node:fs/promises';
import { basename } from 'node:path';
import { type MetaGraphClient } from './graph-client';
import { type OffsetsAnswer, type UploadWindow, isComplete, resumeOffsetsFrom, windowFrom } from './upload-window';
import { MetaVideoUploadError } from './video.errors';

export interface AdVideoUpload {
  /** `act_<id>`. */
  adAccountId: string;
  filePath: string;
  /** The video's name in the ad account's library; the file name unless given. */
  title?: string;
  signal?: AbortSignal;
  /**
   * How many refused chunks the upload resumes from Meta's offsets before giving up. Each resume
   * moves to offsets Meta named, so a loop here means Meta and the file disagree.
   */
  maxResumes?: number;
  /** Per chunk; a slow link moving a few megabytes needs longer than an ordinary call. */
  chunkTimeoutMs?: number;
}

export interface UploadedAdVideo {
  videoId: string;
  uploadSessionId: string;
  fileSize: number;
  /** Chunks Meta accepted. */
  chunks: number;
  /** Times the upload moved to offsets Meta named after refusing a chunk. */
  resumes: number;
}

interface StartAnswer extends OffsetsAnswer {
  video_id: string;
  upload_session_id: string;
}

const DEFAULT_MAX_RESUMES = 5;
const DEFAULT_CHUNK_TIMEOUT_MS = 300_000;

/**
 * Uploads a file to an ad account's video library with Meta's resumable upload: `start` with the
 * file's size, then `transfer` the byte ranges Meta names one by one (read from disk, so a large
 * render never sits in memory whole), then `finish`. A chunk Meta refuses with offsets in its
 * `error_data` is followed by the chunk Meta named; transient failures repeat the same chunk
 * through the client's retry policy. The video still has to be processed before it can be used:
 * see video-status.ts.
 */
export async function uploadAdVideo(client: MetaGraphClient, upload: AdVideoUpload): Promise<UploadedAdVideo> {
  const { adAccountId, filePath, signal } = upload;
  const path = `/${adAccountId}/advideos`;
  const file = await openFile(filePath);
  try {
    const fileSize = (await file.stat()).size;
    const started = await client.postMultipart<StartAnswer>(path, () => formOf({ upload_phase: 'start', file_size: fileSize }), {
      host: 'video',
      signal,
    });
    const uploadSessionId = String(started.upload_session_id);
    let window = checkedWindow(started, fileSize, filePath);
    let chunks = 0;
    let resumes = 0;

    while (!isComplete(window)) {
      let answer: OffsetsAnswer;
      try {
        const chunk = await readChunk(file, window, filePath);
        answer = await client.postMultipart<OffsetsAnswer>(
          path,
          () =>
            formOf(
              { upload_phase: 'transfer', upload_session_id: uploadSessionId, start_offset: window.startOffset },
              { video_file_chunk: new Blob([chunk], { type: 'application/octet-stream' }) },
            ),
          { host: 'video', signal, timeoutMs: upload.chunkTimeoutMs ?? DEFAULT_CHUNK_TIMEOUT_MS },
        );
        chunks++;
      } catch (error) {
        const resumeAt = resumeOffsetsFrom(error);
        if (!resumeAt) throw error;
        if (++resumes > (upload.maxResumes ?? DEFAULT_MAX_RESUMES)) {
          throw new MetaVideoUploadError(filePath, `Meta refused chunks ${resumes} times; last at bytes ${window.startOffset}-${window.endOffset}`, { cause: error });
        }
        answer = resumeAt;
      }
      window = checkedWindow(answer, fileSize, filePath);
    }

    const finished = await client.postMultipart<{ success?: boolean }>(
      path,
      () => formOf({ upload_phase: 'finish', upload_session_id: uploadSessionId, title: upload.title ?? basename(filePath) }),
      { host: 'video', signal },
    );
    if (finished.success !== true) throw new MetaVideoUploadError(filePath, 'Meta did not confirm the finished upload');
    return { videoId: String(started.video_id), uploadSessionId, fileSize, chunks, resumes };
  } finally {
    await file.close();
  }
}

async function openFile(filePath: string): Promise<FileHandle> {
  try {
    return await open(filePath, 'r');
  } catch (error) {
    throw new MetaVideoUploadError(filePath, 'the file cannot be read', { cause: error });
  }
}

function checkedWindow(answer: OffsetsAnswer, fileSize: number, filePath: string): UploadWindow {
  const window = windowFrom(answer, fileSize);
  if (typeof window === 'string') throw new MetaVideoUploadError(filePath, window);
  return window;
}

async function readChunk(file: FileHandle, { startOffset, endOffset }: UploadWindow, filePath: string): Promise<Buffer> {
  const chunk = Buffer.alloc(endOffset - startOffset);
  let filled = 0;
  while (filled < chunk.length) {
    const { bytesRead } = await file.read(chunk, filled, chunk.length - filled, startOffset + filled);
    if (bytesRead === 0) throw new MetaVideoUploadError(filePath, `the file ended at byte ${startOffset + filled}, before ${endOffset}`);
    filled += bytesRead;
  }
  return chunk;
}

function formOf(fields: Record<string, string | number>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  for (const [name, blob] of Object.entries(files)) form.set(name, blob, name);
  return form;
}
