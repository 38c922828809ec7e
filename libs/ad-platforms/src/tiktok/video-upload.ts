import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { uploadInChunks } from './chunked-upload';
import { fileMd5 } from './file-signature';
import { type TikTokClient } from './tiktok-client';
import { TikTokVideoUploadError } from './tiktok-video.errors';

export interface TikTokVideoUpload {
  advertiserId: string;
  filePath: string;
  /**
   * The video's name in the advertiser's library; the file name unless given. TikTok refuses a
   * second video with the same name in one advertiser, so a render's name should be unique.
   */
  fileName?: string;
  signal?: AbortSignal;
  /**
   * Files of at least this size go in chunks (see chunked-upload.ts); smaller ones in one request.
   * One request is fewer calls; chunks keep a large render out of memory and resend only the
   * chunk a dropped connection lost.
   */
  chunkedFromBytes?: number;
  /** For a whole-file upload or one chunk; a slow link moving megabytes needs longer than an ordinary call. */
  timeoutMs?: number;
}

export interface UploadedTikTokVideo {
  videoId: string;
  /** The file's MD5: sent as `video_signature` with a whole file, and checked against the one TikTok echoes. */
  signature: string;
  fileSize: number;
  /** Chunks sent through the chunked flow; 0 for a whole-file upload. */
  chunks: number;
}

/** One video of TikTok's upload answer (the parts read here). */
interface UploadedVideoAnswer {
  video_id?: string;
  signature?: string;
}

// TikTok's limit for UPLOAD_BY_FILE; larger files must go in chunks.
export const TIKTOK_SINGLE_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
// Past this a whole-file request holds the render in memory and loses it all to one dropped connection.
export const DEFAULT_CHUNKED_FROM_BYTES = 64 * 1024 * 1024;
const DEFAULT_UPLOAD_TIMEOUT_MS = 600_000;

/**
 * Uploads a file to an advertiser's asset library (`POST /file/video/ad/upload/`): a small file
 * whole (UPLOAD_BY_FILE) with its MD5 as `video_signature`, so TikTok refuses bytes that changed
 * on the way; a large one through the chunked flow (UPLOAD_BY_FILE_ID). Either way TikTok's
 * answer echoes the stored video's MD5, which must be the file's. The upload creates a video, so
 * it is not sent again after a request that got no answer (a second copy would be refused for its
 * name anyway). TikTok still has to process the video before an ad can use it: see video-status.ts.
 */
export async function uploadTikTokVideo(client: TikTokClient, upload: TikTokVideoUpload): Promise<UploadedTikTokVideo> {
  const { advertiserId, filePath, signal } = upload;
  const fileSize = await sizeOf(filePath);
  const signature = await fileMd5(filePath);
  const fileName = upload.fileName ?? basename(filePath);
  const chunked = fileSize > TIKTOK_SINGLE_UPLOAD_MAX_BYTES || fileSize >= (upload.chunkedFromBytes ?? DEFAULT_CHUNKED_FROM_BYTES);

  let chunks = 0;
  let form: () => Promise<FormData>;
  if (chunked) {
    const uploaded = await uploadInChunks(client, { advertiserId, filePath, fileSize, name: fileName, signal, chunkTimeoutMs: upload.timeoutMs });
    chunks = uploaded.chunks;
    form = async () => formOf({ advertiser_id: advertiserId, upload_type: 'UPLOAD_BY_FILE_ID', file_id: uploaded.fileId, file_name: fileName });
  } else {
    form = async () => {
      const whole = formOf({ advertiser_id: advertiserId, upload_type: 'UPLOAD_BY_FILE', video_signature: signature, file_name: fileName });
      whole.set('video_file', new Blob([await readFile(filePath)], { type: 'video/mp4' }), fileName);
      return whole;
    };
  }
  const answer = await client.postMultipart<UploadedVideoAnswer[] | UploadedVideoAnswer>('/file/video/ad/upload/', form, {
    signal,
    creates: true,
    timeoutMs: chunked ? undefined : (upload.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS),
  });

  // v1.3 answers a list of the videos made; older answers were the one video.
  const video = Array.isArray(answer) ? answer[0] : answer;
  if (!video?.video_id) throw new TikTokVideoUploadError(filePath, 'TikTok answered no video id');
  if (video.signature && video.signature.toLowerCase() !== signature) {
    throw new TikTokVideoUploadError(filePath, `TikTok stored a file with MD5 ${video.signature}, not ${signature}`);
  }
  return { videoId: String(video.video_id), signature, fileSize, chunks };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function sizeOf(filePath: string): Promise<number> {
  try {
    return (await stat(filePath)).size;
  } catch (error) {
    throw new TikTokVideoUploadError(filePath, 'the file cannot be read', { cause: error });
  }
}
