import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { type TikTokClient } from './tiktok-client';
import { TikTokVideoUploadError } from './tiktok-video.errors';

/**
 * TikTok's "Upload Files" flow for large files: `POST /file/start/upload/` with the size, then
 * `POST /file/transfer/upload/` for each byte range TikTok names (each chunk signed with its own
 * MD5), then `POST /file/finish/upload/`, which answers a `file_id` the asset-library upload takes
 * as UPLOAD_BY_FILE_ID. Chunks are read from disk one at a time, so a large render never sits in
 * memory whole, and a failed chunk is sent again alone rather than the whole file.
 */

export interface ChunkedUpload {
  advertiserId: string;
  filePath: string;
  fileSize: number;
  /** The file's name as TikTok keeps it. */
  name: string;
  signal?: AbortSignal;
  chunkTimeoutMs?: number;
}

/** TikTok's offsets: the next chunk is `[start_offset, end_offset)`; equal offsets mean done. */
interface OffsetsAnswer {
  start_offset?: number | string;
  end_offset?: number | string;
}

interface Window {
  start: number;
  end: number;
}

const DEFAULT_CHUNK_TIMEOUT_MS = 300_000;

/** Sends the file in the chunks TikTok names; answers the finished file's id and how many chunks went. */
export async function uploadInChunks(client: TikTokClient, upload: ChunkedUpload): Promise<{ fileId: string; chunks: number }> {
  const { advertiserId, filePath, fileSize, signal } = upload;
  const file = await open(filePath, 'r').catch((error: unknown) => {
    throw new TikTokVideoUploadError(filePath, 'the file cannot be read', { cause: error });
  });
  try {
    const started = await client.post<OffsetsAnswer & { upload_id?: string }>(
      '/file/start/upload/',
      { advertiser_id: advertiserId, size: fileSize, content_type: 'video', name: upload.name },
      { signal },
    );
    if (!started?.upload_id) throw new TikTokVideoUploadError(filePath, 'TikTok answered no upload id');
    const uploadId = String(started.upload_id);
    let window = windowFrom(started, fileSize, filePath);
    let chunks = 0;

    while (window.start < window.end) {
      const chunk = await readChunk(file, window, filePath);
      const signature = createHash('md5').update(chunk).digest('hex');
      const startOffset = window.start;
      const answer = await client.postMultipart<OffsetsAnswer>(
        '/file/transfer/upload/',
        () => {
          const form = new FormData();
          form.set('advertiser_id', advertiserId);
          form.set('upload_id', uploadId);
          form.set('start_offset', String(startOffset));
          form.set('signature', signature);
          form.set('file', new Blob([chunk], { type: 'application/octet-stream' }), upload.name);
          return form;
        },
        { signal, timeoutMs: upload.chunkTimeoutMs ?? DEFAULT_CHUNK_TIMEOUT_MS },
      );
      chunks++;
      const next = windowFrom(answer, fileSize, filePath);
      if (next.start <= window.start && next.start < next.end) {
        throw new TikTokVideoUploadError(filePath, `TikTok asked for bytes ${next.start}-${next.end} again after taking ${window.start}-${window.end}`);
      }
      window = next;
    }
    if (window.start !== fileSize) throw new TikTokVideoUploadError(filePath, `TikTok stopped at byte ${window.start} of ${fileSize}`);

    const finished = await client.post<{ file_id?: string }>('/file/finish/upload/', { advertiser_id: advertiserId, upload_id: uploadId }, { signal, creates: true });
    if (!finished?.file_id) throw new TikTokVideoUploadError(filePath, 'TikTok answered no file id for the finished upload');
    return { fileId: String(finished.file_id), chunks };
  } finally {
    await file.close();
  }
}

function windowFrom(answer: OffsetsAnswer | undefined, fileSize: number, filePath: string): Window {
  const start = Number(answer?.start_offset);
  const end = Number(answer?.end_offset);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || start > end || end > fileSize) {
    throw new TikTokVideoUploadError(filePath, `TikTok named bytes ${String(answer?.start_offset)}-${String(answer?.end_offset)} of a ${fileSize}-byte file`);
  }
  return { start, end };
}

async function readChunk(file: FileHandle, { start, end }: Window, filePath: string): Promise<Buffer> {
  const chunk = Buffer.alloc(end - start);
  let filled = 0;
  while (filled < chunk.length) {
    const { bytesRead } = await file.read(chunk, filled, chunk.length - filled, start + filled);
    if (bytesRead === 0) throw new TikTokVideoUploadError(filePath, `the file ended at byte ${start + filled}, before ${end}`);
    filled += bytesRead;
  }
  return chunk;
}
