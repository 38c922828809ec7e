import { sha256Hex } from '../fake-meta/graph-ids';
import { type UploadedFile } from '../fake-meta/request-body';
import { TIKTOK_CODES, paramError, tikTokError } from './tiktok-api-error';
import { md5Hex, newHexId, newVideoId, tikTokTime } from './tiktok-ids';
import { type FakeTikTokVideo } from './tiktok-shapes';
import { type FakeTikTokStore } from './tiktok-store';

/** The chunk size in TikTok's `/file/start/upload/` example answer (`end_offset: 20971520`). */
export const UPLOAD_CHUNK_BYTES = 20 * 1024 * 1024;

/**
 * A new video answers as still processing to this many `/file/video/ad/info/` reads that name it,
 * then as ready. TikTok documents no processing status field; see the README for what the fake
 * shows while processing.
 */
export const INFO_READS_WHILE_PROCESSING = 2;

/** TikTok's `file_name` limit, 1 to 100 characters. */
const MAX_FILE_NAME = 100;

export interface ChunkUploadTask {
  uploadId: string;
  advertiserId: string;
  size: number;
  fileName: string;
  contentType: string;
  chunks: Buffer[];
  received: number;
}

export interface UploadedFileRecord {
  fileId: string;
  advertiserId: string;
  fileName: string;
  bytes: Buffer;
  createTime: string;
}

function chunkEnd(task: ChunkUploadTask): number {
  return Math.min(task.received + UPLOAD_CHUNK_BYTES, task.size);
}

export function startChunkUpload(
  store: FakeTikTokStore,
  advertiserId: string,
  request: { size: number; contentType: string; name?: string },
) {
  if (request.size < 1) throw tikTokError(TIKTOK_CODES.fileEmpty, 'size: The file is empty.');
  const task: ChunkUploadTask = {
    uploadId: newHexId(),
    advertiserId,
    size: request.size,
    fileName: (request.name ?? `upload-${Date.now()}`).slice(0, MAX_FILE_NAME),
    contentType: request.contentType,
    chunks: [],
    received: 0,
  };
  store.uploadTasks.set(task.uploadId, task);
  return { upload_id: task.uploadId, file_name: task.fileName, start_offset: 0, end_offset: chunkEnd(task) };
}

function taskOf(store: FakeTikTokStore, advertiserId: string, uploadId: string): ChunkUploadTask {
  const task = store.uploadTasks.get(uploadId);
  if (!task || task.advertiserId !== advertiserId)
    throw paramError(`upload_id: Upload task ${uploadId} does not exist.`);
  return task;
}

/**
 * A chunk must start where the last one ended, be the size `start/upload` and the last transfer
 * said (the remainder for the last one) and match its md5 `signature`.
 */
export function transferChunk(
  store: FakeTikTokStore,
  advertiserId: string,
  request: { uploadId: string; startOffset: number; signature: string; file: UploadedFile },
) {
  const task = taskOf(store, advertiserId, request.uploadId);
  if (request.startOffset !== task.received) {
    throw paramError(`start_offset: Expected ${task.received}, got ${request.startOffset}.`);
  }
  const expectedSize = chunkEnd(task) - task.received;
  if (request.file.bytes.length !== expectedSize) {
    throw paramError(`file: Expected a chunk of ${expectedSize} bytes, got ${request.file.bytes.length}.`);
  }
  if (md5Hex(request.file.bytes) !== request.signature.toLowerCase()) {
    throw tikTokError(TIKTOK_CODES.signatureError, 'signature: The MD5 of the chunk does not match.');
  }
  task.chunks.push(request.file.bytes);
  task.received += request.file.bytes.length;
  return { start_offset: task.received, end_offset: chunkEnd(task) };
}

export function finishChunkUpload(store: FakeTikTokStore, advertiserId: string, uploadId: string) {
  const task = taskOf(store, advertiserId, uploadId);
  if (task.received !== task.size) {
    throw paramError(`upload_id: Only ${task.received} of ${task.size} bytes have been transferred.`);
  }
  store.uploadTasks.delete(uploadId);
  const file: UploadedFileRecord = {
    fileId: newHexId(),
    advertiserId,
    fileName: task.fileName,
    bytes: Buffer.concat(task.chunks),
    createTime: tikTokTime(store.now()),
  };
  store.files.set(file.fileId, file);
  return { file_id: file.fileId, file_name: file.fileName, create_time: file.createTime, size: file.bytes.length };
}

/** Adds a video to the advertiser's library; TikTok refuses a second video of the same name. */
export function addVideo(
  store: FakeTikTokStore,
  advertiserId: string,
  upload: { bytes: Buffer; fileName: string; uploadType: FakeTikTokVideo['uploadType'] },
): FakeTikTokVideo {
  if (upload.bytes.length === 0) throw tikTokError(TIKTOK_CODES.fileEmpty, 'video_file: The file is empty.');
  const fileName = upload.fileName.slice(0, MAX_FILE_NAME);
  if (store.advertiser(advertiserId).videos.some((video) => video.fileName === fileName)) {
    throw tikTokError(
      TIKTOK_CODES.duplicatedMaterialName,
      `Duplicated material name ${fileName}. Please rename the file and upload it again.`,
    );
  }
  const video: FakeTikTokVideo = {
    id: newVideoId(),
    advertiserId,
    fileName,
    size: upload.bytes.length,
    sha256: sha256Hex(upload.bytes),
    md5: md5Hex(upload.bytes),
    uploadType: upload.uploadType,
    status: 'processing',
    infoReads: 0,
    createTime: tikTokTime(store.now()),
  };
  store.addVideo(video);
  return video;
}

/** Counts a read of the video's info and moves it to ready after enough of them. */
export function readVideo(store: FakeTikTokStore, video: FakeTikTokVideo): void {
  video.infoReads += 1;
  if (!store.processingNeverFinishes && video.infoReads > INFO_READS_WHILE_PROCESSING) video.status = 'ready';
}

/**
 * The video as `/file/video/ad/info/` lists it. Fields are TikTok's; while processing the fake
 * leaves out what TikTok could only know once transcoded (cover, preview, duration, dimensions)
 * and answers `displayable: false`.
 */
export function videoInfo(video: FakeTikTokVideo, baseUrl: string): Record<string, unknown> {
  const ready = video.status === 'ready';
  return {
    video_id: video.id,
    file_name: video.fileName,
    size: video.size,
    signature: video.md5,
    format: 'mp4',
    create_time: video.createTime,
    modify_time: video.createTime,
    displayable: ready,
    allow_download: true,
    material_id: `7${video.md5.replace(/\D/g, '').padEnd(18, '0').slice(0, 18)}`,
    video_cover_url: ready ? `${baseUrl}/fake-cdn/video-cover/${video.id}.jpg` : null,
    preview_url: ready ? `${baseUrl}/fake-cdn/video/${video.id}.mp4` : null,
    duration: ready ? 15.0 : null,
    width: ready ? 1080 : null,
    height: ready ? 1920 : null,
    bit_rate: ready ? 2_000_000 : null,
  };
}
